/// How a line or area joins its points: SwiftUI Charts' `InterpolationMethod`.
package enum ChartInterpolation: Hashable, Sendable {
    case linear
    /// Monotone in x (Fritsch–Carlson / d3's monotoneX): never overshoots between points.
    case monotone
    /// Catmull–Rom with the given alpha: 0 uniform, 0.5 centripetal (the default), 1 chordal.
    case catmullRom(alpha: Double)
    /// A cardinal spline with the given tension: 0 is Catmull–Rom-like, 1 straight lines.
    case cardinal(tension: Double)
    /// Steps: the vertical step at the start of each segment (d3's stepBefore), halfway
    /// (d3's step) or at its end (d3's stepAfter, the value holding until the next point).
    case stepStart, stepCenter, stepEnd
}
