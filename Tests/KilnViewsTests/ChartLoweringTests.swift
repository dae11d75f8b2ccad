import Foundation
import KilnTree
import KilnViews
import KilnTestSupport
import Testing

/// An enum with string raw values that does not declare `Plottable`, as seed 000's `PartyTask`
/// (whose charts are lowered in KilnRenderingTests/ChartSeedTests.swift, on the showcase's copy).
private enum PartyTask: String {
    case food = "Food"
    case music = "Music"
    case vips = "VIPs"
}

// MARK: - Helpers

private func lowerMarks(@ChartContentBuilder _ content: () -> ChartContentList) throws -> [ChartMark] {
    let chart = try lowerChart(Chart(content: content))
    #expect(chart.diagnostics.isEmpty, "\(chart.diagnostics)")
    return chart.marks
}

private func number(_ label: String, _ value: Double) -> ChartChannel { .value(ChartValue(label, .number(value))) }
private func category(_ label: String, _ value: String) -> ChartChannel { .value(ChartValue(label, .category(value))) }
private func numbers(_ label: String, _ start: Double, _ end: Double) -> ChartChannel {
    .interval(ChartValue(label, .number(start)), ChartValue(label, .number(end)))
}

private let utc = TimeZone(identifier: "UTC")!
/// 2023-11-14 22:13:20 UTC, a Tuesday: the next day in Tokyo, still the 14th in Los Angeles.
private let tuesdayEvening = Date(timeIntervalSince1970: 1_700_000_000)

// MARK: - Tests

