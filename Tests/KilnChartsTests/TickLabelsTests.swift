import Foundation
import KilnCharts
import Testing

/// Tick label text in en_US: number precision from the step (charts.md §2.2 #24), grouping, the
/// U+2212 minus; date labels by the coarsest boundary, capped by the interval, in the calendar's zone.
struct TickLabelsTests {
    private let enUS = Locale(identifier: "en_US")
    private let utc = TimeTicksTests.calendar("UTC")

    private func numbers(_ ticks: [Double]) -> [String] {
        TickLabels.numbers(ticks, locale: enUS)
    }

    private func dates(_ ticks: [Date], _ interval: TimeTicks.Interval, in calendar: Calendar? = nil) -> [String] {
        TickLabels.dates(ticks, interval: interval, calendar: calendar ?? utc, locale: enUS)
    }

    private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0, ms: Int = 0) -> Date {
        TimeTicksTests.date(year, month, day, hour, minute, second, milliseconds: ms)
    }

    // MARK: - Numbers

    @Test func v24DecimalsComeFromTheStep() {
        let tenths = numbers(LinearTicks.ticks(from: 0, to: 1, count: 10))
        #expect(tenths == ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "1.0"])
        let twentieths = numbers(LinearTicks.ticks(from: 0, to: 1, count: 20))
        #expect(twentieths[4] == "0.20")
        #expect(twentieths.count == 21 && twentieths.allSatisfy { $0.count == 4 })
    }

    @Test func wholeStepsPrintNoDecimals() {
        #expect(numbers(LinearTicks.ticks(from: 0, to: 96, count: 10)) == ["0", "10", "20", "30", "40", "50", "60", "70", "80", "90"])
        #expect(numbers([0, 0.5, 1]) == ["0.0", "0.5", "1.0"])
    }

    @Test func thousandsAreGrouped() {
        #expect(numbers([0, 5000, 10000, 15000, 20000]) == ["0", "5,000", "10,000", "15,000", "20,000"])
        #expect(numbers([10000, 12500, 15000]) == ["10,000", "12,500", "15,000"])
        #expect(numbers([0, 1e6]) == ["0", "1,000,000"])
    }

    @Test func negativesUseTheMinusSign() {
        #expect(numbers(LinearTicks.ticks(from: -100, to: 100, count: 10))[4] == "\u{2212}20")
        #expect(numbers([-0.5, 0, 0.5]) == ["\u{2212}0.5", "0.0", "0.5"])
    }

    @Test func zeroNeverHasASign() {
        #expect(numbers([-0.0]) == ["0"])
        #expect(numbers([-0.0, 0.5, 1]) == ["0.0", "0.5", "1.0"])
        #expect(numbers([-0.00000001, 1, 2]).first == "0.000000")
    }

    @Test func aSingleTickPrintsTheDecimalsItNeedsUpToSix() {
        #expect(numbers([2]) == ["2"])
        #expect(numbers([1234.5]) == ["1,234.5"])
        #expect(numbers([3.14159]) == ["3.14159"])
        #expect(numbers([0.1234567]) == ["0.123457"])
    }

    @Test func handPickedTicksKeepTheirDecimals() {
        #expect(numbers([0, 0.25, 0.5]) == ["0.00", "0.25", "0.50"])
    }

    @Test func roundOffInTheTicksDoesNotAddDecimals() {
        #expect(numbers([0.1, 0.2, 0.30000000000000004]) == ["0.1", "0.2", "0.3"])
    }

    // MARK: - Dates

    @Test func aDailyAxisPrintsMonthAndDay() {
        #expect(dates((2...6).map { date(2024, 6, $0) }, .init(.day)) == ["Jun 2", "Jun 3", "Jun 4", "Jun 5", "Jun 6"])
    }

    @Test func aMonthBoundaryPrintsTheMonth() {
        let ticks = [date(2024, 6, 29), date(2024, 6, 30), date(2024, 7, 1), date(2024, 7, 2)]
        #expect(dates(ticks, .init(.day)) == ["Jun 29", "Jun 30", "Jul", "Jul 2"])
    }

    @Test func aYearBoundaryPrintsTheYear() {
        let ticks = [date(2023, 11, 1), date(2023, 12, 1), date(2024, 1, 1), date(2024, 2, 1)]
        #expect(dates(ticks, .init(.month)) == ["Nov", "Dec", "2024", "Feb"])
        #expect(dates([date(2020, 1, 1), date(2025, 1, 1)], .init(.year, count: 5)) == ["2020", "2025"])
    }

    @Test func hoursMinutesSecondsAndMilliseconds() {
        #expect(dates([date(2024, 6, 6), date(2024, 6, 6, 9), date(2024, 6, 6, 15)], .init(.hour)) == ["Jun 6", "9 AM", "3 PM"])
        let minutes = [date(2024, 6, 6, 9, 30), date(2024, 6, 6, 9, 41), date(2024, 6, 6, 10)]
        #expect(dates(minutes, .init(.minute)) == ["9:30", "9:41", "10 AM"])
        #expect(dates([date(2024, 6, 6, 9, 41), date(2024, 6, 6, 9, 41, 5)], .init(.second, count: 5)) == ["9:41", ":05"])
        let milliseconds = [date(2024, 6, 6, 9, 41, 5), date(2024, 6, 6, 9, 41, 5, ms: 200)]
        #expect(dates(milliseconds, .init(.millisecond, count: 200)) == [":05", ".200"])
    }

    @Test func theIntervalCapsHowFineALabelGets() {
        #expect(dates([date(2024, 6, 6, 14, 30)], .init(.day)) == ["Jun 6"])
        #expect(dates([date(2024, 6, 6, 14, 30)], .init(.week)) == ["Jun 6"])
        #expect(dates([date(2024, 6, 6, 14, 30)], .init(.month)) == ["Jun"])
    }

    @Test func labelsFollowTheCalendarsTimeZone() {
        let ticks = [date(2024, 6, 6), date(2024, 6, 6, 4)]
        #expect(dates(ticks, .init(.hour)) == ["Jun 6", "4 AM"])
        #expect(dates(ticks, .init(.hour), in: TimeTicksTests.calendar("America/New_York")) == ["8 PM", "Jun 6"])
    }

    @Test func labelsOfComputedTicks() {
        let ticks = TimeTicks.ticks(from: date(2024, 1, 1), to: date(2024, 12, 31), count: 5, calendar: utc)
        #expect(dates(ticks, .init(.month, count: 3)) == ["2024", "Apr", "Jul", "Oct"])
    }
}
