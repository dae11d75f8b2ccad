import Foundation

/// Numbers as SVG and CSS write them: at most two decimals, no trailing zeros, never "-0".
enum SVGNumber {
    static func string(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// A fraction of the plot as an SVG percentage.
    static func percent(_ fraction: Double) -> String { string(fraction * 100) + "%" }
}
