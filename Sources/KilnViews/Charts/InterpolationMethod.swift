import KilnTree

/// How a line or area joins its points, as Swift Charts' `InterpolationMethod`.
nonisolated public struct InterpolationMethod: Hashable, Sendable, CustomStringConvertible {
    let interpolation: ChartInterpolation

    /// The method's name, as its static member is spelled.
    public var description: String {
        switch interpolation {
        case .linear: "linear"
        case .monotone: "monotone"
        case .catmullRom: "catmullRom"
        case .cardinal: "cardinal"
        case .stepStart: "stepStart"
        case .stepCenter: "stepCenter"
        case .stepEnd: "stepEnd"
        }
    }

    /// Straight segments.
    public static let linear = InterpolationMethod(interpolation: .linear)
    /// A curve that never overshoots between points.
    public static let monotone = InterpolationMethod(interpolation: .monotone)
    /// A centripetal Catmull–Rom spline (alpha 0.5).
    public static let catmullRom = InterpolationMethod(interpolation: .catmullRom(alpha: 0.5))
    /// A cardinal spline of tension 0.
    public static let cardinal = InterpolationMethod(interpolation: .cardinal(tension: 0))
    /// Steps at the start, the middle or the end of each segment.
    public static let stepStart = InterpolationMethod(interpolation: .stepStart)
    public static let stepCenter = InterpolationMethod(interpolation: .stepCenter)
    public static let stepEnd = InterpolationMethod(interpolation: .stepEnd)

    /// A Catmull–Rom spline: alpha 0 uniform, 0.5 centripetal, 1 chordal.
    public static func catmullRom(alpha: Double) -> InterpolationMethod {
        InterpolationMethod(interpolation: .catmullRom(alpha: alpha))
    }

    /// A cardinal spline: tension 0 is Catmull–Rom-like, 1 straight segments.
    public static func cardinal(tension: Double) -> InterpolationMethod {
        InterpolationMethod(interpolation: .cardinal(tension: tension))
    }
}
