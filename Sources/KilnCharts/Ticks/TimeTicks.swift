import Foundation

/// d3-time's time ticks, computed in a given calendar (its time zone fixed by the caller, UTC by default in Kiln).
///
/// Alignment follows d3-time's `every(n)`: seconds, minutes and hours by their field (so 15 minutes
/// gives :00, :15, :30, :45 and restarts each hour), months by their 0-based index (3 months gives
/// Jan, Apr, Jul, Oct), years at multiples of n, milliseconds at multiples of n since 1970. Two
/// decisions where d3 differs between versions or hard-codes a choice:
/// - days count from 1970-01-01 *in the calendar's time zone* (d3-time 3.1's `unixDay`, generalised),
///   so every 2 days in UTC gives even Unix days exactly as d3's `utcTicks`;
/// - weeks start on `calendar.firstWeekday` (d3 always uses Sunday; en_US Gregorian is Sunday too)
///   and n weeks count from the week containing 1970-01-01.
/// Foundation's Gregorian calendar is Julian before 15 October 1582, so year ticks before then fall
/// on Julian 1 January (d3 uses the proleptic Gregorian calendar).
package enum TimeTicks {
    /// A tick interval: `count` units of `unit` (e.g. 15 seconds, 2 days, 3 months, 10 years; 200 milliseconds).
    package struct Interval: Hashable, Sendable {
        package enum Unit: Hashable, Sendable { case millisecond, second, minute, hour, day, week, month, year }
        package var unit: Unit
        package var count: Int
        package init(_ unit: Unit, count: Int = 1) {
            self.unit = unit
            self.count = count
        }
    }

    /// The interval d3 would choose for `count` ticks over the domain (nearest in log space, multi-year via tickStep, ms below 1 s).
    ///
    /// A count that is not positive is treated as 1; a multi-year step is at least 1 year.
    package static func interval(from start: Date, to stop: Date, count: Double) -> Interval {
        let count = count > 0 ? count : 1
        let low = min(start, stop).timeIntervalSince1970
        let high = max(start, stop).timeIntervalSince1970
        let target = (high - low) / count
        guard let above = candidates.firstIndex(where: { $0.seconds > target }) else {
            let years = LinearTicks.step(from: low / secondsPerYear, to: high / secondsPerYear, count: count)
            return Interval(.year, count: wholeCount(years))
        }
        guard above > 0 else {
            let milliseconds = LinearTicks.step(from: low * 1000, to: high * 1000, count: count)
            return Interval(.millisecond, count: wholeCount(milliseconds))
        }
        // The nearer neighbour in log space: compare the ratios, as d3 does.
        let below = candidates[above - 1]
        return target / below.seconds < candidates[above].seconds / target ? below.interval : candidates[above].interval
    }

    /// Ticks at `interval` boundaries within [start, stop] (inclusive), aligned as d3-time's `every(n)` does.
    ///
    /// A reversed domain gives the ticks in reverse order; a count below 1 gives none.
    package static func ticks(from start: Date, to stop: Date, every interval: Interval, calendar: Calendar) -> [Date] {
        let boundaries = TimeBoundaries(interval: interval, calendar: calendar)
        return stop < start ? boundaries.within(stop, start).reversed() : boundaries.within(start, stop)
    }

    /// `interval(from:to:count:)` then `ticks(from:to:every:calendar:)`; reversed domains give reversed ticks.
    ///
    /// A count that is not positive gives no ticks (as d3).
    package static func ticks(from start: Date, to stop: Date, count: Double, calendar: Calendar) -> [Date] {
        guard count > 0 else { return [] }
        return ticks(from: start, to: stop, every: interval(from: start, to: stop, count: count), calendar: calendar)
    }

    /// Rounds the domain outwards to `interval` boundaries (d3 time scale nice).
    ///
    /// A descending domain stays descending (its start rounds up, its stop down).
    package static func nice(
        _ start: Date, _ stop: Date, every interval: Interval, calendar: Calendar
    ) -> (start: Date, stop: Date) {
        let boundaries = TimeBoundaries(interval: interval, calendar: calendar)
        return stop < start
            ? (boundaries.ceiling(start), boundaries.floor(stop))
            : (boundaries.floor(start), boundaries.ceiling(stop))
    }

    private static let secondsPerYear = 365.0 * 86_400

    /// d3-time's candidate intervals with the durations used to choose between them.
    private static let candidates: [(interval: Interval, seconds: Double)] = [
        (Interval(.second), 1), (Interval(.second, count: 5), 5), (Interval(.second, count: 15), 15),
        (Interval(.second, count: 30), 30), (Interval(.minute), 60), (Interval(.minute, count: 5), 300),
        (Interval(.minute, count: 15), 900), (Interval(.minute, count: 30), 1_800), (Interval(.hour), 3_600),
        (Interval(.hour, count: 3), 10_800), (Interval(.hour, count: 6), 21_600), (Interval(.hour, count: 12), 43_200),
        (Interval(.day), 86_400), (Interval(.day, count: 2), 172_800), (Interval(.week), 604_800),
        (Interval(.month), 2_592_000), (Interval(.month, count: 3), 7_776_000), (Interval(.year), 31_536_000),
    ]

    /// A tickStep as an interval count: whole, within Int, and at least 1 (d3 floors milliseconds at 1;
    /// for years it would return no interval at all, which only a count below 1 can cause).
    private static func wholeCount(_ step: Double) -> Int {
        guard step.isFinite else { return 1 }
        return Int(min(max(step, 1), Double(Int32.max)).rounded(.down))
    }
}
