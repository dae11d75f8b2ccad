import Kiln

/// A canvas drawn at build time: a dial filled with a radial gradient, ticks placed by rotating
/// copies of the context, text centred on a point, and a wave across the canvas's whole width
/// stroked with a linear gradient. The canvas is flexible: its drawing follows the width.
struct CanvasDial: View {
    var body: some View {
        Canvas { context, size in
            let center = CGPoint(x: size.width / 2, y: 70)
            let dial = CGRect(x: center.x - 60, y: center.y - 60, width: 120, height: 120)
            context.fill(Path(ellipseIn: dial), with: .radialGradient(
                Gradient(colors: [.yellow, .orange]), center: center, startRadius: 0, endRadius: 60))
            for hour in 0..<12 {
                // Each tick rotates a copy; the context itself stays where it was.
                var tick = context
                tick.translateBy(x: center.x, y: center.y)
                tick.rotate(by: .degrees(Double(hour) * 30))
                let length: CGFloat = hour % 3 == 0 ? 14 : 8
                tick.fill(Path(roundedRect: CGRect(x: -2, y: -56, width: 4, height: length), cornerRadius: 2), with: .color(.brown))
            }
            context.draw(Text("Noon").font(.headline), at: center)

            var wave = Path()
            wave.move(to: CGPoint(x: 0, y: 160))
            for x in stride(from: 0, through: size.width, by: 20) {
                wave.addQuadCurve(to: CGPoint(x: x + 20, y: 160), control: CGPoint(x: x + 10, y: x.truncatingRemainder(dividingBy: 40) == 0 ? 145 : 175))
            }
            context.stroke(wave, with: .linearGradient(
                Gradient(colors: [.blue, .purple]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)), lineWidth: 3)
        }
        .frame(height: 180)
        .accessibilityLabel("A dial with twelve ticks above a wave")
    }
}
