import Foundation
import KilnTree
import Testing

/// Components given in another colour space are kept as the sRGB colour they show (CSS Color 4's
/// conversions: sRGB's transfer curve, and Display P3 → XYZ → sRGB with the D65 white point).
struct ColorSpaceTests {
    private func components(_ color: Color) -> [Double] {
        guard case .rgb(let red, let green, let blue) = color.storage else { return [] }
        return [red, green, blue, color.alpha].map { ($0 * 10_000).rounded() / 10_000 }
    }

    @Test func sRGBIsTakenAsItIs() {
        #expect(components(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)) == [0.2, 0.4, 0.6, 0.5])
        #expect(components(Color(.sRGB, white: 0.25)) == [0.25, 0.25, 0.25, 1])
    }

    /// Linear 0.5 is encoded 0.7354 (CSS Color 4: 1.055 × 0.5^(1/2.4) − 0.055); 0.002 stays on the line (× 12.92).
    @Test func linearComponentsAreEncoded() {
        #expect(components(Color(.sRGBLinear, red: 0.5, green: 0.002, blue: 1)) == [0.7354, 0.0258, 1, 1])
    }

    /// P3's white and greys are sRGB's; its pure red lies outside sRGB and comes to sRGB's red.
    @Test func displayP3IsConvertedAndBroughtIntoGamut() {
        #expect(components(Color(.displayP3, red: 1, green: 1, blue: 1)) == [1, 1, 1, 1])
        #expect(components(Color(.displayP3, white: 0.5)) == [0.5, 0.5, 0.5, 1])
        #expect(components(Color(.displayP3, red: 1, green: 0, blue: 0)) == [1, 0, 0, 1])
        // Inside both gamuts, P3 (0.5, 0.3, 0.2) is sRGB (0.5328, 0.2877, 0.1770), worked from the two matrices.
        #expect(components(Color(.displayP3, red: 0.5, green: 0.3, blue: 0.2)) == [0.5328, 0.2877, 0.177, 1])
    }
}
