import Foundation
import Testing

@testable import KilnCharts

/// `DecimalText` stands in for `NumberFormatter` in the data table: it must write every number
/// exactly as the formatter does.
struct DecimalTextTests {
    private static let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 6
        return formatter
    }()

    private func expectSameAsFormatter(_ value: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = Self.formatter.string(from: NSNumber(value: value == 0 ? 0 : value))
        #expect(DecimalText.enUS(value == 0 ? 0 : value) == expected, "\(value)", sourceLocation: sourceLocation)
    }

    @Test func writesWhatTheFormatterWritesAtTheEdges() {
        let values: [Double] = [
            0, -0.0, 1, -1, 0.5, 9.5, 10, 100, 999, 1000, 1234.5, -1234.5, 999_999.999_999_6, 1e15, 1e16, 1e22, 1.5e300,
            0.1 + 0.2, 2.675, 4.35, 1.000_000_5, 1.000_001_5, 1.000_002_5, 0.000_000_5, 0.000_001_5, 0.000_002_5,
            5e-7, 5.1e-7, 2.5e-7, 1e-7, -1e-7, -5e-7, -1.5e-6, 1e-300, 123_456_789.123_456_789, 0.000_001, 0.000_009_999_9,
            Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude, 9_007_199_254_740_992, 0.999_999_5, 0.999_999_4,
        ]
        for value in values { expectSameAsFormatter(value) }
    }

    @Test func writesWhatTheFormatterWritesForManyNumbers() {
        // A fixed sequence (no randomness between runs): numbers of every size and sign, and
        // numbers of six and seven decimals, where rounding half to even decides.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
        for _ in 0..<4000 {
            let bits = next()
            let magnitude = Double(bits >> 11) / Double(1 << 53) * pow(10, Double(Int(next() % 24) - 10))
            let value = bits & 1 == 0 ? magnitude : -magnitude
            expectSameAsFormatter(value)
            expectSameAsFormatter(Double(Int64(bitPattern: next()) % 100_000_000) / 10_000_000)
            expectSameAsFormatter(Double(Int64(bitPattern: next()) % 10_000_000) / 2_000_000)
        }
    }
}