struct ChartLoweringTests {
    @Test func barMarkInitializers() throws {
        let marks = try lowerMarks {
            BarMark(x: .value("x", "A"), y: .value("y", 1), width: .ratio(0.5), height: 10, stacking: .normalized)
            BarMark(x: .value("x", "A"), yStart: .value("y", 1), yEnd: .value("y", 2), width: .fixed(4))
            BarMark(xStart: .value("x", 1), xEnd: .value("x", 2), y: .value("y", "B"), height: .inset(2))
            BarMark(x: .value("x", "A"), yStart: 10, yEnd: 20, stacking: .unstacked)
            BarMark(y: .value("y", "B"))
            BarMark(xStart: .value("x", 1), xEnd: .value("x", 2))
            BarMark(xStart: 5, yStart: .value("y", 1), yEnd: .value("y", 2))
        }
        #expect(marks.allSatisfy { $0.kind == .bar })
        #expect(marks.map(\.x) == [
            category("x", "A"), category("x", "A"), numbers("x", 1, 2), category("x", "A"), .fixed(start: nil, end: nil),
            numbers("x", 1, 2), .fixed(start: 5, end: nil),
        ])
        #expect(marks.map(\.y) == [
            number("y", 1), numbers("y", 1, 2), category("y", "B"), .fixed(start: 10, end: 20), category("y", "B"),
            .fixed(start: nil, end: nil), numbers("y", 1, 2),
        ])
        #expect(marks.map(\.width) == [.ratio(0.5), .fixed(4), .automatic, .automatic, .automatic, .automatic, .automatic])
        #expect(marks.map(\.height) == [.fixed(10), .automatic, .inset(2), .automatic, .automatic, .automatic, .automatic])
        #expect(marks.map(\.stacking) == [.normalized, nil, nil, .unstacked, .standard, nil, nil])
    }

    @Test func lineAndPointMarkInitializers() throws {
        let marks = try lowerMarks {
            LineMark(x: .value("x", 1), y: .value("y", 2))
            LineMark(x: .value("x", 1), y: .value("y", 2), series: .value("s", "North"))
            PointMark(x: .value("x", 1), y: .value("y", 2))
            PointMark(x: .value("x", 1))
            PointMark(x: .value("x", 1), y: 8)
            PointMark(y: .value("y", 2))
        }
        #expect(marks.map(\.kind) == [.line, .line, .point, .point, .point, .point])
        #expect(marks.map(\.x) == [number("x", 1), number("x", 1), number("x", 1), number("x", 1), number("x", 1), nil])
        #expect(marks.map(\.y) == [number("y", 2), number("y", 2), number("y", 2), nil, .fixed(start: 8, end: 8), number("y", 2)])
        #expect(marks.map(\.series) == [nil, ChartValue("s", .category("North")), nil, nil, nil, nil])
        #expect(marks.allSatisfy { $0.stacking == nil })
    }

    @Test func areaMarkInitializers() throws {
        let marks = try lowerMarks {
            AreaMark(x: .value("x", 1), y: .value("y", 2))
            AreaMark(x: .value("x", 1), y: .value("y", 2), series: .value("s", "A"), stacking: .center)
            AreaMark(x: .value("x", 1), yStart: .value("y", 2), yEnd: .value("y", 3))
            AreaMark(x: .value("x", 1), yStart: .value("y", 2), yEnd: .value("y", 3), series: .value("s", "A"))
            AreaMark(xStart: .value("x", 1), xEnd: .value("x", 4), y: .value("y", 2))
            AreaMark(xStart: .value("x", 1), xEnd: .value("x", 4), y: .value("y", 2), series: .value("s", "A"))
        }
        #expect(marks.allSatisfy { $0.kind == .area })
        #expect(marks.map(\.x) == [number("x", 1), number("x", 1), number("x", 1), number("x", 1), numbers("x", 1, 4), numbers("x", 1, 4)])
        #expect(marks.map(\.y) == [number("y", 2), number("y", 2), numbers("y", 2, 3), numbers("y", 2, 3), number("y", 2), number("y", 2)])
        #expect(marks.map(\.series?.datum) == [nil, .category("A"), nil, .category("A"), nil, .category("A")])
        #expect(marks.map(\.stacking) == [.standard, .center, nil, nil, nil, nil])
    }

    @Test func ruleMarkInitializers() throws {
        let marks = try lowerMarks {
            RuleMark(x: .value("x", 1))
            RuleMark(x: .value("x", 1), yStart: 5, yEnd: 50)
            RuleMark(x: .value("x", 1), yStart: .value("y", 2), yEnd: .value("y", 3))
            RuleMark(y: .value("y", 2))
            RuleMark(xStart: 5, y: .value("y", 2))
            RuleMark(xStart: .value("x", 1), xEnd: .value("x", 4), y: .value("y", 2))
        }
        #expect(marks.allSatisfy { $0.kind == .rule && $0.stacking == nil })
        #expect(marks.map(\.x) == [
            number("x", 1), number("x", 1), number("x", 1), .fixed(start: nil, end: nil), .fixed(start: 5, end: nil), numbers("x", 1, 4),
        ])
        #expect(marks.map(\.y) == [
            .fixed(start: nil, end: nil), .fixed(start: 5, end: 50), numbers("y", 2, 3), number("y", 2), number("y", 2), number("y", 2),
        ])
    }

    @Test func rectangleAndSectorMarkInitializers() throws {
        let rectangles = try lowerMarks {
            RectangleMark(x: .value("x", "A"), y: .value("y", "B"), width: 10, height: .ratio(1))
            RectangleMark(xStart: .value("x", 1), xEnd: .value("x", 2), yStart: .value("y", 3), yEnd: .value("y", 4))
            RectangleMark(x: .value("x", "A"), yStart: .value("y", 3), yEnd: .value("y", 4), width: .inset(1))
            RectangleMark(xStart: .value("x", 1), xEnd: .value("x", 2), y: .value("y", "B"), height: 6)
            RectangleMark(x: .value("x", "A"), yStart: 1, yEnd: 2)
            RectangleMark(y: .value("y", "B"))
            RectangleMark(xStart: .value("x", 1), xEnd: .value("x", 2), yEnd: 9)
            RectangleMark(xEnd: 7, yStart: .value("y", 3), yEnd: .value("y", 4))
        }
        #expect(rectangles.allSatisfy { $0.kind == .rectangle })
        #expect(rectangles.map(\.x) == [
            category("x", "A"), numbers("x", 1, 2), category("x", "A"), numbers("x", 1, 2), category("x", "A"),
            .fixed(start: nil, end: nil), numbers("x", 1, 2), .fixed(start: nil, end: 7),
        ])
        #expect(rectangles.map(\.y) == [
            category("y", "B"), numbers("y", 3, 4), numbers("y", 3, 4), category("y", "B"), .fixed(start: 1, end: 2),
            category("y", "B"), .fixed(start: nil, end: 9), numbers("y", 3, 4),
        ])
        #expect(rectangles.map(\.width) == [.fixed(10), .automatic, .inset(1), .automatic, .automatic, .automatic, .automatic, .automatic])
        #expect(rectangles.map(\.height) == [.ratio(1), .automatic, .automatic, .fixed(6), .automatic, .automatic, .automatic, .automatic])

        let sectors = try lowerMarks {
            SectorMark(angle: .value("Share", 3), innerRadius: .ratio(0.618), outerRadius: .inset(10), angularInset: 1.5)
            SectorMark(angle: .value("Share", 1))
        }
        #expect(sectors.map(\.angle) == [ChartValue("Share", .number(3)), ChartValue("Share", .number(1))])
        #expect(sectors.map(\.innerRadius) == [.ratio(0.618), .automatic])
        #expect(sectors.map(\.outerRadius) == [.inset(10), .automatic])
        #expect(sectors.map(\.angularInset) == [1.5, nil])
        #expect(sectors.allSatisfy { $0.kind == .sector && $0.x == nil && $0.y == nil })
    }
}

