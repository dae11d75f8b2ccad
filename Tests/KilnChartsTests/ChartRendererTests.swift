import Foundation
@testable import KilnCharts
import KilnTree
import Testing

/// The chart stage's decisions, on specs made by hand: scales, stacks, axes, legends, the text alternative.
struct ChartRendererTests {
    @Test func barHeightsAreProportionalToValuesFromZero() throws {
        let drawing = ChartFixture.draw([ChartFixture.bar("A", 10), ChartFixture.bar("B", 20), ChartFixture.bar("C", 35)])
        let bars = drawing.markElements.filter { $0.name == "rect" }
        #expect(bars.count == 3)
        // The domain is niced to 0…40 and bars stand on the bottom edge.
        let heights = bars.compactMap { $0.fraction("height") }
        #expect(heights.map { ($0 * 1000).rounded() / 1000 } == [0.25, 0.5, 0.875])
        for bar in bars {
            #expect(abs((bar.fraction("y") ?? 0) + (bar.fraction("height") ?? 0) - 1) < 1e-9, "bars stand on zero")
        }
        #expect(drawing.labels(.trailing) == ["0", "10", "20", "30", "40"])
        #expect(drawing.labels(.bottom) == ["A", "B", "C"])
    }

    /// `Color.gradient` fills each mark from a lighter top to the colour at its bottom, as SwiftUI
    /// draws a colour's standard gradient (it was drawn flat).
    @Test func aColoursGradientFillsEachMarkFromALighterTop() throws {
        var bar = ChartFixture.bar("A", 10)
        bar.foreground = .colorGradient(.blue)
        let drawing = ChartFixture.draw([bar])
        let rect = try #require(drawing.markElements.first { $0.name == "rect" })
        let fill = try #require(rect["fill"])
        #expect(fill.hasPrefix("url(#"), "the bar is filled by a gradient: \(fill)")
        let gradient = try #require(drawing.plot.all("linearGradient").first)
        #expect("url(#\(gradient["id"] ?? ""))" == fill)
        #expect([gradient["x1"], gradient["y1"], gradient["x2"], gradient["y2"]] == ["0.5", "0", "0.5", "1"], "top to bottom")
        let stops = gradient.all("stop")
        #expect(stops.map { $0.colors.map(\.1) } == [[.standardGradientTop(.blue)], [.paint(.color(.blue))]])
    }

    @Test func bandsLeaveGapsAndCentreTheirLabels() throws {
        let drawing = ChartFixture.draw([ChartFixture.bar("A", 1), ChartFixture.bar("B", 1)])
        let bars = drawing.markElements.filter { $0.name == "rect" }
        let first = try #require(bars.first), second = try #require(bars.last)
        let width = try #require(first.fraction("width"))
        let gap = try #require(second.fraction("x")) - (try #require(first.fraction("x")) + width)
        // Apple's bars take 0.7 of their band (MarkGeometry's sources): 14-point bars in 20-point bands.
        #expect(gap > 0 && abs(gap / (width + gap) - 0.3) < 1e-6, "the gap is three tenths of a step")
        let labels = try #require(drawing.axis(.bottom)).svg.all("text")
        #expect(abs(try #require(labels.first?.fraction("x")) - (try #require(first.fraction("x")) + width / 2)) < 1e-4)
        #expect(labels.first?["text-anchor"] == "middle")
    }

    @Test func barsAtOnePositionStackInDataOrder() throws {
        let drawing = ChartFixture.draw([
            ChartFixture.bar("Mon", 10, series: "Cake"), ChartFixture.bar("Mon", 30, series: "Pie"), ChartFixture.bar("Tue", -10, series: "Cake"),
        ])
        let bars = drawing.markElements.filter { $0.name == "rect" }
        // Domain −10…40 (nice): the first bar spans 0…10, the second 10…40 on top of it, the negative one 0…−10.
        let cake = try #require(bars.first), pie = bars[1], negative = bars[2]
        #expect(abs(try #require(pie.fraction("y"))) < 1e-9, "the stack reaches the top")
        #expect(abs(try #require(pie.fraction("y")) + (try #require(pie.fraction("height"))) - (try #require(cake.fraction("y")))) < 1e-4, "stacked on the first")
        #expect(abs(try #require(negative.fraction("y")) - (try #require(cake.fraction("y")) + (try #require(cake.fraction("height"))))) < 1e-4, "negatives hang below zero")
        #expect(drawing.legend?.entries.map(\.label) == ["Cake", "Pie"])
    }

