import Foundation
import Kiln
import KilnTestSupport
import Testing

/// Charts against images Apple's Swift Charts drew: the overview charts of the Swift Charts
/// examples app, rendered by `ImageRenderer` at 3× (jordibruin/Swift-Charts-Examples,
/// `images/charts/…` @ 5134bcfff65ce169ef0b23412d95daef383ea537). Each chart is 100 (the pyramid
/// 200) points tall with both axes hidden, padded by 10 in a 360-point-wide frame, so its plot
/// spans x 10…350. The expected values are the bars' edges measured in those images (in points,
/// the pixel columns and rows divided by 3); the data are the app's.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct AppleChartImageTests {
    struct Sale: Identifiable {
        let day: Date
        let sales: Int
        var id: Date { day }
    }

    struct CitySale: Identifiable {
        let city: String
        let weekday: Date
        let sales: Int
        var id: String { "\(city) \(weekday)" }
    }

    struct MonthRange: Identifiable {
        let month: Date
        let low: Int
        let high: Int
        var id: Date { month }
    }

    struct AgeShare: Identifiable {
        let sex: String
        let ageRange: String
        let percentage: Int
        var id: String { "\(sex) \(ageRange)" }
    }

    private static func day(_ year: Int, _ month: Int, _ day: Int) -> Date {
        Calendar.current.date(from: DateComponents(year: year, month: month, day: day))!
    }

    /// The overview charts' frame: 10 points of padding in a 360-point-wide frame.
    private func overview<Content: View>(_ chart: Content) throws -> (bars: [ElementBox], plot: (x: Double, y: Double)) {
        let framed = chart.accessibilityIdentifier("chart").padding(10).frame(width: 360)
        let measured = try ChartMeasurement(framed, width: 400)
        let chartBox = try measured.page.box("chart")
        let bars = try measured.boxes("rect").filter { $0.width > 0 && $0.height > 0 }
        return (bars.sorted { $0.x < $1.x }, (chartBox.x - 10, chartBox.y - 10))
    }

    /// `images/charts/bar/singleBar.png`: a bar per day of 30 days, the dates without a unit.
    /// The dates are positions on a time scale from the first to the last (the first bar's centre
    /// is the plot's leading edge), each bar 8 points wide; with the y axis hidden the scale ends
    /// at the largest value (250 reaches the top), not at a rounded one.
    @Test func dailyBarsWithoutAUnitAreNarrowBarsOnTheirDatesUnderTheLargestValue() throws {
        let sales = [168, 117, 106, 119, 109, 104, 196, 172, 122, 115, 138, 110, 106, 187, 187,
                     119, 160, 144, 152, 148, 240, 242, 173, 143, 137, 123, 146, 214, 250, 146]
        let data = sales.enumerated().map { Sale(day: Calendar.current.date(byAdding: .day, value: $0.offset, to: Self.day(2022, 5, 8))!, sales: $0.element) }
        let chart = Chart(data) { BarMark(x: .value("Date", $0.day), y: .value("Sales", $0.sales)).foregroundStyle(Color.blue.gradient) }
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .frame(height: 100)
        let (bars, origin) = try overview(chart)
        try #require(bars.count == 30, "a bar per day: \(bars.count)")
        // Apple: the first bar x 6.00–14.00, the last 346.00–354.00; every bar 7.67–8.00 wide.
        expectClose(bars[0].x - origin.x, 6, "the first bar's leading edge")
        expectClose(bars[29].x + bars[29].width - origin.x, 354, "the last bar's trailing edge")
        expectClose(bars[0].width, 8, "a bar's width")
        // Apple: tops at 42.67 (168), 31.67 (196), 14.00 (240), 10.00 (250); every bottom at 110.
        for (index, top) in [(0, 42.67), (6, 31.67), (20, 14.0), (28, 10.0)] {
            expectClose(bars[index].y - origin.y, top, "the top of bar \(index)")
        }
        expectClose(bars[0].y + bars[0].height - origin.y, 110, "the bars' baseline")
    }

    /// `images/charts/bar/twoBars.png`: two cities' sales per weekday (`unit: .day`), stacked
    /// by `.position(by:)` with one group for all. Apple: seven bars 23.67–24 wide, centred in
    /// their 48.57-point days (the first x 22.33–46.00); the tallest stack (67 + 137 = 204)
    /// reaches the top, so the first (54 + 81 = 135) tops at 43.67.
    @Test func stackedDailyBarsTakeHalfTheirDayUnderTheLargestStack() throws {
        let cupertino = [54, 42, 88, 49, 42, 61, 67], sanFrancisco = [81, 90, 52, 72, 84, 84, 137]
        let data = (0..<7).flatMap { index in
            [CitySale(city: "Cupertino", weekday: Self.day(2022, 5, 1 + index), sales: cupertino[index]),
             CitySale(city: "San Francisco", weekday: Self.day(2022, 5, 1 + index), sales: sanFrancisco[index])]
        }
        let chart = Chart(data) {
            BarMark(x: .value("Day", $0.weekday, unit: .day), y: .value("Sales", $0.sales))
                .foregroundStyle(by: .value("City", $0.city))
                .position(by: .value("City", "Common"))
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .chartLegend(.hidden)
        .frame(height: 100)
        let (bars, origin) = try overview(chart)
        try #require(bars.count == 14, "two bars a day: \(bars.count)")
        let first = bars.filter { abs($0.x - bars[0].x) < 1 }
        expectClose(bars[0].x - origin.x, 22.33, "the first day's bars' leading edge")
        expectClose(bars[0].width, 23.67, "a stacked bar's width")
        expectClose(first.map(\.y).min()! - origin.y, 43.67, "the first day's stack's top")
        let last = bars.filter { abs($0.x - bars[13].x) < 1 }
        expectClose(last.map(\.y).min()! - origin.y, 10, "the tallest stack reaches the top")
        expectClose(bars[13].x - origin.x, 314, "the last day's bars' leading edge")
    }

    /// `images/charts/range/rangeSimple.png`: monthly ranges (`unit: .month`) 10 points wide. Apple:
    /// with the y axis hidden the scale runs from zero to the largest value (June's 250 reaches the
    /// top at 10, July's 95 ends at 72, 110 − 95/250 × 100); July's bar x 19.67–29.33, in the middle
    /// of its 31 days of the plot's 365.
    @Test func rangeBarsRunFromZeroToTheLargestValue() throws {
        let ranges = [(95, 194), (96, 189), (101, 184), (96, 193), (104, 202), (96, 190), (96, 203), (98, 200),
                      (104, 218), (93, 221), (104, 242), (120, 250)]
        let data = ranges.enumerated().map {
            MonthRange(month: Calendar.current.date(byAdding: .month, value: $0.offset, to: Self.day(2021, 7, 1))!, low: $0.element.0, high: $0.element.1)
        }
        let chart = Chart(data) {
            BarMark(x: .value("Month", $0.month, unit: .month), yStart: .value("Min", $0.low), yEnd: .value("Max", $0.high), width: .fixed(10))
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .frame(height: 100)
        let (bars, origin) = try overview(chart)
        try #require(bars.count == 12, "a bar per month: \(bars.count)")
        expectClose(bars[0].x - origin.x, 19.67, "July's bar's leading edge")
        expectClose(bars[0].y + bars[0].height - origin.y, 72, "July's minimum")
        expectClose(bars[0].y - origin.y, 32.33, "July's maximum")
        expectClose(bars[11].y - origin.y, 10, "June's 250 reaches the top")
        expectClose(bars[11].x - origin.x, 331, "June's bar's leading edge")
    }

    /// `images/charts/bar/pyramid.png` (200 points tall): ten age ranges on a hidden category
    /// axis, bars from zero to a share either side. Apple: each range a 20-point band from the
    /// plot's top, its bar 14 tall in its middle (the first y 13–27, the second 33–47 …), so a
    /// bar takes 70 % of its band and the bands leave no room at the ends.
    @Test func barsTakeSevenTenthsOfTheirCategorysBand() throws {
        let ranges = ["0-10", "11-20", "21-30", "31-40", "41-50", "51-60", "61-70", "71-80", "81-90", "91+"]
        let data = ranges.flatMap { range in
            [AgeShare(sex: "Male", ageRange: range, percentage: 5), AgeShare(sex: "Female", ageRange: range, percentage: -5)]
        }
        let chart = Chart(data) {
            BarMark(xStart: .value("Percentage", 0), xEnd: .value("Percentage", $0.percentage), y: .value("Age", $0.ageRange))
                .foregroundStyle(by: .value("Sex", $0.sex))
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .chartLegend(.hidden)
        .frame(height: 200)
        let (bars, origin) = try overview(chart)
        try #require(bars.count == 20, "two bars per age range: \(bars.count)")
        let tops = Set(bars.map { ($0.y - origin.y).rounded() }).sorted()
        try #require(tops.count == 10, "a row per age range: \(tops)")
        expectClose(tops[0], 13, "the first range's bar's top")
        expectClose(tops[1], 33, "the second range's bar's top")
        expectClose(tops[9], 193, "the last range's bar's top")
        expectClose(bars[0].height, 14, "a bar's height")
    }
}