// MARK: - Content, modifiers and values

/// User chart content with a body, as Swift Charts allows.
private struct Thresholds: ChartContent {
    let limits: [Double]

    var body: some ChartContent {
        ForEach(limits, id: \.self) { limit in
            RuleMark(y: .value("Limit", limit))
        }
        PointMark(x: .value("x", 1), y: .value("y", 2))
    }
}

/// A type that declares what it plots as.
private struct Celsius: Plottable {
    let degrees: Double
    var primitivePlottable: Double { degrees }
    init(_ degrees: Double) { self.degrees = degrees }
    init?(primitivePlottable: Double) { degrees = primitivePlottable }
}

private enum Size: Int, Plottable { case small = 1, large = 3 }

private struct Opaque: CustomStringConvertible {
    var description: String { "opaque" }
}

extension ChartLoweringTests {
    @Test func innerModifiersWinAndAnnotationsAccumulate() throws {
        let chart = try lowerChart(Chart {
            ForEach(0..<2) { index in
                BarMark(x: .value("x", index), y: .value("y", 1))
                    .foregroundStyle(.red)
                    .annotation(position: .top) { Text("inner \(index)") }
                    .zIndex(2)
                    .offset(x: 2)
            }
            .foregroundStyle(.blue)
            .opacity(0.5)
            .annotation(position: .bottom, alignment: .leading, spacing: 3) { Text("outer") }
            .zIndex(1)
            .offset(x: 3, y: 1)
            BarMark(x: .value("x", 9), y: .value("y", 1))
        })
        #expect(chart.diagnostics.isEmpty)
        let marks = chart.marks
        #expect(marks.map(\.foreground) == [.color(.red), .color(.red), nil])
        #expect(marks.map(\.opacity) == [0.5, 0.5, nil])
        #expect(marks.map(\.zIndex) == [2, 2, nil])
        #expect(marks.map(\.offsetX) == [5, 5, 0])
        #expect(marks.map(\.offsetY) == [1, 1, 0])
        #expect(marks[0].annotations.map(\.position) == [.top, .bottom])
        #expect(marks[0].annotations.map(\.child) == [0, 2])
        #expect(marks[1].annotations.map(\.child) == [1, 3])
        #expect(marks[1].annotations[1].alignment == .leading && marks[1].annotations[1].spacing == 3)
        #expect(chart.node.children.map(text(of:)) == ["inner 0", "inner 1", "outer", "outer"])
    }

