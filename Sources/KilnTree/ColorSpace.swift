import Foundation

extension Color {
    /// The colour spaces a colour's components can be given in, as SwiftUI's `Color.RGBColorSpace`.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The web's own: components as CSS takes them.
        case sRGB
        /// sRGB's primaries without its transfer curve (light adds up linearly).
        case sRGBLinear
        /// Display P3's wider primaries, with sRGB's transfer curve.
        case displayP3
    }

    /// Components in `colorSpace`, kept as the sRGB colour they show; a Display P3 colour
    /// outside sRGB's gamut is brought to its nearest edge.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = Self.sRGB(colorSpace, red, green, blue)
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    private static func sRGB(_ space: RGBColorSpace, _ red: Double, _ green: Double, _ blue: Double) -> (Double, Double, Double) {
        switch space {
        case .sRGB:
            return (red, green, blue)
        case .sRGBLinear:
            return (encoded(red), encoded(green), encoded(blue))
        case .displayP3:
            // Display P3 → linear sRGB, both with the D65 white point (CSS Color 4's matrices multiplied).
            let (r, g, b) = (decoded(red), decoded(green), decoded(blue))
            let linear = (
                1.2249401 * r - 0.2249404 * g + 0.0000000 * b,
                -0.0420569 * r + 1.0420571 * g + 0.0000000 * b,
                -0.0196376 * r - 0.0786361 * g + 1.0982735 * b)
            return (encoded(clamped(linear.0)), encoded(clamped(linear.1)), encoded(clamped(linear.2)))
        }
    }

    private static func clamped(_ value: Double) -> Double { min(max(value, 0), 1) }

    /// sRGB's transfer curve, from linear light to the encoded component.
    private static func encoded(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    private static func decoded(_ component: Double) -> Double {
        component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
    }
}
