import Foundation
import KilnCharts
import KilnEmit
import Testing

/// The chart tokens of the base stylesheet: series colours that meet WCAG's 3:1 for graphics
/// against the page in light and dark mode, and one hiding rule per axis-label breakpoint.
struct ChartStylesheetTests {
    private let css = PageDocument.baseStylesheet

    /// The `--k-chart-N` values of the first rule after `marker`.
    private func palette(after marker: String) throws -> [String] {
        let start = try #require(css.range(of: marker)).upperBound
        let block = css[start...].prefix { $0 != "}" }
        return (1...7).compactMap { index in
            guard let range = block.range(of: "--k-chart-\(index):") else { return nil }
            return String(block[range.upperBound...].prefix { $0 != ";" && $0 != "}" })
        }
    }

    private func luminance(_ hex: String) -> Double {
        let digits = Array(hex.dropFirst())
        let channels = stride(from: 0, to: 6, by: 2).map { Double(Int(String(digits[$0...$0 + 1]), radix: 16) ?? 0) / 255 }
        let linear = channels.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    private func contrast(_ a: String, _ b: String) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test func seriesColoursMeetThreeToOneInLightAndDarkMode() throws {
        let light = try palette(after: ":root{--k-chart-1")
        let dark = try palette(after: "@media (prefers-color-scheme:dark){:root{--k-chart-1")
        #expect(light.count == 6 && dark.count == 6, "the first colour is the marker itself, six follow")
        let lightAll = ["#0040dd"] + light, darkAll = ["#409cff"] + dark
        #expect(css.contains("--k-chart-1:#0040dd") && css.contains("--k-chart-1:#409cff"))
        for colour in lightAll {
            #expect(contrast(colour, "#ffffff") >= 3, "\(colour) on white")
            #expect(contrast(colour, "#f2f2f7") >= 3, "\(colour) on the grouped background")
        }
        for colour in darkAll {
            #expect(contrast(colour, "#000000") >= 3, "\(colour) on black")
            #expect(contrast(colour, "#1c1c1e") >= 3, "\(colour) on a dark grouped row")
        }
    }

    @Test func everyLabelBreakpointHasAHidingRule() {
        for width in ChartBreakpoints.widths {
            #expect(css.contains("@container (width<\(width)px){.\(ChartBreakpoints.className(width)){display:none}}"), "breakpoint \(width)")
        }
    }
}
