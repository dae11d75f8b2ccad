import Foundation
import Kiln

/// A diamond touching the midpoints of its rect's edges, as SwiftUI code draws one: every
/// coordinate proportional to the rect.
public struct Diamond: Shape {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        Path { path in
            path.addLines([
                CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.midY),
                CGPoint(x: rect.midX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.midY),
            ])
            path.closeSubpath()
        }
    }
}
