import Foundation
import KilnCharts
import Testing

/// charts.md §2.3 T1–T27 in UTC (Gregorian, weeks from Sunday), with the 2-day rule of d3-time 3.1:
/// even days since 1970-01-01.
struct TimeTicksTests {
    private let utc = TimeTicksTests.calendar("UTC")

    static func calendar(_ zone: String, firstWeekday: Int = 1) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        calendar.firstWeekday = firstWeekday
        return calendar
    }

    /// A date in `calendar` (UTC unless given); years ≤ 0 are astronomical (0 is 1 BC).
    static func date(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0,
        milliseconds: Int = 0, in calendar: Calendar = calendar("UTC")
    ) -> Date {
        let fields = DateComponents(
            era: year > 0 ? 1 : 0, year: year > 0 ? year : 1 - year, month: month, day: day, hour: hour, minute: minute, second: second)
        let whole = calendar.date(from: fields)!
        return Date(timeIntervalSince1970: (whole.timeIntervalSince1970 * 1000 + Double(milliseconds)) / 1000)
    }

    private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0, ms: Int = 0) -> Date {
        Self.date(year, month, day, hour, minute, second, milliseconds: ms)
    }

    private func ticks(_ start: Date, _ stop: Date, _ count: Double) -> [Date] {
        TimeTicks.ticks(from: start, to: stop, count: count, calendar: utc)
    }

    private func interval(_ start: Date, _ stop: Date, _ count: Double) -> TimeTicks.Interval {
        TimeTicks.interval(from: start, to: stop, count: count)
    }

    @Test func t1Milliseconds() {
        let start = date(2011, 1, 1, 12), stop = date(2011, 1, 1, 12, 0, 1)
        #expect(interval(start, stop, 4) == .init(.millisecond, count: 200))
        #expect(ticks(start, stop, 4) == [0, 200, 400, 600, 800, 1000].map { date(2011, 1, 1, 12, ms: $0) })
    }

    @Test func t2ToT5Seconds() {
        let noon = date(2011, 1, 1, 12)
        #expect(interval(noon, date(2011, 1, 1, 12, 0, 4), 4) == .init(.second))
        #expect(ticks(noon, date(2011, 1, 1, 12, 0, 4), 4) == (0...4).map { date(2011, 1, 1, 12, 0, $0) })
        #expect(interval(noon, date(2011, 1, 1, 12, 0, 20), 4) == .init(.second, count: 5))
        #expect(ticks(noon, date(2011, 1, 1, 12, 0, 20), 4) == [0, 5, 10, 15, 20].map { date(2011, 1, 1, 12, 0, $0) })
        #expect(interval(noon, date(2011, 1, 1, 12, 0, 50), 4) == .init(.second, count: 15))
        #expect(ticks(noon, date(2011, 1, 1, 12, 0, 50), 4) == [0, 15, 30, 45].map { date(2011, 1, 1, 12, 0, $0) })
        #expect(interval(noon, date(2011, 1, 1, 12, 1, 50), 4) == .init(.second, count: 30))
        #expect(ticks(noon, date(2011, 1, 1, 12, 1, 50), 4) == [
            date(2011, 1, 1, 12, 0, 0), date(2011, 1, 1, 12, 0, 30), date(2011, 1, 1, 12, 1, 0), date(2011, 1, 1, 12, 1, 30),
        ])
    }

    @Test func t6ToT9Minutes() {
        #expect(ticks(date(2011, 1, 1, 12, 0, 27), date(2011, 1, 1, 12, 4, 12), 4) == (1...4).map { date(2011, 1, 1, 12, $0) })
        #expect(ticks(date(2011, 1, 1, 12, 3, 27), date(2011, 1, 1, 12, 21, 12), 4) == [5, 10, 15, 20].map { date(2011, 1, 1, 12, $0) })
        #expect(interval(date(2011, 1, 1, 12, 8, 27), date(2011, 1, 1, 13, 4, 12), 4) == .init(.minute, count: 15))
        #expect(ticks(date(2011, 1, 1, 12, 8, 27), date(2011, 1, 1, 13, 4, 12), 4) == [
            date(2011, 1, 1, 12, 15), date(2011, 1, 1, 12, 30), date(2011, 1, 1, 12, 45), date(2011, 1, 1, 13, 0),
        ])
        #expect(ticks(date(2011, 1, 1, 12, 28, 27), date(2011, 1, 1, 14, 4, 12), 4) == [
            date(2011, 1, 1, 12, 30), date(2011, 1, 1, 13, 0), date(2011, 1, 1, 13, 30), date(2011, 1, 1, 14, 0),
        ])
    }

    @Test func t10ToT12Hours() {
        #expect(ticks(date(2011, 1, 1, 12, 28, 27), date(2011, 1, 1, 16, 34, 12), 4) == (13...16).map { date(2011, 1, 1, $0) })
        #expect(interval(date(2011, 1, 1, 14, 28, 27), date(2011, 1, 2, 1, 34, 12), 4) == .init(.hour, count: 3))
        #expect(ticks(date(2011, 1, 1, 14, 28, 27), date(2011, 1, 2, 1, 34, 12), 4) == [
            date(2011, 1, 1, 15), date(2011, 1, 1, 18), date(2011, 1, 1, 21), date(2011, 1, 2, 0),
        ])
        #expect(interval(date(2011, 1, 1, 16, 28, 27), date(2011, 1, 2, 14, 34, 12), 4) == .init(.hour, count: 6))
        #expect(ticks(date(2011, 1, 1, 16, 28, 27), date(2011, 1, 2, 14, 34, 12), 4) == [
            date(2011, 1, 1, 18), date(2011, 1, 2, 0), date(2011, 1, 2, 6), date(2011, 1, 2, 12),
        ])
    }

    @Test func t13Days() {
        #expect(ticks(date(2011, 1, 1, 16, 28, 27), date(2011, 1, 5, 21, 34, 12), 4) == (2...5).map { date(2011, 1, $0) })
    }

    @Test func t14TwoDaysFallOnEvenDaysSince1970() {
        let start = date(2011, 1, 2, 16, 28, 27), stop = date(2011, 1, 9, 21, 34, 12)
        #expect(interval(start, stop, 4) == .init(.day, count: 2))
        #expect(ticks(start, stop, 4) == [date(2011, 1, 4), date(2011, 1, 6), date(2011, 1, 8)])
    }

    @Test func t15WeeksStartOnSunday() {
        #expect(ticks(date(2011, 1, 1, 16, 28, 27), date(2011, 1, 23, 21, 34, 12), 4) == [2, 9, 16, 23].map { date(2011, 1, $0) })
    }

    @Test func t16AndT17Months() {
        #expect(ticks(date(2011, 1, 18), date(2011, 5, 2), 4) == (2...5).map { date(2011, $0, 1) })
        #expect(interval(date(2010, 12, 18), date(2011, 11, 2), 4) == .init(.month, count: 3))
        #expect(ticks(date(2010, 12, 18), date(2011, 11, 2), 4) == [1, 4, 7, 10].map { date(2011, $0, 1) })
    }

    @Test func t18AndT19Years() {
        #expect(ticks(date(2010, 12, 18), date(2014, 3, 2), 4) == (2011...2014).map { date($0, 1, 1) })
        #expect(interval(date(0, 12, 18), date(2014, 3, 2), 6) == .init(.year, count: 500))
        #expect(ticks(date(0, 12, 18), date(2014, 3, 2), 6) == [500, 1000, 1500, 2000].map { date($0, 1, 1) })
    }

    @Test func t20AnEmptyDomainTicksItself() {
        #expect(ticks(date(2014, 3, 2), date(2014, 3, 2), 6) == [date(2014, 3, 2)])
    }

    @Test func t21AWeek() {
        #expect(ticks(date(2024, 1, 1), date(2024, 1, 7), 5) == (1...7).map { date(2024, 1, $0) })
        #expect(interval(date(2024, 1, 1), date(2024, 1, 7), 10) == .init(.hour, count: 12))
        #expect(ticks(date(2024, 1, 1), date(2024, 1, 7), 10) == (0...12).map { date(2024, 1, 1).addingTimeInterval(Double($0) * 12 * 3600) })
    }

    @Test func t22AMonth() {
        #expect(ticks(date(2024, 1, 1), date(2024, 1, 31), 5) == [7, 14, 21, 28].map { date(2024, 1, $0) })
        #expect(ticks(date(2024, 1, 1), date(2024, 1, 31), 10) == stride(from: 2, through: 30, by: 2).map { date(2024, 1, $0) })
    }

    @Test func t23AQuarter() {
        #expect(ticks(date(2024, 1, 1), date(2024, 3, 31), 5) == (1...3).map { date(2024, $0, 1) })
        #expect(interval(date(2024, 1, 1), date(2024, 3, 31), 10) == .init(.week))
        #expect(ticks(date(2024, 1, 1), date(2024, 3, 31), 10) == (0...12).map { date(2024, 1, 7).addingTimeInterval(Double($0) * 7 * 86_400) })
    }

    @Test func t24AYear() {
        #expect(ticks(date(2024, 1, 1), date(2024, 12, 31), 5) == [1, 4, 7, 10].map { date(2024, $0, 1) })
        #expect(ticks(date(2024, 1, 1), date(2024, 12, 31), 10) == (1...12).map { date(2024, $0, 1) })
    }

    @Test func t25Years() {
        #expect(ticks(date(2021, 1, 1), date(2024, 12, 31), 5) == (2021...2024).map { date($0, 1, 1) })
        #expect(interval(date(2000, 1, 1), date(2024, 12, 31), 5) == .init(.year, count: 5))
        #expect(ticks(date(2000, 1, 1), date(2024, 12, 31), 5) == stride(from: 2000, through: 2020, by: 5).map { date($0, 1, 1) })
    }

    @Test func t26ADayInThreeHours() {
        #expect(ticks(date(2024, 1, 1), date(2024, 1, 2), 10) == (0...8).map { date(2024, 1, 1).addingTimeInterval(Double($0) * 3 * 3600) })
    }

    @Test func t27Nice() {
        func nice(_ start: Date, _ stop: Date, count: Double = 10) -> [Date] {
            let domain = TimeTicks.nice(start, stop, every: interval(start, stop, count), calendar: utc)
            return [domain.start, domain.stop]
        }
        func nice(_ start: Date, _ stop: Date, every interval: TimeTicks.Interval) -> [Date] {
            let domain = TimeTicks.nice(start, stop, every: interval, calendar: utc)
            return [domain.start, domain.stop]
        }
        let start = date(2009, 1, 1, 0, 17), stop = date(2009, 1, 1, 23, 42)
        #expect(nice(start, stop) == [date(2009, 1, 1), date(2009, 1, 2)])
        #expect(nice(start, stop, count: 100) == [date(2009, 1, 1, 0, 15), date(2009, 1, 1, 23, 45)])
        #expect(nice(date(2001, 1, 1), date(2138, 1, 1)) == [date(2000, 1, 1), date(2140, 1, 1)])
        #expect(nice(date(1970, 1, 1), date(1970, 1, 1, ms: 128)) == [date(1970, 1, 1), date(1970, 1, 1, ms: 130)])
        #expect(nice(date(2009, 1, 1, 0, 12), date(2009, 1, 1, 23, 48), every: .init(.week)) == [date(2008, 12, 28), date(2009, 1, 4)])
    }

    /// d3-scale's "nice(interval.every(step))" test nices one scale four times in a row, each call
    /// starting from the previous result; the same chain here.
    @Test func t27NiceEveryNChained() {
        func nice(_ domain: [Date], every interval: TimeTicks.Interval) -> [Date] {
            let niced = TimeTicks.nice(domain[0], domain[1], every: interval, calendar: utc)
            return [niced.start, niced.stop]
        }
        // d3's utcDay.every(3) counts day-of-month (→ [01-01, 01-04]); days here count from 1970 (the
        // 2-day rule generalised), and 2009-01-01 is day 14245, so the multiples of 3 are 12-31 and 01-03.
        let days = nice([date(2009, 1, 1, 0, 12), date(2009, 1, 1, 23, 48)], every: .init(.day, count: 3))
        #expect(days == [date(2008, 12, 31), date(2009, 1, 3)])
        let weeks = nice([date(2009, 1, 1), date(2009, 1, 4)], every: .init(.week, count: 2))
        #expect(weeks == [date(2008, 12, 21), date(2009, 1, 4)])
        let quarters = nice(weeks, every: .init(.month, count: 3))
        #expect(quarters == [date(2008, 10, 1), date(2009, 4, 1)])
        #expect(nice(quarters, every: .init(.year, count: 10)) == [date(2000, 1, 1), date(2010, 1, 1)])
    }

    @Test func niceKeepsBoundariesAndDirection() {
        let domain = TimeTicks.nice(date(2024, 3, 1), date(2024, 1, 15, 6), every: .init(.month), calendar: utc)
        #expect(domain.start == date(2024, 3, 1) && domain.stop == date(2024, 1, 1))
    }

    @Test func reversedDomainsGiveReversedTicks() {
        let start = date(2011, 1, 2, 16, 28, 27), stop = date(2011, 1, 9, 21, 34, 12)
        #expect(ticks(stop, start, 4) == ticks(start, stop, 4).reversed())
        #expect(interval(stop, start, 4) == interval(start, stop, 4))
    }

    @Test func countsThatAreNotPositiveGiveNoTicks() {
        #expect(ticks(date(2024, 1, 1), date(2024, 2, 1), 0) == [])
        #expect(ticks(date(2024, 1, 1), date(2024, 2, 1), .nan) == [])
        #expect(TimeTicks.ticks(from: date(2024, 1, 1), to: date(2024, 2, 1), every: .init(.day, count: 0), calendar: utc) == [])
    }

    @Test func everyNRestartsWithTheParentField() {
        // 25 minutes: :00, :25, :50, then :00 again (d3's field % n), never :15 of the next hour.
        let ticks = TimeTicks.ticks(
            from: date(2024, 1, 1, 9), to: date(2024, 1, 1, 10, 30), every: .init(.minute, count: 25), calendar: utc)
        #expect(ticks == [
            date(2024, 1, 1, 9), date(2024, 1, 1, 9, 25), date(2024, 1, 1, 9, 50), date(2024, 1, 1, 10), date(2024, 1, 1, 10, 25),
        ])
    }

    @Test func weeksStartOnTheCalendarsFirstWeekday() {
        let monday = Self.calendar("UTC", firstWeekday: 2)
        let ticks = TimeTicks.ticks(from: date(2024, 1, 1), to: date(2024, 1, 31), every: .init(.week), calendar: monday)
        #expect(ticks == [1, 8, 15, 22, 29].map { date(2024, 1, $0) })
    }

    @Test func daysAreLocalMidnightsAcrossADSTChange() {
        let newYork = Self.calendar("America/New_York")
        let ticks = TimeTicks.ticks(
            from: Self.date(2024, 3, 9, in: newYork), to: Self.date(2024, 3, 12, in: newYork), every: .init(.day), calendar: newYork)
        #expect(ticks == (9...12).map { Self.date(2024, 3, $0, in: newYork) })
        #expect(ticks[2].timeIntervalSince(ticks[1]) == 23 * 3600)
    }

    @Test func hoursFollowTheWallClockAcrossADSTChange() {
        let newYork = Self.calendar("America/New_York")
        let ticks = TimeTicks.ticks(
            from: Self.date(2024, 3, 10, in: newYork), to: Self.date(2024, 3, 10, 12, in: newYork), every: .init(.hour, count: 6), calendar: newYork)
        #expect(ticks == [0, 6, 12].map { Self.date(2024, 3, 10, $0, in: newYork) })
    }

    @Test func hoursAlignToTheLocalClockInAQuarterHourZone() {
        let kathmandu = Self.calendar("Asia/Kathmandu")
        let ticks = TimeTicks.ticks(
            from: Self.date(2024, 1, 1, 9, 10, in: kathmandu), to: Self.date(2024, 1, 1, 12, in: kathmandu), every: .init(.hour), calendar: kathmandu)
        #expect(ticks == (10...12).map { Self.date(2024, 1, 1, $0, in: kathmandu) })
    }
}
