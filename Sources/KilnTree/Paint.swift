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
    /// `Color.gradient`: the colour's standard gradient, a little lighter at the top than at the bottom.
    case colorGradient(Color)
    /// A paint with a drop or inner shadow (`ShapeStyle.shadow(_:)`).
    indirect case shadow(Paint, Shadow)
    /// `AngularGradient`: colours around `center` from `startAngle` to `endAngle`, in degrees
    /// (0 pointing to the trailing edge, growing clockwise as on screen).
    case angularGradient(stops: [GradientStop], center: UnitPoint, startAngle: Double, endAngle: Double)
    /// `EllipticalGradient`: rings out from `center` whose radii are fractions of the bounds' width and height.
    case ellipticalGradient(stops: [GradientStop], center: UnitPoint, startRadiusFraction: Double, endRadiusFraction: Double)
    /// A material: what lies behind blurred, under a translucent layer of the material's thickness.
    case material(MaterialThickness)
    /// `ImagePaint`: an asset image repeated across what it fills. Out of line: its 96 bytes
    /// made every paint, and every modifier holding one, that large.
    indirect case image(PaintImage)
}

/// `ImagePaint`'s image: an asset tiled at `scale` of its natural size, from the part of it at
/// `sourceRect` (fractions of its size). Layout fills in where the asset is and how large.
package struct PaintImage: Hashable, Sendable {
    package var asset: String
    package var scale: Double
    package var sourceX: Double, sourceY: Double, sourceWidth: Double, sourceHeight: Double
    /// The asset's URL and natural size, known to the layout pass (`resolvingImages`).
    package var url: String?
    package var naturalWidth: Double?
    package var naturalHeight: Double?

    package init(asset: String, scale: Double, sourceX: Double = 0, sourceY: Double = 0, sourceWidth: Double = 1, sourceHeight: Double = 1) {
        self.asset = asset
        self.scale = scale
        self.sourceX = sourceX
        self.sourceY = sourceY
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
    }
}

/// `Material`'s thicknesses, thinnest first; `bar` is the material of toolbars and tab bars.
package enum MaterialThickness: String, Hashable, Sendable, CaseIterable {
    case ultraThin, thin, regular, thick, ultraThick, bar
}

/// `ShadowStyle`: a drop shadow behind what a paint fills, or an inner shadow on top of it.
package struct Shadow: Hashable, Sendable {
    package var isInner: Bool
    package var color: Color
    /// The blur's radius in points, as SwiftUI's shadow radius.
    package var radius: Double
    package var x: Double
    package var y: Double

    package init(isInner: Bool, color: Color, radius: Double, x: Double, y: Double) {
        self.isInner = isInner
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

extension Paint {
    /// The paint without its shadows, and the shadows innermost first.
    package var unshadowed: (paint: Paint, shadows: [Shadow]) {
        switch self {
        case .shadow(let inner, let shadow):
            let (paint, shadows) = inner.unshadowed
            return (paint, shadows + [shadow])
        case .opacity(let inner, let amount):
            let (paint, shadows) = inner.unshadowed
            return (shadows.isEmpty ? self : .opacity(paint, amount), shadows.map { Shadow(isInner: $0.isInner, color: $0.color.opacity(amount), radius: $0.radius, x: $0.x, y: $0.y) })
        default:
            return (self, [])
        }
    }
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
    /// `InsettableShape.inset(by:)`: the shape drawn in its bounds moved in by an amount on every
    /// edge (out, for a negative amount), never a nested inset: amounts add up.
    indirect case inset(ShapeKind, by: Double)
    /// A `Path` or a custom shape's `path(in:)`.
    case path(ShapePath)
    /// `UnevenRoundedRectangle`, or a rounded rectangle with continuous corners.
    case roundedCorners(RoundedCorners)

    /// The outline a built-in shape has once inset by `amount`, drawn in the inset box: a rounded
    /// rectangle's corners shrink (or grow) with its edges, as in SwiftUI; the others keep their outline.
    package func insetOutline(by amount: Double) -> ShapeKind {
        switch self {
        case .roundedRectangle(let radius): return .roundedRectangle(cornerRadius: max(0, radius - amount))
        case .roundedCorners(let corners): return .roundedCorners(corners.inset(by: amount))
        default: return self
        }
    }

    /// A circle (inscribed in its box) or an inset shape (in a box of its own): drawn by an element
    /// of its own, never by the border radius of the view's box.
    package var isDrawnOutsideItsBox: Bool {
        switch self {
        case .circle, .inset: true
        default: false
        }
    }

    /// This shape inset by `amount` more.
    package func inset(by amount: Double) -> ShapeKind {
        if case .inset(let base, let current) = self { return base.inset(by: current + amount) }
        return amount == 0 ? self : .inset(self, by: amount)
    }
}

/// How a shape view draws its outline.
package enum ShapeDrawing: Hashable, Sendable {
    case fill(Paint?)
    /// `inside` is `strokeBorder` (drawn within the bounds) rather than `stroke` (centred on the outline).
    case stroke(Paint?, lineWidth: Double, dash: [Double], inside: Bool, line: StrokeLine = StrokeLine())
}

/// How a stroke's ends and joins are drawn and where its dashes start (`StrokeStyle`'s
/// `lineCap`, `lineJoin`, `miterLimit`, `dashPhase`); drawn where the outline is an SVG path.
package struct StrokeLine: Hashable, Sendable {
    package enum Cap: String, Hashable, Sendable { case butt, round, square }
    package enum Join: String, Hashable, Sendable { case miter, round, bevel }
    package var cap: Cap
    package var join: Join
    package var miterLimit: Double
    package var dashPhase: Double

    package init(cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10, dashPhase: Double = 0) {
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dashPhase = dashPhase
    }
}
