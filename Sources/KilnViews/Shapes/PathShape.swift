import Foundation
import KilnTree

/// A path is a shape drawn at its own coordinates, whatever it is offered, as in SwiftUI.
nonisolated extension Path: Shape {
    public typealias Body = Never
    public func path(in rect: CGRect) -> Path { self }
}

/// `trim(from:to:)`: the part of a shape's outline between two fractions of its length.
nonisolated public struct _TrimmedShape<Base: Shape>: Shape {
    let base: Base
    let from: CGFloat
    let to: CGFloat
    public typealias Body = Never

    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }

    public var _kind: _ShapeKind {
        let lower = Double(min(max(from, 0), 1)), upper = Double(min(max(to, 0), 1))
        var outline: ShapePath
        if case .path(let path) = base._kind.value { outline = path } else {
            // A built-in shape's outline stretched from its reference box: exact wherever its
            // proportions are those of the reference (a circle's square frame).
            let reference = PathSampling.referenceSize
            outline = ShapePath(
                elements: PathSampling.path(of: base._kind.value, in: CGRect(origin: .zero, size: reference)).elements.map(\.treeElement),
                referenceWidth: Double(reference.width), referenceHeight: Double(reference.height))
        }
        // Trimming a trimmed shape takes fractions of the part already kept.
        let (start, length) = (outline.trimFrom, outline.trimTo - outline.trimFrom)
        outline.trimFrom = start + length * lower
        outline.trimTo = start + length * max(upper, lower)
        return _ShapeKind(.path(outline))
    }
}

nonisolated extension Shape {
    /// The part of the outline from `startFraction` to `endFraction` of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(base: self, from: startFraction, to: endFraction)
    }
}
