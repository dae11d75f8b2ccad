import Kiln

struct SystemColors: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray]

    var body: some View {
        HStack(spacing: 4) {
            ForEach(colors.indices, id: \.self) { index in
                colors[index]
                    .frame(height: 32)
                    .clipShape(RoundedRectangle(cornerRadius: 6))
            }
        }
    }
}
