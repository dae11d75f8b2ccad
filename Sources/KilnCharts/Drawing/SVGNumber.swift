import Foundation

/// Numbers as SVG and CSS write them: at most two decimals, no trailing zeros, never "-0".
enum SVGNumber {
    static func string(_ value: Double) -> String {
        guard value.isFinite && abs(value) < 1e15 else { return "0" }
        // Whole hundredths as an integer: exact digits, no formatter, no exponent.
        let hundredths = Int64((value * 100).rounded())
        let magnitude = hundredths.magnitude
        var result = hundredths < 0 ? "-" : ""
        result += String(magnitude / 100)
        let fraction = magnitude % 100
        if fraction != 0 {
            result += fraction % 10 == 0 ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
        }
        return result
    }

    /// A fraction of the plot as an SVG percentage.
    static func percent(_ fraction: Double) -> String { string(fraction * 100) + "%" }
}
