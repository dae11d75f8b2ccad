/// What fills a shape, colours text or backs a view: the tree's form of SwiftUI's shape styles.
package enum Paint: Hashable, Sendable {
    case color(Color)
    /// The current foreground at a level of emphasis: 0 primary, 1 secondary, 2 tertiary, 3 quaternary.
    case foreground(level: Int)
    case tint
    case background
    case linearGradient(stops: [GradientStop], start: UnitPoint, end: UnitPoint)
    case radialGradient(stops: [GradientStop], center: UnitPoint, startRadius: Double, endRadius: Double)
    indirect case opacity(Paint, Double)
}

/// A colour at a location from 0 to 1 along a gradient.
package struct GradientStop: Hashable, Sendable {
    package var color: Color
    package var location: Double

    package init(color: Color, location: Double) {
        self.color = color
        self.location = location
    }
}

/// The outline of the built-in shapes.
package enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case circle
    case capsule
    case ellipse
}

/// How a shape view draws its outline.
package enum ShapeDrawing: Hashable, Sendable {
    case fill(Paint?)
    /// `inside` is `strokeBorder` (drawn within the bounds) rather than `stroke` (centred on the outline).
    case stroke(Paint?, lineWidth: Double, dash: [Double], inside: Bool)
}
