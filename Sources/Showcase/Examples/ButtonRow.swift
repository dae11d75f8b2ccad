import Kiln

struct ButtonRow: View {
    @State private var votes = 0

    var body: some View {
        HStack(spacing: 16) {
            Button("Vote") { votes += 1 }
            Button("Delete", role: .destructive) {}
            Button {
            } label: {
                Label("Add guest", systemImage: "person.badge.plus")
            }
            .tint(.purple)
        }
    }
}
