import Kiln

/// A five-pointed star drawn from its rect: the points sit on a circle as wide as the shorter side.
struct Star: Shape {
    func path(in rect: CGRect) -> Path {
        let outer = min(rect.width, rect.height) / 2
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        for index in 0..<10 {
            let angle = Double(index) * .pi / 5 - .pi / 2
            let radius = index.isMultiple(of: 2) ? outer : outer * 0.45
            let point = CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}

/// A wave across the rect, in proportion to it: it stretches to any width.
struct Wave: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        path.addCurve(
            to: CGPoint(x: rect.midX, y: rect.midY),
            control1: CGPoint(x: rect.width * 0.25, y: rect.minY), control2: CGPoint(x: rect.width * 0.25, y: rect.maxY))
        path.addCurve(
            to: CGPoint(x: rect.maxX, y: rect.midY),
            control1: CGPoint(x: rect.width * 0.75, y: rect.minY), control2: CGPoint(x: rect.width * 0.75, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct PathStarAndWave: View {
    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 16) {
                Star().fill(.yellow).frame(width: 60, height: 60)
                Star().stroke(.orange, style: StrokeStyle(lineWidth: 3, lineJoin: .round)).frame(width: 60, height: 60)
                Star().fill(.pink).frame(width: 36, height: 36)
            }
            Wave().fill(.blue.gradient).frame(height: 64)
        }
    }
}
