import Kiln

/// An arc from twelve o'clock, clockwise, for a share of a full turn.
struct ProgressArc: Shape {
    var progress: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
            startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: false)
        return path
    }
}

struct RingProgress: View {
    let progress = 0.68

    var body: some View {
        HStack(spacing: 16) {
            ZStack {
                Circle().stroke(.gray.opacity(0.2), lineWidth: 10)
                ProgressArc(progress: progress).stroke(.green, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                Text("\(Int(progress * 100))%").font(.title3).bold()
            }
            .frame(width: 80, height: 80)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .frame(width: 80, height: 80)
            // A trimmed fill: the kept arc closed by a straight line, as SwiftUI fills it.
            Circle().trim(from: 0, to: 0.3).fill(.orange).frame(width: 80, height: 80)
        }
    }
}
