import Kiln

/// Effects apply in modifier order: turned then moved is not moved then turned, and a shadow
/// after a turn falls straight down. The dashed box is each view's place in the layout.
struct EffectOrder: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 28) {
            HStack(spacing: 70) {
                tile("Turned, then moved")
                    .rotationEffect(.degrees(30))
                    .offset(x: 20)
                    .background(place)
                tile("Moved, then turned")
                    .offset(x: 20)
                    .rotationEffect(.degrees(30))
                    .background(place)
            }
            HStack(spacing: 16) {
                tile("Blurred")
                    .blur(radius: 2)
                tile("Grayscale")
                    .grayscale(1)
                tile("Hue")
                    .hueRotation(.degrees(120))
                tile("Scaled")
                    .scaleEffect(0.8, anchor: .bottomLeading)
            }
            HStack(spacing: 16) {
                tile("3D")
                    .rotation3DEffect(.degrees(40), axis: (x: 0, y: 1, z: 0))
                tile("Shadow")
                    .rotationEffect(.degrees(-10))
                    .shadow(color: .black.opacity(0.4), radius: 3, y: 6)
                tile("Multiply")
                    .blendMode(.multiply)
                tile("Brighter")
                    .brightness(0.3)
            }
            .padding(.vertical, 8)
            .background(.yellow.opacity(0.3))
        }
        .padding(.horizontal, 8)
    }

    private var place: some View {
        RoundedRectangle(cornerRadius: 8).strokeBorder(.secondary, style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
    }

    private func tile(_ title: String) -> some View {
        Text(title)
            .font(.caption.bold())
            .foregroundStyle(.white)
            .multilineTextAlignment(.center)
            .frame(width: 64, height: 50)
            .background(Color.blue.gradient, in: RoundedRectangle(cornerRadius: 8))
    }
}
