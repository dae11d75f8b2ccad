/// Consecutive code points and their advance widths in font units, regular and bold.
struct AdvanceRun: Sendable {
    let first: UInt32
    let regular: [UInt16]
    let bold: [UInt16]
}

extension LiberationSansMetrics {
    /// The advance of `scalar` in ems, or nil when the font has no glyph for it (the browser
    /// would then draw it from a fallback font whose widths Kiln does not know).
    static func advance(of scalar: Unicode.Scalar, bold: Bool) -> Double? {
        let code = scalar.value
        // Binary search for the last run starting at or before `code`.
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].first <= code { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let run = runs[low - 1]
        let index = Int(code - run.first)
        guard index < run.regular.count else { return nil }
        return Double(bold ? run.bold[index] : run.regular[index]) / unitsPerEm
    }
}
