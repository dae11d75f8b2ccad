import Kiln

struct ShadowCard: View {
    var body: some View {
        HStack(spacing: 24) {
            Text("Card")
                .padding()
                .background(.background, in: RoundedRectangle(cornerRadius: 12))
                .shadow(radius: 6, y: 3)
            Color.orange
                .frame(width: 60, height: 60)
                .clipShape(Circle())
                .shadow(color: .black.opacity(0.4), radius: 4)
        }
        .padding()
    }
}