    @Test func markStyles() throws {
        let marks = try lowerMarks {
            LineMark(x: .value("x", 1), y: .value("y", 2))
                .foregroundStyle(by: .value("Inner", "a"))
                .foregroundStyle(by: .value("Outer", "b"))
                .lineStyle(StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, dash: [2, 1], dashPhase: 1))
                .lineStyle(by: .value("Kind", "dashed"))
                .interpolationMethod(.catmullRom)
                .interpolationMethod(.linear)
            LineMark(x: .value("x", 1), y: .value("y", 2)).interpolationMethod(.cardinal)
            LineMark(x: .value("x", 1), y: .value("y", 2)).interpolationMethod(.stepEnd)
            PointMark(x: .value("x", 1), y: .value("y", 2))
                .symbol(.diamond)
                .symbol(.circle)
                .symbolSize(CGSize(width: 3, height: 4))
                .accessibilityLabel("Peak")
                .accessibilityValue(Text("Two"))
                .accessibilityHidden(true)
            BarMark(x: .value("x", "A"), y: .value("y", 2))
                .cornerRadius(-1)
                .opacity(2)
                .position(by: .value("Group", "g"))
            BarMark(x: .value("x", 2), y: .value("y", "B"))
                .cornerRadius(4, style: .circular)
                .symbolSize(30)
                .position(by: .value("Group", "g"), span: .ratio(0.8))
        }
        #expect(marks[0].foregroundBy == ChartValue("Inner", .category("a")))
        #expect(marks[0].lineStyle == ChartStroke(lineWidth: 3, dash: [2, 1], dashPhase: 1, cap: .round, join: .bevel))
        #expect(marks[0].lineStyleBy == ChartValue("Kind", .category("dashed")))
        #expect(marks.prefix(3).map(\.interpolation) == [.catmullRom(alpha: 0.5), .cardinal(tension: 0), .stepEnd])
        #expect(marks[3].symbol == .diamond && marks[3].symbolSize == 12)
        #expect(marks[3].accessibilityLabel == "Peak" && marks[3].accessibilityValue == "Two" && marks[3].accessibilityHidden)
        #expect(marks[4].cornerRadius == 0 && marks[4].opacity == 1)
        #expect(marks[4].positionBy == ChartPositionBy(value: ChartValue("Group", .category("g")), horizontal: true, span: .automatic))
        #expect(marks[5].cornerRadius == 4 && marks[5].symbolSize == 30)
        #expect(marks[5].positionBy == ChartPositionBy(value: ChartValue("Group", .category("g")), horizontal: false, span: .ratio(0.8)))
    }

    @Test func gradientsBecomePaint() throws {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        let marks = try lowerMarks {
            AreaMark(x: .value("x", 1), y: .value("y", 2)).foregroundStyle(gradient)
        }
        #expect(marks[0].foreground == gradient._paint.value)
    }

    @Test func builderTakesConditionsLoopsAndOwnContent() throws {
        func marks(_ flag: Bool, _ count: Int) throws -> [ChartMark.Kind] {
            try lowerMarks {
                if flag {
                    BarMark(x: .value("x", "A"), y: .value("y", 1))
                } else {
                    LineMark(x: .value("x", 1), y: .value("y", 1))
                }
                for index in 0..<count {
                    PointMark(x: .value("x", index), y: .value("y", index))
                }
                switch count {
                case 0: AreaMark(x: .value("x", 1), y: .value("y", 1))
                default: Thresholds(limits: [1, 2])
                }
                if #available(macOS 14, *) {
                    RuleMark(x: .value("x", 1))
                }
            }
            .map(\.kind)
        }
        #expect(try marks(true, 2) == [.bar, .point, .point, .rule, .rule, .point, .rule])
        #expect(try marks(false, 0) == [.line, .area, .rule])
    }

    @Test func chartsOfDataWithAnIDKeyPath() throws {
        let chart = try lowerChart(Chart([3.0, 1.0], id: \.self) { value in
            BarMark(x: .value("Value", value), y: .value("Name", "\(value)"))
        })
        #expect(chart.marks.map(\.x) == [number("Value", 3), number("Value", 1)])
    }

    @Test func valuesResolveByTheirType() throws {
        let marks = try lowerMarks {
            PointMark(x: .value("Celsius", Celsius(21.5)), y: .value(Text("Size"), Size.large))
            PointMark(x: .value("Decimal", Decimal(string: "1.25")!), y: .value("UInt8", UInt8(7)))
            PointMark(x: .value("Float", Float(0.5)), y: .value("Int16", Int16(-2)))
            PointMark(x: .value("Date", tuesdayEvening), y: .value("Name", "Ada"))
                .foregroundStyle(by: .value("Other", Opaque()))
            PointMark(x: .value("Count", 3), y: .value("NaN", Double.nan))
                .foregroundStyle(by: .value("Task", PartyTask.vips))
        }
        #expect(marks.map(\.x) == [
            number("Celsius", 21.5), number("Decimal", 1.25), number("Float", 0.5), .value(ChartValue("Date", .date(tuesdayEvening))),
            number("Count", 3),
        ])
        #expect(marks.prefix(4).map(\.y) == [number("Size", 3), number("UInt8", 7), number("Int16", -2), category("Name", "Ada")])
        // A style by value takes any value, as seed 000 colours its lines by an enum that is not Plottable.
        #expect(marks.map(\.foregroundBy) == [nil, nil, nil, ChartValue("Other", .category("opaque")), ChartValue("Task", .category("VIPs"))])
        guard case .value(let nan)? = marks[4].y, case .number(let value) = nan.datum else {
            Issue.record("NaN is \(String(describing: marks[4].y))")
            return
        }
        #expect(value.isNaN)
    }

    /// As in Swift Charts, a mark's position takes a `Plottable` value, which `CGFloat` is not:
    /// of two functions that differ in their result, the one returning a `Date` is chosen (and an
    /// app may declare `CGFloat` plottable itself: AppleModuleNamesTests).
    @Test func aPositionTakesAPlottableValue() throws {
        func middle(_ start: Date, _ end: Date) -> Date { start.addingTimeInterval(end.timeIntervalSince(start) / 2) }
        func middle(_ start: Date, _ end: Date) -> CGFloat { CGFloat(end.timeIntervalSince(start) / 2) }
        let marks = try lowerMarks {
            RuleMark(x: .value("Middle", middle(tuesdayEvening, tuesdayEvening.addingTimeInterval(7200))))
        }
        #expect(marks.map(\.x) == [.value(ChartValue("Middle", .date(tuesdayEvening.addingTimeInterval(3600))))])
    }

    @Test func datesBinInTheEnvironmentsTimeZone() throws {
        func bin(_ unit: Calendar.Component, in zone: String, calendar: Calendar = Calendar(identifier: .gregorian)) throws -> ChartDatum? {
            let chart = try lowerChart(
                Chart { BarMark(x: .value("Day", tuesdayEvening, unit: unit, calendar: calendar), y: .value("Count", 1)) },
                timeZone: TimeZone(identifier: zone)!)
            guard case .value(let value)? = chart.marks.first?.x else { return nil }
            return value.datum
        }
        func date(_ seconds: TimeInterval) -> Date { Date(timeIntervalSince1970: seconds) }
        #expect(try bin(.day, in: "UTC") == .dateBin(start: date(1_699_920_000), end: date(1_700_006_400), unit: .day))
        #expect(try bin(.day, in: "America/Los_Angeles") == .dateBin(start: date(1_699_948_800), end: date(1_700_035_200), unit: .day))
        #expect(try bin(.day, in: "Asia/Tokyo") == .dateBin(start: date(1_699_974_000), end: date(1_700_060_400), unit: .day))
        #expect(try bin(.month, in: "Asia/Tokyo") == .dateBin(start: date(1_698_764_400), end: date(1_701_356_400), unit: .month))
        var mondays = Calendar(identifier: .gregorian)
        mondays.firstWeekday = 2
        var sundays = Calendar(identifier: .gregorian)
        sundays.firstWeekday = 1
        #expect(try bin(.weekOfYear, in: "UTC", calendar: mondays) == .dateBin(start: date(1_699_833_600), end: date(1_700_438_400), unit: .weekOfYear))
        #expect(try bin(.weekOfYear, in: "UTC", calendar: sundays) == .dateBin(start: date(1_699_747_200), end: date(1_700_352_000), unit: .weekOfYear))
    }
}

