/// How a line or area joins its points: SwiftUI Charts' `InterpolationMethod`.
public enum ChartInterpolation: Hashable, Sendable {
    case linear
    /// Monotone in x (Fritsch–Carlson / d3's monotoneX): never overshoots between points.
    case monotone
    /// Catmull–Rom with the given alpha: 0 uniform, 0.5 centripetal (the default), 1 chordal.
    case catmullRom(alpha: Double)
    /// A cardinal spline with the given tension: 0 is Catmull–Rom-like, 1 straight lines.
    case cardinal(tension: Double)
    /// A step at the start (the value holds until the next point), centre or end of each interval.
    case stepStart, stepCenter, stepEnd
}
