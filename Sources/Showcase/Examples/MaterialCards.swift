import Kiln

/// Each material over the same colourful stripes: thicker materials let less of them through.
struct MaterialCards: View {
    var body: some View {
        ZStack {
            HStack(spacing: 0) {
                ForEach([Color.pink, .orange, .yellow, .green, .cyan, .purple], id: \.self) { color in
                    color
                }
            }
            VStack(spacing: 8) {
                HStack(spacing: 8) {
                    card("Ultra thin", .ultraThinMaterial)
                    card("Thin", .thinMaterial)
                    card("Regular", .regularMaterial)
                }
                HStack(spacing: 8) {
                    card("Thick", .thickMaterial)
                    card("Ultra thick", .ultraThickMaterial)
                    card("Bar", .bar)
                }
            }
            .padding(12)
        }
        .frame(height: 180)
        .clipShape(RoundedRectangle(cornerRadius: 16))
    }

    private func card(_ title: String, _ material: Material) -> some View {
        VStack(spacing: 2) {
            Text(title).font(.subheadline.bold())
            Text("secondary").font(.caption).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, minHeight: 60)
        .background(material, in: RoundedRectangle(cornerRadius: 10))
    }
}