// MARK: - Chart set-up

extension ChartLoweringTests {
    @Test func axisMarksFromTheClosureForm() throws {
        let chart = try lowerChart(
            Chart { BarMark(x: .value("Day", tuesdayEvening, unit: .day), y: .value("Count", 2.5)) }
                .chartXAxis {
                    AxisMarks(values: .stride(by: .day)) { value in
                        AxisGridLine(centered: true, stroke: StrokeStyle(lineWidth: 0.5, dash: [2]))
                        AxisTick(length: 4)
                        AxisValueLabel(format: .dateTime.weekday())
                    }
                    AxisMarks(position: .top, values: [tuesdayEvening]) {
                        AxisValueLabel("Launch").foregroundStyle(.red).font(.caption)
                    }
                }
                .chartYAxis {
                    AxisMarks(preset: .aligned, position: .leading, values: .automatic(desiredCount: 4)) {
                        AxisGridLine().foregroundStyle(.gray)
                        AxisValueLabel(format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(2)))
                    }
                    AxisMarks(format: IntegerFormatStyle<Int>(), values: [0, 5, 10])
                }
                .chartYAxis(.hidden),
            timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        #expect(chart.diagnostics.isEmpty, "\(chart.diagnostics)")

        let days = try #require(chart.spec.x.marks.first)
        #expect(chart.spec.x.marks.count == 2)
        guard case .dateStride(.day, count: 1) = days.values else {
            Issue.record("the x values are \(days.values)")
            return
        }
        #expect(days.gridLine?.centered == true && days.gridLine?.stroke == ChartStroke(lineWidth: 0.5, dash: [2]))
        #expect(days.tick?.length == 4)
        // The label formats in the chart's zone: Tuesday evening in UTC is Wednesday in Tokyo.
        #expect(days.label?.format?(.date(tuesdayEvening)) == "Wed")
        #expect(days.label?.format?(.number(1)) == nil)

        let launch = chart.spec.x.marks[1]
        #expect(launch.position == .top && launch.gridLine == nil && launch.tick == nil)
        #expect(launch.label?.format?(.date(tuesdayEvening)) == "Launch")
        #expect(launch.label?.paint == .color(.red) && launch.label?.font == .caption)
        guard case .dates([tuesdayEvening]) = launch.values else {
            Issue.record("the launch values are \(launch.values)")
            return
        }

        #expect(chart.spec.y.visibility == .hidden)
        let counts = chart.spec.y.marks[0]
        #expect(counts.position == .leading && counts.tick == nil && counts.gridLine?.paint == .color(.gray))
        #expect(counts.label?.format?(.number(2.5)) == "2.50")
        let defaults = chart.spec.y.marks[1]
        #expect(defaults.gridLine != nil && defaults.tick != nil)
        #expect(defaults.label?.format?(.number(2.5)) == "3")
        guard case .numbers([0, 5, 10]) = defaults.values else {
            Issue.record("the y values are \(defaults.values)")
            return
        }
    }

