import Foundation

/// d3-scale's log scale ticks and nice, base 10 (positive domains; a negative domain mirrored as d3 does).
///
/// A domain that touches or straddles zero, or is not finite, has no log ticks ([]) and `nice`
/// leaves it as it is; a count that is not positive gives no ticks either.
package enum LogTicks {
    /// 1…9 × 10^k inside the domain while it spans fewer decades than `count` (falling back to linear
    /// ticks when that gives fewer than count/2), else linear ticks on the exponents.
    package static func ticks(from start: Double, to stop: Double, count: Double) -> [Double] {
        let reversed = stop < start
        let low = reversed ? stop : start
        let high = reversed ? start : stop
        guard count > 0, let mirror = Mirror(low, high) else { return [] }
        let lowExponent = mirror.log(low)
        let highExponent = mirror.log(high)
        var ticks: [Double] = []
        if highExponent - lowExponent < count {
            // A negative domain walks each decade from 9 down to 1 so that the values still ascend.
            let multiples: [Double] = mirror.negative ? [9, 8, 7, 6, 5, 4, 3, 2, 1] : [1, 2, 3, 4, 5, 6, 7, 8, 9]
            for decade in Int(lowExponent.rounded(.down))...Int(highExponent.rounded(.up)) {
                for multiple in multiples {
                    let tick = mirror.tick(multiple, decade)
                    if tick < low { continue }
                    if tick > high { break }
                    ticks.append(tick)
                }
            }
            if Double(ticks.count) * 2 < count { ticks = LinearTicks.ticks(from: low, to: high, count: count) }
        } else {
            let decades = highExponent - lowExponent
            ticks = LinearTicks.ticks(from: lowExponent, to: highExponent, count: min(decades, count)).map(mirror.pow)
        }
        return reversed ? ticks.reversed() : ticks
    }

    /// Rounds the domain outwards to powers of ten (d3 log.nice); a descending domain stays descending.
    package static func nice(_ start: Double, _ stop: Double) -> (start: Double, stop: Double) {
        guard let mirror = Mirror(start, stop) else { return (start, stop) }
        let floor = { mirror.pow(mirror.log($0).rounded(.down)) }
        let ceil = { mirror.pow(mirror.log($0).rounded(.up)) }
        return stop < start ? (ceil(start), floor(stop)) : (floor(start), ceil(stop))
    }

    /// d3's log/pow pair, reflected (x ↦ −f(−x)) when the domain is negative.
    private struct Mirror {
        let negative: Bool

        /// Nil unless both ends are finite and on the same side of zero.
        init?(_ start: Double, _ stop: Double) {
            guard start.isFinite, stop.isFinite, (start > 0 && stop > 0) || (start < 0 && stop < 0) else { return nil }
            negative = start < 0
        }

        func log(_ x: Double) -> Double { negative ? -Foundation.log10(-x) : Foundation.log10(x) }

        func pow(_ exponent: Double) -> Double { negative ? -powerOfTen(-exponent) : powerOfTen(exponent) }

        /// multiple × 10^decade (mirrored: −multiple × 10^−decade), dividing by 10^−power for negative powers
        /// so that 0.3 is 3/10, not 3 × 0.1 (as d3 does).
        func tick(_ multiple: Double, _ decade: Int) -> Double {
            let power = negative ? -decade : decade
            let magnitude = power < 0 ? multiple / powerOfTen(Double(-power)) : multiple * powerOfTen(Double(power))
            return negative ? -magnitude : magnitude
        }
    }

    /// 10^exponent exactly for integer exponents (d3 parses "1e<exponent>"); 0 and ∞ at the extremes.
    private static func powerOfTen(_ exponent: Double) -> Double {
        guard exponent.isFinite else { return exponent < 0 ? 0 : exponent }
        guard exponent == exponent.rounded(), abs(exponent) < 400 else { return Foundation.pow(10, exponent) }
        return Double("1e\(Int(exponent))") ?? Foundation.pow(10, exponent)
    }
}