    /// `chartForegroundStyleScale(range:)`: the series take the range's styles in the order they
    /// first appear, the range repeating when there are more series, in the marks and the legend.
    @Test func aStyleRangeColoursTheSeriesInTurn() throws {
        let drawing = ChartFixture.draw([
            ChartFixture.bar("Mon", 1, series: "Cake"), ChartFixture.bar("Mon", 2, series: "Pie"), ChartFixture.bar("Mon", 3, series: "Tart"),
        ]) { $0.foregroundStyleRange = [.color(.pink), .color(.green)] }
        let fills = drawing.markElements.filter { $0.name == "rect" }.map { $0.colors.first?.value }
        #expect(fills == [.paint(.color(.pink)), .paint(.color(.green)), .paint(.color(.pink))])
        let swatches = drawing.legend?.entries.map { $0.swatch.all("path").first?.colors.first?.value }
        #expect(swatches == [.paint(.color(.pink)), .paint(.color(.green)), .paint(.color(.pink))])
    }

    /// `chartForegroundStyleScale(range: Gradient(…))`: the series take colours spread evenly
    /// along the gradient, its ends for the first and last, mixes between.
    @Test func aGradientRangeSpreadsTheSeriesAlongIt() throws {
        let drawing = ChartFixture.draw([
            ChartFixture.bar("Mon", 1, series: "Cake"), ChartFixture.bar("Mon", 2, series: "Pie"), ChartFixture.bar("Mon", 3, series: "Tart"),
            ChartFixture.bar("Mon", 4, series: "Flan"), ChartFixture.bar("Mon", 5, series: "Bun"),
        ]) { $0.foregroundStyleGradient = [GradientStop(color: .yellow, location: 0), GradientStop(color: .red, location: 0.5), GradientStop(color: .blue, location: 1)] }
        let fills = drawing.markElements.filter { $0.name == "rect" }.map { $0.colors.first?.value }
        #expect(fills == [
            .paint(.color(.yellow)), .mix(.yellow, .red, firstWeight: 0.5), .paint(.color(.red)), .mix(.red, .blue, firstWeight: 0.5), .paint(.color(.blue)),
        ])
        let swatches = drawing.legend?.entries.map { $0.swatch.all("path").first?.colors.first?.value }
        #expect(swatches == fills)
    }

    @Test func normalizedStacksFillTheAxisAndLabelInPercent() throws {
        let drawing = ChartFixture.draw([
            ChartFixture.bar("Mon", 1, series: "A", stacking: .normalized), ChartFixture.bar("Mon", 3, series: "B", stacking: .normalized),
        ])
        let bars = drawing.markElements.filter { $0.name == "rect" }
        #expect(bars.compactMap { $0.fraction("height") }.map { ($0 * 100).rounded() } == [25, 75])
        #expect(drawing.labels(.trailing).first == "0%")
        #expect(drawing.labels(.trailing).last == "100%")
    }

    @Test func oneLinePerSeriesInFirstAppearanceOrder() throws {
        let marks = (0..<4).flatMap { x in ["North", "South"].map { ChartFixture.line(Double(x), Double(x * 2), series: $0) } }
        let drawing = ChartFixture.draw(marks)
        let paths = drawing.plot.all("path")
        #expect(paths.count == 2, "one path per series")
        #expect(paths.map(\.titleText) == ["Series: North", "Series: South"])
        #expect(paths.allSatisfy { $0["vector-effect"] == "non-scaling-stroke" })
        #expect(drawing.legend?.entries.map(\.label) == ["North", "South"])
    }

    @Test func ruleSpansThePlotAtItsValue() throws {
        var rule = ChartMark(.rule, y: .value(ChartValue("Goal", .number(5))))
        rule.lineStyle = ChartStroke(lineWidth: 2, dash: [4, 5])
        let drawing = ChartFixture.draw([ChartFixture.bar("A", 10), rule])
        let line = try #require(drawing.markElements.first { $0.name == "line" })
        #expect(line["x1"] == "0%" && line["x2"] == "100%")
        #expect(line.fraction("y1") == 0.5, "5 of 0…10 is halfway")
        #expect(line["stroke-dasharray"] == "4 5" && line["stroke-width"] == "2")
    }

    @Test func numberScalesIncludeZeroUnlessToldNot() throws {
        let marks = [ChartFixture.line(1, 80), ChartFixture.line(2, 95)]
        #expect(ChartFixture.draw(marks).labels(.trailing).first == "0")
        let unanchored = ChartFixture.draw(marks) { $0.y.domain = .automatic(includesZero: false, reversed: false) }
        #expect(unanchored.labels(.trailing).first == "80")
        let fixed = ChartFixture.draw(marks) { $0.y.domain = .numbers(50, 150) }
        #expect(fixed.labels(.trailing).first == "60" || fixed.labels(.trailing).first == "50")
    }

    @Test func emptyDataDrawsAxesAndSaysSo() throws {
        let drawing = ChartFixture.draw([])
        #expect(drawing.markElements.isEmpty)
        #expect(drawing.summary.contains("No data"))
        #expect(drawing.table.rows.isEmpty)
        #expect(drawing.diagnostics.isEmpty)
    }

    @Test func aSinglePointSitsInsideTheScale() throws {
        var point = ChartMark(.point, x: .value(ChartValue("X", .number(3))), y: .value(ChartValue("Y", .number(3))))
        point.source = ChartFixture.site
        let drawing = ChartFixture.draw([point])
        let use = try #require(drawing.markElements.first { $0.name == "use" })
        let x = try #require(use.fraction("x")), y = try #require(use.fraction("y"))
        #expect(x > 0 && x <= 1 && y >= 0 && y < 1)
    }

    @Test func nonFiniteValuesAreLeftOutWithTheirLineAndBreakTheLine() throws {
        let marks = [ChartFixture.line(0, 1), ChartFixture.line(1, .nan), ChartFixture.line(2, 3), ChartFixture.line(3, .infinity)]
        let drawing = ChartFixture.draw(marks)
        let path = try #require(drawing.plot.all("path").first)
        #expect(path["d"]?.filter { $0 == "M" }.count == 2, "the line breaks at the NaN")
        #expect(drawing.diagnostics.count == 1, "reported once per mark site")
        #expect(drawing.diagnostics.first?.description.hasPrefix("App/Charts.swift:12: warning: LineMark has a NaN value for \"Y\"") == true)
        #expect(drawing.table.rows.count == 2)
    }

    @Test func mixedValueKindsOnAnAxisAreAnErrorNamingTheMark() throws {
        var odd = ChartFixture.bar("A", 1)
        odd.x = .value(ChartValue("Name", .number(4)))
        odd.source = CallSite(fileID: "App/Odd.swift", line: 30)
        let drawing = ChartFixture.draw([ChartFixture.bar("A", 1), odd])
        #expect(drawing.markElements.filter { $0.name == "rect" }.count == 1)
        #expect(drawing.diagnostics.map(\.description) == [
            "App/Odd.swift:30: error: BarMark plots numbers (\"Name\") on the x axis, which shows categories; the mark is left out",
        ])
    }

    @Test func binnedDatesMakeDailyBarsTickedEachDay() throws {
        let marks = (0..<5).map { day -> ChartMark in
            let start = ChartFixture.june1.addingTimeInterval(Double(day) * ChartFixture.day)
            var mark = ChartMark(.bar, x: .value(ChartValue("Date", .dateBin(start: start, end: start.addingTimeInterval(ChartFixture.day), unit: .day))),
                                 y: .value(ChartValue("Count", .number(Double(day + 1)))))
            mark.stacking = .standard
            return mark
        }
        let drawing = ChartFixture.draw(marks)
        #expect(drawing.labels(.bottom).count == 5, "a tick per day and none at the end of the last day")
        let bars = drawing.markElements.filter { $0.name == "rect" }
        #expect(abs(try #require(bars.first?.fraction("width")) - 0.14) < 1e-4, "seven tenths of a day, a fifth of the axis")
        #expect(drawing.summary.contains("dates from June 1, 2022 to June 6, 2022"))
    }

    @Test func tenThousandPointsMergeIntoOnePathPerStyle() throws {
        let marks = (0..<10_000).map { index -> ChartMark in
            ChartMark(.point, x: .value(ChartValue("X", .number(Double(index)))), y: .value(ChartValue("Y", .number(sin(Double(index) / 100)))))
        }
        let drawing = ChartFixture.draw(marks)
        let paths = drawing.plot.all("path").filter { $0["id"] == nil }
        #expect(paths.count == 1)
        let d = try #require(paths.first?["d"])
        #expect(!d.contains(where: { $0 == "e" }), "no exponents")
        #expect(d.split(whereSeparator: { "ML ,".contains($0) }).allSatisfy { ($0.split(separator: ".").dropFirst().first?.count ?? 0) <= 2 }, "two decimals at most")
        #expect(drawing.table.rows.count == 1000 && drawing.table.omittedRows == 9000)
    }

    @Test func tooltipsAndTableCarryTheValues() throws {
        let drawing = ChartFixture.draw([ChartFixture.bar("Mon", 1_250, series: "Cake")])
        #expect(drawing.markElements.first?.titleText == "Name: Mon, Value: 1,250, Series: Cake")
        #expect(drawing.table.headers == ["Name", "Value", "Series"])
        #expect(drawing.table.rows == [["Mon", "1,250", "Cake"]])
        #expect(drawing.title == "Bar chart of Value by Name")
        #expect(drawing.plot["role"] == "img" && drawing.plot["aria-labelledby"] == "c-t c-d")
    }

    @Test func sectorsShareTheCircleInDataOrder() throws {
        let marks = [1.0, 3].enumerated().map { index, value -> ChartMark in
            var mark = ChartMark(.sector)
            mark.angle = ChartValue("Amount", .number(value))
            mark.foregroundBy = ChartValue("Item", .category(index == 0 ? "Small" : "Large"))
            return mark
        }
        let drawing = ChartFixture.draw(marks)
        let paths = drawing.plot.all("path")
        #expect(paths.count == 2 && drawing.axes.isEmpty)
        // The first quarter starts at 12 o'clock and ends at 3 o'clock.
        #expect(paths.first?["d"]?.hasPrefix("M0-100A100,100") == true)
        #expect(drawing.summary.contains("Small 25%") && drawing.summary.contains("Large 75%"))
    }

    @Test func xLabelsThatWouldCollideHideBelowAContainerWidth() throws {
        let names = (1...12).map { "Category \($0)" }
        let drawing = ChartFixture.draw(names.map { ChartFixture.bar($0, 1) })
        let labels = try #require(drawing.axis(.bottom)).svg.all("text")
        #expect(labels.count == 12)
        #expect(labels.first?["class"] == nil, "the first label always shows")
        let classes = labels.compactMap { $0["class"] }
        #expect(!classes.isEmpty, "twelve long labels cannot all show at small widths")
        // Every other label hides first: odd labels need more width than even ones.
        let width = { (label: SVGElement) in Int(label["class"]?.dropFirst(4) ?? "0") ?? 0 }
        #expect(width(labels[1]) >= width(labels[2]))
    }

    @Test func parityHidingNeedsLengthsByLevel() {
        // Four labels 10 wide at 0, 1/3, 2/3, 1 of the axis: all fit from (10 + 6) × 3 = 48.
        let needed = AxisDrawer.neededLengths([0, 1.0 / 3, 2.0 / 3, 1], extents: Array(repeating: (-5.0, 5.0), count: 4))
        #expect(needed[0] == 0)
        #expect(abs(needed[1] - 48) < 1e-9 && abs(needed[3] - 48) < 1e-9)
        #expect(abs(needed[2] - 24) < 1e-9, "every other label needs half the length")
    }

    @Test func axisTitlesStandBelowTheXAxisAndAboveTheYAxis() {
        let drawing = ChartFixture.draw([ChartFixture.bar("A", 1)]) { spec in
            spec.x.title = ChartAxisTitle(text: "Name")
            spec.y.title = ChartAxisTitle(text: "Value")
        }
        #expect(drawing.axisTitles.map(\.text) == ["Value", "Name"])
        #expect(drawing.axisTitles.map(\.isAbove) == [true, false])
        #expect(drawing.axisTitles.map(\.alignment) == [.trailing, .center], "the y title on its axis's side, the x title centred")
    }

    @Test func legendsBesideThePlotCountInTheLabelBreakpoints() {
        let names = (1...8).map { "Category \($0)" }
        let below = ChartFixture.draw(names.map { ChartFixture.bar($0, 1, series: $0) })
        let beside = ChartFixture.draw(names.map { ChartFixture.bar($0, 1, series: $0) }) { $0.legend.position = .trailing }
        let width = { (drawing: ChartDrawing) in
            drawing.axis(.bottom)?.svg.all("text").compactMap { $0["class"].flatMap { Int($0.dropFirst(4)) } }.max() ?? 0
        }
        #expect(beside.legend?.placement == .trailing)
        #expect(width(beside) > width(below), "a legend beside the plot leaves the labels less room")
    }
}
