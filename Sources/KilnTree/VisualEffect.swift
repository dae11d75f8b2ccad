/// A drawing effect on a view (`blur`, `brightness`, `blendMode`, `rotationEffect` …): it changes
/// how the view is drawn, never its place or size. Effects apply in modifier order, innermost first.
package enum VisualEffect: Hashable, Sendable {
    /// A Gaussian blur whose standard deviation is `radius`; `opaque` keeps the edges inside the bounds.
    case blur(radius: Double, opaque: Bool)
    /// `brightness(_:)`: `amount` added to each colour channel (0 no change, 1 white).
    case brightness(Double)
    /// `contrast(_:)`: 1 no change, 0 a flat grey, above 1 more contrast.
    case contrast(Double)
    /// `saturation(_:)`: 1 no change, 0 grey.
    case saturation(Double)
    /// `grayscale(_:)`: 0 no change, 1 fully grey.
    case grayscale(Double)
    case hueRotation(degrees: Double)
    /// `colorMultiply(_:)`: every channel, alpha included, multiplied by the colour's.
    case colorMultiply(Color)
    case colorInvert
    /// `luminanceToAlpha()`: a black mask whose alpha is the view's luminance.
    case luminanceToAlpha
    case blendMode(BlendMode)
    /// `compositingGroup()`: the view's layers are composited together before they meet what is behind.
    case compositingGroup
    case geometry(ViewTransform)
}

/// A transform of the drawing, about an anchor in the view's bounds (unit coordinates).
package enum ViewTransform: Hashable, Sendable {
    case rotation(degrees: Double, anchor: UnitPoint)
    case scale(x: Double, y: Double, anchor: UnitPoint)
    /// `rotation3DEffect`: about an axis through the anchor (at `anchorZ` out of the screen), seen in
    /// perspective from a distance of the view's longer side divided by `perspective` (0 none).
    case rotation3D(degrees: Double, axisX: Double, axisY: Double, axisZ: Double, anchor: UnitPoint, anchorZ: Double, perspective: Double)
    /// `transformEffect(_:)`: an affine matrix in the view's coordinates, its origin the top leading corner.
    case affine(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)

    /// The point in the bounds that the transform keeps in place.
    package var anchor: UnitPoint {
        switch self {
        case .rotation(_, let anchor), .scale(_, _, let anchor), .rotation3D(_, _, _, _, let anchor, _, _): anchor
        case .affine: .topLeading
        }
    }
}

/// How a view's colours combine with what lies behind it, as SwiftUI's `BlendMode`.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}
