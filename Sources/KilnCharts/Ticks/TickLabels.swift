import Foundation

/// Tick label text as Swift Charts' axes show it.
package enum TickLabels {
    /// Numbers with as many decimals as the tick step needs (d3 precisionFixed), grouped thousands
    /// ("1,000", "12,500"), the minus sign U+2212, never "-0". `ticks` are one axis's ticks (the step is
    /// taken from them); a single tick prints with the decimals it needs up to 6.
    ///
    /// The step is the smallest gap between neighbouring ticks. Ticks that need more decimals than the
    /// step (hand-picked values such as 0, 0.25, 0.5) get them, up to 6, so no label is rounded away;
    /// d3's 20-decimal ceiling applies throughout. A value that rounds to zero prints without a sign.
    package static func numbers(_ ticks: [Double], locale: Locale) -> [String] {
        let decimals = decimals(for: ticks)
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.usesGroupingSeparator = true
        formatter.minimumFractionDigits = decimals
        formatter.maximumFractionDigits = decimals
        formatter.minusSign = "\u{2212}"
        let scale = pow(10, Double(decimals))
        return ticks.map { tick in
            // -0, and negatives that round to zero, print as "0" (d3-format drops their sign too).
            let value = (tick * scale).rounded() == 0 ? 0 : tick
            return formatter.string(from: NSNumber(value: value)) ?? "\(value)"
        }
    }

    /// max(precisionFixed(step), the decimals the ticks themselves need up to 6), at most 20.
    private static func decimals(for ticks: [Double]) -> Int {
        let finite = ticks.filter(\.isFinite)
        let needed = finite.map(decimalsNeeded).max() ?? 0
        let gaps = zip(finite, finite.dropFirst()).map { abs($1 - $0) }.filter { $0 > 0 }
        guard let step = gaps.min() else { return needed }
        // The tolerance absorbs round-off in the gap: 0.3 − 0.2 is 0.09999999999999998, a step of 0.1.
        let stepDecimals = max(0, -Int((log10(step) + 1e-9).rounded(.down)))
        return min(max(stepDecimals, needed), 20)
    }

    /// The fewest decimals (0…6) that print `value` exactly, allowing for binary round-off.
    private static func decimalsNeeded(_ value: Double) -> Int {
        for decimals in 0..<6 {
            let scaled = value * pow(10, Double(decimals))
            if abs(scaled - scaled.rounded()) <= 1e-9 * max(1, abs(scaled)) { return decimals }
        }
        return 6
    }
}
