/// One drawing command of a path, in the path's coordinates (y grows downwards). Arcs and
/// ellipses are already cubic Bézier curves, as Core Graphics stores them.
package enum PathElement: Hashable, Sendable {
    case move(x: Double, y: Double)
    case line(x: Double, y: Double)
    case quadCurve(cx: Double, cy: Double, x: Double, y: Double)
    case curve(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
    case close
}

/// The outline of a `Path` or of a custom shape's `path(in:)`, evaluated at build time.
package struct ShapePath: Hashable, Sendable {
    package var elements: [PathElement]
    /// When every coordinate is proportional to the bounds' width (x) or height (y), the bounds
    /// the elements were evaluated in: the outline is drawn in a box of this size stretched to
    /// the view's. Nil: the elements are drawn at their own coordinates whatever the view's size.
    package var referenceWidth: Double?
    package var referenceHeight: Double?
    /// `trim(from:to:)`: the part of the outline's length drawn, from 0 to 1.
    package var trimFrom: Double
    package var trimTo: Double
    /// Even-odd filling (`FillStyle(eoFill: true)`) rather than non-zero.
    package var isEvenOdd: Bool
    /// A custom shape whose outline is not proportional to its bounds: its `path(in:)`, to draw
    /// it at the size it has where that is known when the page is built.
    package var sampler: PathSampler?
    /// Such an outline when its points keep fixed distances from the bounds' edges (a corner of
    /// fixed radius, an inset by a constant): drawn for every size at once.
    package var anchored: [AnchoredElement]?

    package init(
        elements: [PathElement], referenceWidth: Double? = nil, referenceHeight: Double? = nil,
        trimFrom: Double = 0, trimTo: Double = 1, isEvenOdd: Bool = false
    ) {
        self.elements = elements
        self.referenceWidth = referenceWidth
        self.referenceHeight = referenceHeight
        self.trimFrom = trimFrom
        self.trimTo = trimTo
        self.isEvenOdd = isEvenOdd
    }

    /// True when the outline stretches with the view's bounds.
    package var scalesWithBounds: Bool { referenceWidth != nil && referenceHeight != nil }

    package var isTrimmed: Bool { trimFrom > 0 || trimTo < 1 }
}

/// A custom shape's `path(in:)` kept for the layout pass, which evaluates it at a size it knows.
/// Outlines compare equal whatever their samplers: the sampler only redraws the same shape.
package final class PathSampler: Hashable, @unchecked Sendable {
    /// The shape's type, for messages.
    package let name: String
    /// Where the shape's path was made: the line its problems are reported at.
    package let source: CallSite?
    /// The outline in a box of the size, nil when a coordinate is not a finite number.
    package let outline: (_ width: Double, _ height: Double) -> [PathElement]?

    package init(name: String, source: CallSite?, outline: @escaping (_ width: Double, _ height: Double) -> [PathElement]?) {
        self.name = name
        self.source = source
        self.outline = outline
    }

    package static func == (lhs: PathSampler, rhs: PathSampler) -> Bool { true }
    package func hash(into hasher: inout Hasher) {}
}
