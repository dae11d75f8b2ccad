import Foundation
import Kiln
import KilnTesting
import Testing

/// A diamond from its rect's midpoints, as SwiftUI code draws one.
private struct Diamond: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
        path.closeSubpath()
        return path
    }
}

/// Paths and custom shapes as inline SVG, and a custom shape as a clip.
struct PathSnapshotTests {
    @Test func aTrianglePathFilledInAFixedFrame() {
        assertSnapshot(of: Path { path in
            path.move(to: CGPoint(x: 50, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 100))
            path.addLine(to: CGPoint(x: 0, y: 100))
            path.closeSubpath()
        }.fill(.red).frame(width: 100, height: 100))
    }

    @Test func aCustomShapeStrokedDashedAndTrimmed() {
        assertSnapshot(of: VStack {
            Diamond().stroke(.blue, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, dash: [4, 2], dashPhase: 1)).frame(height: 40)
            Circle().trim(from: 0, to: 0.5).stroke(lineWidth: 4).frame(width: 50, height: 50)
            Text("Clipped").padding().background(.yellow).clipShape(Diamond())
        })
    }
}
