import Foundation
import KilnTree

/// A shape that can be drawn inset from its bounds, as in SwiftUI: `Circle().inset(by: 4)`.
/// A negative amount draws the shape beyond the bounds, without taking more room.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape inset from its bounds; insetting it again adds to the amount.
nonisolated struct InsetBuiltInShape: InsettableShape {
    let kind: ShapeKind
    var _kind: _ShapeKind { _ShapeKind(kind) }

    func path(in rect: CGRect) -> Path { PathSampling.path(of: kind, in: rect) }

    func inset(by amount: CGFloat) -> InsetBuiltInShape {
        InsetBuiltInShape(kind: kind.inset(by: Double(amount)))
    }
}

nonisolated extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetBuiltInShape(kind: _kind.value.inset(by: Double(amount))) }
}

nonisolated extension RoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetBuiltInShape(kind: _kind.value.inset(by: Double(amount))) }
}

nonisolated extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetBuiltInShape(kind: _kind.value.inset(by: Double(amount))) }
}

nonisolated extension Capsule: InsettableShape {
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetBuiltInShape(kind: _kind.value.inset(by: Double(amount))) }
}

nonisolated extension Ellipse: InsettableShape {
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetBuiltInShape(kind: _kind.value.inset(by: Double(amount))) }
}
