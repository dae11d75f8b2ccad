import Kiln

struct SpacerRow: View {
    var body: some View {
        HStack {
            Text("Doughnut").bold()
            Spacer()
            Text("6")
                .foregroundStyle(.secondary)
        }
        .padding()
        .background(.yellow.opacity(0.25), in: RoundedRectangle(cornerRadius: 10))
    }
}
