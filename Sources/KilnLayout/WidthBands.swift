/// A quantity that depends on a container's width `w`, within one band of widths: `intercept +
/// slope × w` (a layout that centres a subview moves it half a pixel per pixel of width).
struct AffineLength: Hashable {
    var intercept: Double
    var slope: Double

    func value(at width: Double) -> Double { intercept + slope * width }

    /// The length as CSS, in a box whose container query width is the proposal:
    /// `12px`, `50cqw`, `calc(12px + 50cqw)`.
    var css: String {
        let percent = slope * 100
        guard abs(percent) >= 0.0001 else { return CSSValue.px(intercept) }
        let relative = CSSValue.number(percent) + "cqw"
        guard abs(intercept) >= 0.0001 else { return relative }
        return "calc(" + relative + (intercept < 0 ? " - " : " + ") + CSSValue.px(abs(intercept)) + ")"
    }
}

/// A run of container widths over which every quantity a layout produced is affine in the width.
struct WidthBandFit {
    /// Where the band starts (its first band starts at 0) and ends (nil: it goes on).
    var start: Double
    var limit: Double?
    var lengths: [AffineLength]

    var band: WidthBand { WidthBand(from: start > 0 ? start : nil, below: limit) }
}

/// Finds the bands of container widths over which a layout's answers (its size, each subview's
/// frame) are affine in the width: it evaluates the layout every `step` px of width (a whole
/// pixel where evaluating is cheap), starts a new band where the answers leave the current band's
/// line, and pins each boundary down to 1/128 px by bisection. A band narrower than the step can
/// be missed. Beyond the widths sampled, the last band goes on.
struct WidthBandFitter {
    /// Answers within this many px are equal.
    static let tolerance = 0.01
    /// The widest proposal sampled: wider than any page's column.
    static let widestSample = 1600

    var step = 1
    let evaluate: (Double) throws -> [Double]

    func bands(upTo widest: Int = widestSample) throws -> [WidthBandFit] {
        var samples: [[Double]] = []
        let count = widest / step + 1
        samples.reserveCapacity(count)
        for index in 0..<count { samples.append(try evaluate(width(index))) }
        var bands: [WidthBandFit] = []
        var first = 0
        var start = 0.0
        while first < count {
            let (lengths, end) = line(from: first, samples)
            guard end < count else {
                bands.append(WidthBandFit(start: start, limit: nil, lengths: lengths))
                break
            }
            let boundary = try self.boundary(after: width(end - 1), before: width(end), of: lengths)
            bands.append(WidthBandFit(start: start, limit: boundary, lengths: lengths))
            start = boundary
            first = end
        }
        return bands
    }

    /// The line through the samples from `first` on: constant if the next sample agrees, else
    /// through the first two if the third agrees, else constant for one pixel; and the first
    /// sample that leaves it.
    private func line(from first: Int, _ samples: [[Double]]) -> (lengths: [AffineLength], end: Int) {
        let base = samples[first]
        let constant = base.map { AffineLength(intercept: $0, slope: 0) }
        var lengths = constant
        if first + 1 < samples.count, !Self.matches(samples[first + 1], lengths, at: width(first + 1)) {
            let next = samples[first + 1]
            let run = Double(step)
            let sloped = zip(base, next).map { left, right in
                AffineLength(intercept: left - (right - left) / run * width(first), slope: (right - left) / run)
            }
            if first + 2 < samples.count, Self.matches(samples[first + 2], sloped, at: width(first + 2)) {
                lengths = sloped
            } else {
                return (constant, first + 1)
            }
        }
        var end = first + 1
        while end < samples.count, Self.matches(samples[end], lengths, at: width(end)) { end += 1 }
        return (lengths, end)
    }

    private func width(_ index: Int) -> Double { Double(index * step) }

    /// Where between two sampled widths the answers leave the band's line, to 1/128 px.
    private func boundary(after inside: Double, before outside: Double, of lengths: [AffineLength]) throws -> Double {
        var low = inside, high = outside
        while high - low > 1.0 / 128 {
            let middle = (low + high) / 2
            if Self.matches(try evaluate(middle), lengths, at: middle) { low = middle } else { high = middle }
        }
        return high
    }

    static func matches(_ values: [Double], _ lengths: [AffineLength], at width: Double) -> Bool {
        guard values.count == lengths.count else { return false }
        for index in values.indices where abs(values[index] - lengths[index].value(at: width)) > tolerance { return false }
        return true
    }

    /// At most `limit` bands: the narrowest band is folded into a neighbour (its line then
    /// stands for both) until few enough remain.
    static func merged(_ bands: [WidthBandFit], limit: Int) -> [WidthBandFit] {
        var bands = bands
        while bands.count > limit {
            let widths = bands.map { ($0.limit ?? .infinity) - $0.start }
            let narrowest = widths.indices.min { widths[$0] < widths[$1] }!
            if narrowest > 0 {
                bands[narrowest - 1].limit = bands[narrowest].limit
            } else {
                bands[1].start = bands[0].start
            }
            bands.remove(at: narrowest)
        }
        return bands
    }
}