    @Test func axisContentThatReadsItsValueIsReported() throws {
        let chart = try lowerChart(
            Chart { BarMark(x: .value("x", "A"), y: .value("y", 1)) }
                .chartYAxis {
                    AxisMarks(values: .stride(by: 5), fileID: "App/Axes.swift", line: 7) { value in
                        AxisGridLine()
                        AxisValueLabel { Text("\(value.as(Double.self) ?? 0)%") }
                    }
                })
        let marks = try #require(chart.spec.y.marks.first)
        #expect(marks.gridLine != nil && marks.label != nil && marks.label?.format == nil)
        guard case .stride(5) = marks.values else {
            Issue.record("the values are \(marks.values)")
            return
        }
        #expect(chart.diagnostics.count == 1)
        #expect(chart.diagnostics.first?.source == CallSite(fileID: "App/Axes.swift", line: 7))
    }

    @Test func scaleDomainsAndTypes() throws {
        let chart = try lowerChart(
            Chart { PointMark(x: .value("x", 1), y: .value("y", "Food")) }
                .chartXScale(domain: 1...1000, type: .log)
                .chartYScale(domain: [PartyTask.food, .music, .vips])
                .chartXScale(domain: 0...99, type: .linear))
        #expect(chart.diagnostics.isEmpty)
        guard case .numbers(1, 1000) = chart.spec.x.domain, case .categories(["Food", "Music", "VIPs"]) = chart.spec.y.domain else {
            Issue.record("the domains are \(chart.spec.x.domain) and \(chart.spec.y.domain)")
            return
        }
        #expect(chart.spec.x.scaleType == .log && chart.spec.y.scaleType == nil)

        let start = Date(timeIntervalSince1970: 0)
        let dates = try lowerChart(
            Chart { PointMark(x: .value("x", start), y: .value("y", 1)) }
                .chartXScale(domain: start..<tuesdayEvening)
                .chartYScale(domain: .automatic(includesZero: false, reversed: true), type: .symmetricLog)
                .chartYScale(type: .power(exponent: 2)))
        guard case .dates(start, tuesdayEvening) = dates.spec.x.domain,
              case .automatic(includesZero: false, reversed: true) = dates.spec.y.domain
        else {
            Issue.record("the domains are \(dates.spec.x.domain) and \(dates.spec.y.domain)")
            return
        }
        #expect(dates.spec.y.scaleType == .symmetricLog(slopeAtZero: 1))
    }

