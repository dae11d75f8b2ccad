import Kiln

struct OverlayBadge: View {
    var body: some View {
        Text("Inbox")
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(.quaternary, in: Capsule())
            .overlay(alignment: .topTrailing) {
                Text("3")
                    .font(.caption2)
                    .bold()
                    .foregroundStyle(.white)
                    .padding(4)
                    .background(.red, in: Circle())
                    .offset(x: 6, y: -6)
            }
    }
}
