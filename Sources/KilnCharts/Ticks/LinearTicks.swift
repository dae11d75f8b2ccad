import Foundation

/// d3-array's tick algorithms (ticks, tickIncrement, tickStep, nice) and d3-scale linear.nice.
///
/// Arithmetic follows d3 step for step (JavaScript's `Math.round`, the √50/√10/√2 thresholds, the
/// count×2 retry below 2), so the values are bit-identical to d3's; the only addition is that a
/// `-0` is never returned.
package enum LinearTicks {
    /// d3 tickIncrement: negative means "divide by |value|" (the inverse-step trick).
    package static func increment(from start: Double, to stop: Double, count: Double) -> Double {
        spec(start, stop, count).increment
    }

    /// d3 tickStep (signed; negative when start > stop).
    package static func step(from start: Double, to stop: Double, count: Double) -> Double {
        let reversed = stop < start
        let increment = reversed
            ? increment(from: stop, to: start, count: count)
            : increment(from: start, to: stop, count: count)
        let magnitude = increment < 0 ? 1 / -increment : increment
        return reversed ? -magnitude : magnitude
    }

    /// d3 ticks: inside [start, stop], reversed order for a reversed domain, [] for count <= 0 / NaN / infinite.
    ///
    /// Also [] for a domain that is not finite or too wide for Double, where d3 would return [NaN].
    package static func ticks(from start: Double, to stop: Double, count: Double) -> [Double] {
        guard count > 0 else { return [] }
        if start == stop { return [start + 0] }
        let reversed = stop < start
        let spec = reversed ? spec(stop, start, count) : spec(start, stop, count)
        // An infinite count or a domain too wide for Double leaves NaN or infinite indices or increment.
        guard spec.last >= spec.first, (spec.last - spec.first).isFinite, spec.increment.isFinite else { return [] }
        let indices = reversed
            ? Array(stride(from: spec.last, through: spec.first, by: -1))
            : Array(stride(from: spec.first, through: spec.last, by: 1))
        // `+ 0` turns a -0 (from rounding a small negative) into 0.
        return spec.increment < 0
            ? indices.map { $0 / -spec.increment + 0 }
            : indices.map { $0 * spec.increment + 0 }
    }

    /// d3-scale linear.nice(count): the iterated loop capped at 10 iterations; descending domains stay descending.
    ///
    /// As in d3, the domain is left unchanged when the loop does not settle (a zero-width or
    /// non-finite domain, or more than 10 iterations).
    package static func nice(_ start: Double, _ stop: Double, count: Double) -> (start: Double, stop: Double) {
        let descending = stop < start
        var low = descending ? stop : start
        var high = descending ? start : stop
        var previous: Double?
        for _ in 0..<10 {
            let step = increment(from: low, to: high, count: count)
            if step == previous {
                return descending ? (high + 0, low + 0) : (low + 0, high + 0)
            } else if step > 0 {
                low = (low / step).rounded(.down) * step
                high = (high / step).rounded(.up) * step
            } else if step < 0 {
                low = (low * step).rounded(.up) / step
                high = (high * step).rounded(.down) / step
            } else {
                break
            }
            previous = step
        }
        return (start, stop)
    }

    /// d3's tickSpec: the first and last tick index and the increment (negative = inverse step).
    private static func spec(
        _ start: Double, _ stop: Double, _ count: Double
    ) -> (first: Double, last: Double, increment: Double) {
        let rawStep = (stop - start) / max(0, count)
        let power = log10(rawStep).rounded(.down)
        let error = rawStep / pow(10, power)
        let factor: Double = error >= 50.squareRoot() ? 10 : error >= 10.squareRoot() ? 5 : error >= 2.squareRoot() ? 2 : 1
        var first: Double
        var last: Double
        let increment: Double
        if power < 0 {
            // 10^-power / factor is an integer-ish divisor: dividing by it keeps 0.1 as 0.1.
            let inverse = pow(10, -power) / factor
            first = jsRound(start * inverse)
            last = jsRound(stop * inverse)
            if first / inverse < start { first += 1 }
            if last / inverse > stop { last -= 1 }
            increment = -inverse
        } else {
            increment = pow(10, power) * factor
            first = jsRound(start / increment)
            last = jsRound(stop / increment)
            if first * increment < start { first += 1 }
            if last * increment > stop { last -= 1 }
        }
        // Counts between 0.5 and 2 may find no tick; doubling the count guarantees one.
        if last < first, 0.5 <= count, count < 2 { return spec(start, stop, count * 2) }
        return (first, last, increment)
    }

    /// JavaScript's `Math.round`: halves round up (towards +∞), unlike Swift's `.rounded()`.
    private static func jsRound(_ value: Double) -> Double {
        let floor = value.rounded(.down)
        return value - floor >= 0.5 ? floor + 1 : floor
    }
}