    @Test func legendStyleScalesTitlesAndPlotStyle() throws {
        let chart = try lowerChart(
            Chart { BarMark(x: .value("x", "A"), y: .value("y", 1)) }
                .chartLegend(position: .top, alignment: .leading, spacing: 4)
                .chartLegend(.hidden)
                .chartForegroundStyleScale(["Food": Color.red, "Music": .blue])
                .chartSymbolScale([PartyTask.food: BasicChartSymbolShape.square, .music: .asterisk])
                .chartXAxisLabel("Day", position: .bottom, alignment: .trailing, spacing: 6)
                .chartYAxisLabel(Text("Tasks"))
                .chartPlotStyle { plot in
                    plot.background(.gray.opacity(0.1)).border(.blue).frame(height: 200)
                })
        #expect(chart.diagnostics.isEmpty)
        #expect(chart.spec.legend.visibility == .hidden && chart.spec.legend.position == .top)
        #expect(chart.spec.legend.alignment == .leading && chart.spec.legend.spacing == 4)
        #expect(chart.spec.foregroundStyleScale.map(\.value) == ["Food", "Music"])
        #expect(chart.spec.foregroundStyleScale.map(\.paint) == [.color(.red), .color(.blue)])
        #expect(chart.spec.symbolScale.map(\.value) == ["Food", "Music"])
        #expect(chart.spec.symbolScale.map(\.symbol) == [.square, .asterisk])
        #expect(chart.spec.x.title?.text == "Day" && chart.spec.x.title?.position == .bottom)
        #expect(chart.spec.x.title?.alignment == .trailing && chart.spec.x.title?.spacing == 6)
        #expect(chart.spec.y.title?.text == "Tasks" && chart.spec.y.title?.position == .automatic)
        #expect(chart.spec.plotModifiers.count == 3)
        guard case .background = chart.spec.plotModifiers[0], case .border(.color(.blue), width: 1) = chart.spec.plotModifiers[1],
              case .frame(width: nil, height: 200, alignment: _) = chart.spec.plotModifiers[2]
        else {
            Issue.record("the plot modifiers are \(chart.spec.plotModifiers)")
            return
        }

        let cycled = try lowerChart(
            Chart { BarMark(x: .value("x", "A"), y: .value("y", 1)) }
                .chartForegroundStyleScale(domain: [PartyTask.food, .music, .vips], range: [Color.red, .green]))
        #expect(cycled.spec.foregroundStyleScale.map(\.value) == ["Food", "Music", "VIPs"])
        #expect(cycled.spec.foregroundStyleScale.map(\.paint) == [.color(.red), .color(.green), .color(.red)])

        let clipped = try lowerChart(Chart {
            BarMark(x: .value("x", "A"), y: .value("y", 1)).clipShape(RoundedRectangle(cornerRadius: 4))
            BarMark(x: .value("x", "B"), y: .value("y", 2)).clipShape(Rectangle())
        })
        #expect(clipped.spec.marks.map(\.cornerRadius) == [4, nil])
        #expect(clipped.diagnostics.isEmpty)
        let capsule = try lowerChart(Chart { BarMark(x: .value("x", "A"), y: .value("y", 1)).clipShape(Capsule()) })
        #expect(capsule.diagnostics.map(\.message) == ["clipShape(Capsule) on a chart mark is not drawn on a page yet; the mark is drawn unclipped"])

        let ranged = try lowerChart(
            Chart { BarMark(x: .value("x", "A"), y: .value("y", 1)) }.chartForegroundStyleScale(range: [Color.pink, .green]))
        #expect(ranged.spec.foregroundStyleRange == [.color(.pink), .color(.green)])
        #expect(ranged.spec.foregroundStyleScale.isEmpty)
        let graded = try lowerChart(
            Chart { BarMark(x: .value("x", "A"), y: .value("y", 1)) }.chartForegroundStyleScale(range: Gradient(colors: [.yellow, .blue])))
        #expect(graded.spec.foregroundStyleGradient == [GradientStop(color: .yellow, location: 0), GradientStop(color: .blue, location: 1)])
    }

    @Test func theEnvironmentGivesTheLocaleAndZone() throws {
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        let chart = try lowerChart(
            Chart { BarMark(x: .value("x", "A"), y: .value("y", 1)) }.environment(\.locale, Locale(identifier: "fr_FR")),
            timeZone: tokyo)
        #expect(chart.spec.timeZone == tokyo && chart.spec.locale.identifier == "fr_FR")
    }
}

// MARK: - Mistakes

