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
/// frame) are affine in the width. A band's line is fitted through its first whole pixels; it is
/// then followed `skip` px at a time, and where the answers leave it, the first whole pixel that
/// does is found by binary search and the boundary pinned down to 1/128 px by bisection. A change
/// that comes and goes within one skip is not seen; `skip` is 1 where evaluating is cheap enough
/// to look at every pixel. Beyond the widths sampled, the last band goes on.
struct WidthBandFitter {
    /// Answers within this many px are equal.
    static let tolerance = 0.01
    /// The widest proposal sampled: wider than any page's column.
    static let widestSample = 1600

    var skip = 1
    let evaluate: (Double) throws -> [Double]

    func bands(upTo widest: Int = widestSample) throws -> [WidthBandFit] {
        var samples = Samples(evaluate: evaluate)
        var bands: [WidthBandFit] = []
        var first = 0
        var start = 0.0
        while first <= widest {
            let (lengths, end) = try line(from: first, upTo: widest, &samples)
            guard end <= widest else {
                bands.append(WidthBandFit(start: start, limit: nil, lengths: lengths))
                break
            }
            let boundary = try self.boundary(after: Double(end - 1), before: Double(end), of: lengths)
            bands.append(WidthBandFit(start: start, limit: boundary, lengths: lengths))
            start = boundary
            first = end
        }
        return bands
    }

    /// The answers at whole widths, each evaluated once.
    private struct Samples {
        let evaluate: (Double) throws -> [Double]
        var known: [Int: [Double]] = [:]

        mutating func at(_ width: Int) throws -> [Double] {
            if let answers = known[width] { return answers }
            let answers = try evaluate(Double(width))
            known[width] = answers
            return answers
        }
    }

    /// The line through the answers from `first` on: constant if the next pixel agrees, else
    /// through the first two if the third agrees, else constant for one pixel; and the first
    /// whole width that leaves it (past `widest` if none does).
    private func line(from first: Int, upTo widest: Int, _ samples: inout Samples) throws -> (lengths: [AffineLength], end: Int) {
        let base = try samples.at(first)
        let constant = base.map { AffineLength(intercept: $0, slope: 0) }
        var lengths = constant
        if first < widest, !Self.matches(try samples.at(first + 1), lengths, at: Double(first + 1)) {
            let next = try samples.at(first + 1)
            let sloped = zip(base, next).map { left, right in
                AffineLength(intercept: left - (right - left) * Double(first), slope: right - left)
            }
            guard first + 1 < widest, Self.matches(try samples.at(first + 2), sloped, at: Double(first + 2)) else { return (constant, first + 1) }
            lengths = sloped
        }
        var end = first + 1
        while end <= widest {
            let ahead = min(end + skip - 1, widest)
            if Self.matches(try samples.at(ahead), lengths, at: Double(ahead)) {
                end = ahead + 1
                continue
            }
            // The first width in end...ahead that leaves the line.
            var low = end, high = ahead
            while low < high {
                let middle = (low + high) / 2
                if Self.matches(try samples.at(middle), lengths, at: Double(middle)) { low = middle + 1 } else { high = middle }
            }
            return (lengths, low)
        }
        return (lengths, end)
    }

    /// Where between two whole widths the answers leave the band's line, to 1/128 px.
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
