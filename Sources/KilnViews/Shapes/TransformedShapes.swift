import Foundation
import KilnTree

// SwiftUI's shape modifiers that move a shape's outline within its bounds and stay shapes (so
// they can still be filled, stroked or inset): each draws the shape's path transformed. Being
// custom outlines, they are drawn as SVG paths at build time like any `path(in:)`.

/// A shape rotated by an angle about a point of its bounds (`rotation(_:anchor:)`).
nonisolated public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(about: anchor, of: rect) { $0.rotated(by: CGFloat(angle.radians)) }
    }
}

/// A shape scaled about a point of its bounds (`scale(x:y:anchor:)`).
nonisolated public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(about: anchor, of: rect) { $0.scaledBy(x: scale.width, y: scale.height) }
    }
}

/// A shape moved by an offset within its bounds (`offset(_:)`, `offset(x:y:)`).
nonisolated public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }
}

/// A shape whose outline is transformed by an affine transform (`transform(_:)`).
nonisolated public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform

    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }
}

/// A shape that makes its path in a rect of a fixed size at its bounds' origin, whatever its
/// bounds (`size(width:height:)`); the views drawn from it keep their own layout, as in SwiftUI.
nonisolated struct SizedShape<Content: Shape>: Shape {
    var shape: Content
    var size: CGSize

    func path(in rect: CGRect) -> Path {
        shape.path(in: CGRect(origin: rect.origin, size: size))
    }
}

nonisolated extension RotatedShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

nonisolated extension OffsetShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

nonisolated extension Shape {
    /// The shape rotated by `angle` about `anchor` of its bounds.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled by `x` and `y` about `anchor` of its bounds.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled by `scale` on both axes about `anchor` of its bounds.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The shape moved by `offset` within its bounds.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape as it is drawn in a rect of `size` at its bounds' origin.
    public func size(_ size: CGSize) -> some Shape {
        SizedShape(shape: self, size: size)
    }

    public func size(width: CGFloat, height: CGFloat) -> some Shape {
        SizedShape(shape: self, size: CGSize(width: width, height: height))
    }

    /// The shape's outline transformed by `transform`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

extension Path {
    /// The path changed by `change` about the point at `anchor`'s fractions of `rect`.
    fileprivate func applying(about anchor: UnitPoint, of rect: CGRect, _ change: (CGAffineTransform) -> CGAffineTransform) -> Path {
        let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
        return applying(change(CGAffineTransform(translationX: x, y: y)).translatedBy(x: -x, y: -y))
    }
}