extension ChartLoweringTests {
    @Test func sectorsMixedWithOtherMarksAreLeftOut() throws {
        let chart = try lowerChart(Chart {
            BarMark(x: .value("x", "A"), y: .value("y", 1), fileID: "App/Pie.swift", line: 3)
                .annotation { Text("bar") }
            SectorMark(angle: .value("Share", 1), fileID: "App/Pie.swift", line: 4)
                .annotation { Text("sector") }
            PointMark(x: .value("x", "B"), y: .value("y", 2))
                .annotation { Text("point") }
        })
        #expect(chart.marks.map(\.kind) == [.bar, .point])
        #expect(chart.marks.map { $0.annotations.map(\.child) } == [[0], [1]])
        #expect(chart.node.children.map(text(of:)) == ["bar", "point"])
        #expect(chart.diagnostics == [Diagnostic(
            .error, "SectorMark can't share a chart with BarMark (at App/Pie.swift:3): sectors have no x and y axes; the sectors are left out",
            at: CallSite(fileID: "App/Pie.swift", line: 4))])
    }

    @Test func unusableScaleDomainsAreReportedAndLeftAutomatic() throws {
        let site = CallSite(fileID: "App/Scales.swift", line: 9)
        func problems<Domain: ScaleDomain>(_ domain: Domain, type: ScaleType? = nil) throws -> [String] {
            let chart = try lowerChart(
                Chart { PointMark(x: .value("x", 1), y: .value("y", 1)) }
                    .chartXScale(domain: domain, type: type, fileID: site.fileID, line: site.line))
            guard case .automatic = chart.spec.x.domain else {
                Issue.record("the domain is \(chart.spec.x.domain)")
                return []
            }
            #expect(chart.diagnostics.allSatisfy { $0.source == site && $0.severity == .error })
            return chart.diagnostics.map(\.message)
        }
        // Swift itself traps on a reversed or NaN closed range; equal and infinite bounds get through.
        #expect(try problems(5...5) == [
            "chartXScale(domain:): the domain's lower bound 5.0 is not below its upper bound 5.0; for a reversed scale use .automatic(reversed: true); the domain is left automatic",
        ])
        #expect(try problems(-Double.infinity...0) == [
            "chartXScale(domain:): the domain's bounds -inf and 0.0 must be finite numbers; the domain is left automatic",
        ])
        #expect(try problems(tuesdayEvening...tuesdayEvening).count == 1)
        #expect(try problems("a"..."z") == [
            "chartXScale(domain:): the domain's range of String is neither numbers nor dates; use an array to list categories; the domain is left automatic",
        ])
        #expect(try problems(0...100, type: .log) == [
            "chartXScale: a log scale's domain must be above zero, but it starts at 0.0; the domain is left automatic",
        ])
    }

    @Test func otherMistakesNameTheUsersLine() throws {
        let site = CallSite(fileID: "App/Marks.swift", line: 21)
        let chart = try lowerChart(
            Chart {
                // Three marks from one line: each problem is reported once.
                ForEach(0..<3) { _ in
                    BarMark(
                        x: .value("Day", tuesdayEvening, unit: .nanosecond), y: .value("y", 1), width: -3, height: .ratio(2),
                        fileID: site.fileID, line: site.line)
                        .symbolSize(-1)
                        .opacity(.nan)
                }
            }
            .chartXScale(range: .plotDimension(padding: 8), fileID: site.fileID, line: 30)
            .chartXAxis { AxisMarks(values: .stride(by: 0), fileID: site.fileID, line: 31) }
            .chartYAxis { AxisMarks(values: .stride(by: .era), fileID: site.fileID, line: 32) }
            .chartPlotStyle(fileID: site.fileID, line: 33) { plot in VStack { plot } }
            .chartForegroundStyleScale(domain: ["A"], range: [Color](), fileID: site.fileID, line: 34))
        let mark = try #require(chart.marks.first)
        #expect(chart.marks.count == 3)
        #expect(mark.x == .value(ChartValue("Day", .date(tuesdayEvening))))
        #expect(mark.width == .automatic && mark.height == .automatic && mark.symbolSize == nil && mark.opacity == nil)
        #expect(chart.spec.plotModifiers.isEmpty && chart.spec.foregroundStyleScale.isEmpty)
        guard case .automatic(desiredCount: nil) = chart.spec.x.marks[0].values, case .automatic = chart.spec.y.marks[0].values else {
            Issue.record("the axis values are \(chart.spec.x.marks[0].values) and \(chart.spec.y.marks[0].values)")
            return
        }
        let lines = chart.diagnostics.compactMap(\.source?.line).sorted()
        #expect(lines == [21, 21, 21, 21, 21, 30, 31, 32, 33, 34])
        #expect(chart.diagnostics.allSatisfy { $0.source?.fileID == site.fileID && $0.severity == .warning })
    }

    @Test func nanAndInfiniteDataAreNotLoweringErrors() throws {
        let chart = try lowerChart(Chart {
            LineMark(x: .value("x", Double.infinity), y: .value("y", Double.nan))
        })
        #expect(chart.diagnostics.isEmpty)
        #expect(chart.marks.first?.x == number("x", .infinity))
    }
}
