import Foundation
import Kiln
import KilnTestSupport
import Testing

/// Charts measured where users see them: the SVG's marks, labels and legend in headless Chromium
/// (numbered by `ChartMeasurement`).
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct ChartGeometryTests {
    struct Item: Identifiable {
        let name: String
        let value: Int
        var id: String { name }
    }

    let items = [Item(name: "A", value: 10), Item(name: "B", value: 20), Item(name: "C", value: 40)]

    /// Renders `view`, numbers its SVG marks, legend entries and annotation holders, and measures them.
    private func measureChart<V: View>(_ view: V, width: Int) throws -> (page: PageMeasurement, count: [String: Int]) {
        let chart = try ChartMeasurement(view, width: width)
        return (chart.page, chart.count)
    }

    /// As `measureChart`, also giving the test id of each numbered text element by its content.
    private func measureChartHTML<V: View>(_ view: V, width: Int) throws -> (page: PageMeasurement, count: [String: Int], texts: [String: String]) {
        let chart = try ChartMeasurement(view, width: width)
        return (chart.page, chart.count, chart.texts)
    }

    private func box(_ page: PageMeasurement, text: String, in texts: [String: String]) throws -> ElementBox {
        let id = try #require(texts.first { $0.value == text }?.key, "a label \(text)")
        return try page.box(id)
    }

    @Test func barHeightsAreProportionalToTheirValues() throws {
        let chart = Chart(items) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }
        let (page, _) = try measureChart(chart, width: 600)
        let a = try page.box("rect0"), b = try page.box("rect1"), c = try page.box("rect2")
        expectClose(b.height, 2 * a.height, "B is twice A")
        expectClose(c.height, 4 * a.height, "C is four times A")
        expectClose(a.y + a.height, c.y + c.height, "bars stand on the same baseline")
        expectClose(a.width, b.width, "bars share one width")
        #expect(a.height > 20, "bars are drawn at a readable size")
    }

    @Test func tickLabelsStandWhereTheirValuesAre() throws {
        let chart = Chart(items) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }
        let (page, count, texts) = try measureChartHTML(chart, width: 600)
        let b = try page.box("rect1"), c = try page.box("rect2")
        #expect(count["text"] == 8, "x labels A, B, C and y labels 0, 10, 20, 30, 40")
        let labelB = try box(page, text: "B", in: texts)
        expectClose(labelB.x + labelB.width / 2, b.x + b.width / 2, "the x label is centred under its bar")
        #expect(labelB.y >= b.y + b.height, "x labels are below the plot")
        let label20 = try box(page, text: "20", in: texts), label40 = try box(page, text: "40", in: texts)
        expectClose(label20.y + label20.height / 2, b.y, "the label 20 is level with the top of the bar of 20")
        expectClose(label40.y + label40.height / 2, c.y, "the label 40 is level with the top of the bar of 40")
        #expect(label20.x >= c.x + c.width, "y labels stand on the trailing side")
    }

    @Test func ruleMarkStandsAtItsValue() throws {
        let chart = Chart {
            ForEach(items) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }
            RuleMark(y: .value("Goal", 20)).foregroundStyle(.red).lineStyle(StrokeStyle(lineWidth: 2, dash: [4, 5]))
        }
        let (page, _) = try measureChart(chart, width: 600)
        let b = try page.box("rect1"), a = try page.box("rect0"), c = try page.box("rect2")
        // Grid lines come first; the rule is the last line drawn.
        let lines = (0..<20).compactMap { try? page.box("line\($0)") }
        let rule = try #require(lines.last)
        expectClose(rule.y + rule.height / 2, b.y, "the rule is level with the top of the bar of 20")
        #expect(rule.x <= a.x && rule.x + rule.width >= c.x + c.width, "the rule spans the plot")
    }

    @Test func oneLinePerSeriesAndALegendEntryPerCategory() throws {
        struct Reading: Identifiable {
            let day: Int
            let value: Int
            let room: String
            var id: String { "\(room)\(day)" }
        }
        let readings = ["Kitchen", "Garden", "Attic"].flatMap { room in (0..<5).map { Reading(day: $0, value: $0 * room.count, room: room) } }
        let chart = Chart(readings) {
            LineMark(x: .value("Day", $0.day), y: .value("Value", $0.value)).foregroundStyle(by: .value("Room", $0.room))
        }
        let (page, count) = try measureChart(chart, width: 600)
        #expect(count["path"] == 3 + 3, "three lines and three legend swatches")
        let first = try page.box("path0")
        #expect(first.width > 400, "a line runs across the plot")
        #expect(count["li"] == 3)
        let entries = try (0..<3).map { try page.box("li\($0)") }
        #expect(entries.allSatisfy { $0.y > first.y + first.height }, "the legend is below the plot")
        expectClose(entries[0].y, entries[2].y, "legend entries share a row")
    }

    @Test func axisLabelsNeverOverlapAtAnyWidth() throws {
        let names = (1...14).map { Item(name: "Category \($0)", value: $0) }
        let chart = Chart(names) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }
        for width in [320, 600, 1200] {
            let (page, _, texts) = try measureChartHTML(chart, width: width)
            let labels = texts.filter { $0.value.hasPrefix("Category") }.keys.compactMap { try? page.box($0) }
                .filter { $0.width > 0 }.sorted { $0.x < $1.x }
            // Every label where all 14 fit; where they do not, every second or every fourth.
            #expect(labels.count == [320: 4, 600: 7, 1200: 14][width], "\(labels.count) of the 14 x labels show at \(width)")
            for (left, right) in zip(labels, labels.dropFirst()) {
                #expect(left.x + left.width <= right.x, "labels do not overlap at \(width): \(left) and \(right)")
            }
            #expect(page.scrollWidth <= Double(width), "the chart fits \(width) px")
        }
    }

    @Test func chartFillsTheOfferedWidthAndTakesItsFrameHeight() throws {
        let chart = VStack {
            Chart(items) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }
                .frame(height: 200)
                .accessibilityIdentifier("chart")
        }
        for width in [390, 900] {
            let (page, _) = try measureChart(chart, width: width)
            let box = try page.box("chart")
            expectClose(box.width, Double(width), "the chart fills \(width) px")
            expectClose(box.height, 200, "the frame's height")
        }
    }

    /// Without a legend, the plot and its axes take the whole frame, as Swift Charts draws them:
    /// the data table for assistive technology takes no room (it took 21 of a 200-point frame),
    /// and its disclosure shows where the keyboard reaches it.
    @Test func withoutALegendTheDataTakesNoRoomFromThePlot() throws {
        let chart = Chart(items) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }
            .frame(height: 200)
        let html = HTMLRenderer(content: chart).document(title: "Chart")
        let parts = try inspect(html: html, width: 390, selectors: [".k-chart", ".k-chart-grid", ".k-chart-data summary"])
        let box = try #require(parts[".k-chart"]), grid = try #require(parts[".k-chart-grid"])
        expectClose(grid.height, box.height, "the plot's grid takes the frame's height")
        let summary = try #require(parts[".k-chart-data summary"])
        #expect(summary.width <= 1, "the disclosure is out of sight until it is focused: \(summary)")
        let focused = try Browser.shared().evaluate(html: html, width: 390, script: """
            document.querySelector('.k-chart-data summary').focus();
            const r = document.querySelector('.k-chart-data summary').getBoundingClientRect(), c = document.querySelector('.k-chart').getBoundingClientRect();
            return [r.width > 10, r.right <= c.right + 0.5 && r.bottom <= c.bottom + 0.5];
            """)
        // WebKitGTK's window on the harness's X display is never the focused window: the summary
        // becomes the active element, but `:focus` and `:focus-within` do not match, so the CSS that
        // shows it cannot apply (it does in Chromium and Firefox, and for a reader at the keyboard).
        withKnownIssue("WebKitGTK's unfocused test window matches no :focus, so the focused disclosure stays out of sight") {
            expectFlags(focused, [(true, "focused, the disclosure shows"), (true, "inside the chart's corner")], "focused disclosure")
        } when: { inWebKit }
    }

    @Test func annotationsStayInsideThePlot() throws {
        let chart = Chart {
            ForEach(items) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }
            RuleMark(y: .value("Goal", 38))
                .annotation(position: .top, alignment: .trailing) {
                    Text("Today's Goal").font(.caption).accessibilityIdentifier("goal")
                }
        }
        let (page, count) = try measureChart(chart, width: 600)
        let goal = try page.box("goal"), c = try page.box("rect2")
        #expect(goal.y >= c.y - 1, "the annotation is pushed inside the plot's top")
        // The plot's trailing edge is where its horizontal lines (the grid's and the rule's) end.
        let plotEnd = try (0..<(count["line"] ?? 0)).map { try page.box("line\($0)") }.map { $0.x + $0.width }.max() ?? 0
        expectClose(goal.x + goal.width, plotEnd, "the annotation ends at the plot's trailing edge")
    }

    /// A symbol of the app's own shape takes the symbol's size in its perceptual rect, centred on
    /// the point (Swift Charts' `perceptualUnitRect`: "viewers perceive it as having the same size
    /// and position as a unit rectangle"); a view given as the symbol is centred on its point.
    @Test func symbolShapesAndSymbolViewsAreCentredOnTheirPoints() throws {
        let chart = Chart {
            PointMark(x: .value("X", 1), y: .value("Y", 2)).symbol(.square).symbolSize(100)
            PointMark(x: .value("X", 1), y: .value("Y", 2)).symbol(MiddleHalfSquare()).symbolSize(100)
            PointMark(x: .value("X", 3), y: .value("Y", 4)).symbol(.circle)
            LineMark(x: .value("X", 3), y: .value("Y", 4))
                .symbol { Circle().fill(.orange).frame(width: 11, height: 11).accessibilityIdentifier("dot") }
        }
        let (page, count) = try measureChart(chart, width: 400)
        #expect(count["use"] == 3, "the view draws no shape")
        let square = try page.box("use0"), framed = try page.box("use1"), circle = try page.box("use2"), dot = try page.box("dot")
        expectClose(square.width, 10, "the basic square is 10 wide for an area of 100")
        expectClose(framed.width, 2 * square.width, "the shape's box is twice its perceptual rect")
        expectClose(framed.x + framed.width / 2, square.x + square.width / 2, "centred on the same point, across")
        expectClose(framed.y + framed.height / 2, square.y + square.height / 2, "and down")
        expectClose(dot.width, 11, "the view keeps its frame")
        expectClose(dot.x + dot.width / 2, circle.x + circle.width / 2, "the view is centred on its point, across")
        expectClose(dot.y + dot.height / 2, circle.y + circle.height / 2, "and down")
    }

    /// A square filling its box whose perceptual rect is the middle half of the box.
    private struct MiddleHalfSquare: ChartSymbolShape {
        var perceptualUnitRect: CGRect { CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5) }
        func path(in rect: CGRect) -> Path { Path(rect) }
    }

    /// Items in three groups, so the chart draws a legend.
    private var groupedChart: some View {
        Chart(items) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)).foregroundStyle(by: .value("Name", $0.name)) }
    }

    @Test func aTopLegendTakesItsOwnHeightAndThePlotKeepsItsHeight() throws {
        let below = VStack { groupedChart.frame(height: 240).accessibilityIdentifier("chart") }
        let above = VStack { groupedChart.chartLegend(position: .top).frame(height: 240).accessibilityIdentifier("chart") }
        let (pageBelow, _) = try measureChart(below, width: 600)
        let (pageAbove, _) = try measureChart(above, width: 600)
        // C (40) is the tallest bar: its top is the plot's top, its height the plot's.
        let barBelow = try pageBelow.box("rect2"), barAbove = try pageAbove.box("rect2")
        #expect(abs((barAbove.height) - (barBelow.height)) <= 2, "the plot keeps its height with the legend on top: measured \(barAbove.height), expected \(barBelow.height)")
        let chart = try pageAbove.box("chart"), entry = try pageAbove.box("li0")
        #expect(entry.y - chart.y <= 2, "the legend starts at the chart's top: \(entry) in \(chart)")
        // The chart's 4-point gap, then the grid's 7-point top inset that holds half the top y label.
        expectClose(barAbove.y - (entry.y + entry.height), 11, "the plot follows the legend")
        #expect(abs((barAbove.y + barAbove.height) - (barBelow.y + barBelow.height + entry.height + 4)) <= 4,
                "the plot's baseline moves down by the legend's line only: measured \(barAbove.y + barAbove.height), expected \(barBelow.y + barBelow.height + entry.height + 4)")
    }

    @Test func axisLabelsStayInsideTheChartsBox() throws {
        struct City: Identifiable {
            let name: String
            let population: Double
            let parks: Int
            var id: String { name }
        }
        let cities = [City(name: "A", population: 60_000, parks: 14), City(name: "B", population: 2_300_000, parks: 380)]
        let logChart = Chart(cities) { PointMark(x: .value("Population", $0.population), y: .value("Parks", $0.parks)) }
            .chartXScale(type: .log)
            .chartYAxis { AxisMarks(position: .leading) }
        let horizontalBars = Chart(items) { BarMark(x: .value("Value", $0.value), y: .value("Name", $0.name)) }
        let charts: [(String, AnyView)] = [
            ("log scale", AnyView(logChart)), ("bars", AnyView(groupedChart)), ("horizontal bars", AnyView(horizontalBars)),
        ]
        for (name, chart) in charts {
            for width in [390, 1280] {
                let view = VStack { chart.frame(height: 240).accessibilityIdentifier("chart") }
                let (page, _, texts) = try measureChartHTML(view, width: width)
                let box = try page.box("chart")
                for (id, text) in texts {
                    let label = try page.box(id)
                    guard label.width > 0 else { continue }
                    let inside = label.x >= box.x - 0.5 && label.x + label.width <= box.x + box.width + 0.5
                        && label.y >= box.y - 0.5 && label.y + label.height <= box.y + box.height + 0.5
                    withKnownIssue("Firefox draws a log axis's last label 0.5 px past the chart's edge") {
                        #expect(inside, "\(name) at \(width): the label \(text) \(label) stays inside the chart \(box)")
                    } when: { inFirefox && text == "10,000,000" }
                }
            }
        }
    }

    @Test func theDataSummaryFollowsTheWholeLegend() throws {
        struct Share: Identifiable {
            let name: String
            let amount: Double
            var id: String { name }
        }
        let budget = [Share(name: "Food", amount: 420), Share(name: "Music", amount: 250),
                      Share(name: "Decorations", amount: 130), Share(name: "Venue", amount: 600)]
        let pie = HStack {
            Chart(budget) { SectorMark(angle: .value("Amount", $0.amount)).foregroundStyle(by: .value("Item", $0.name)) }
                .frame(width: 220, height: 220)
            Spacer()
        }
        let (page, count) = try measureChart(pie, width: 600)
        let summary = try page.box("summary0")
        let entries = try (0..<(count["li"] ?? 0)).map { try page.box("li\($0)") }
        #expect(entries.count == 4)
        #expect(Set(entries.map { ($0.y * 2).rounded() }).count > 1, "the legend wraps at 220 px, as in the gallery")
        for entry in entries {
            let above = entry.y + entry.height <= summary.y + 1
            let beforeOnItsRow = entry.x + entry.width <= summary.x && abs(entry.y - summary.y) <= entry.height
            #expect(above || beforeOnItsRow, "the legend entry \(entry) comes before the Data summary \(summary)")
        }
    }

    @Test func anAnnotationsLinesSitAtTheCaptionLineHeightWithTheStacksDefaultSpacing() throws {
        func goal(_ prefix: String) -> some View {
            VStack(alignment: .trailing) {
                Text("Today's Goal").accessibilityIdentifier("\(prefix)first")
                Text("Status: ✔︎").accessibilityIdentifier("\(prefix)second")
            }
            .font(.caption)
            .padding(.trailing, 2)
        }
        let chart = Chart {
            ForEach(items) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }
            RuleMark(y: .value("Goal", 5)).annotation(position: .top, alignment: .trailing) { goal("") }
        }
        // The same stack outside the chart: an annotation adds nothing to the stack's own layout.
        let (page, _) = try measureChart(VStack { chart; goal("free-") }, width: 600)
        let first = try page.box("first"), second = try page.box("second")
        let freeFirst = try page.box("free-first"), freeSecond = try page.box("free-second")
        // iOS 26 draws a caption line 17.5 points high (iamcgn/swiftui-web
        // Fixtures/Goldens/ios/text/styles/frames.json @ 33be5002bbddf8fd6f44ead75f592e35f77aaddf).
        #expect(abs(first.height - 17.5) <= 0.5, "a caption line is 17.5 points high: \(first)")
        #expect(abs(second.height - 17.5) <= 0.5, "the second line too, its check mark included: \(second)")
        let gap = second.y - (first.y + first.height), freeGap = freeSecond.y - (freeFirst.y + freeFirst.height)
        #expect(abs(gap - freeGap) <= 0.5, "the lines are the stack's default spacing apart: \(gap) in the chart, \(freeGap) outside")
        #expect(gap <= 8.5, "no more than the default spacing: \(gap)")
        #expect(abs((first.x + first.width) - (second.x + second.width)) <= 0.5, "trailing-aligned: \(first) over \(second)")
    }
}
