import Kiln

struct StateReveal: View {
    @State private var showsDetails = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Toggle("Show the details", isOn: $showsDetails)
            if showsDetails {
                Text("Doors open at 8 pm. Bring a friend and something to share.")
                    .foregroundStyle(.secondary)
            }
        }
    }
}
