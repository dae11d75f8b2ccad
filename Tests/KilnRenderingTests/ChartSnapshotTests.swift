import Foundation
import Kiln
import KilnTesting
import Testing

/// Tasks remaining per day as seed 000 plots them, on fixed dates so snapshots are stable.
struct FixedTask: Identifiable {
    let category: String
    let day: Int
    let remaining: Int
    var id: String { "\(category)\(day)" }
    /// 2022-06-02 plus `day` days, 09:41 UTC.
    var date: Date { Date(timeIntervalSince1970: 1_654_162_860 + Double(day) * 86_400) }
}

let fixedTasks = [("Supplies", [10, 11, 9, 4, 1]), ("Invitations", [14, 13, 11, 6, 4])].flatMap { category, counts in
    counts.enumerated().map { FixedTask(category: category, day: $0.offset, remaining: $0.element) }
}

/// One snapshot per kind of chart: the SVG, its axes, legend, annotations and data table, reviewed.
struct ChartSnapshotTests {
    @Test func dailyBars() {
        assertSnapshot(of: Chart(fixedTasks) {
            BarMark(x: .value("Date", $0.date, unit: .day), y: .value("Tasks Remaining", $0.remaining))
        })
    }

    @Test func linesBySeriesWithSymbolsAnnotationsAndAGoalRule() {
        assertSnapshot(of: Chart {
            ForEach(fixedTasks) { task in
                LineMark(x: .value("Date", task.date, unit: .day), y: .value("Tasks Remaining", task.remaining))
                    .foregroundStyle(by: .value("Category", task.category))
                    .symbol(by: .value("Category", task.category))
            }
            RuleMark(y: .value("Value", 5))
                .foregroundStyle(.red)
                .lineStyle(StrokeStyle(lineWidth: 2.0, dash: [4, 5]))
                .annotation(position: .top, alignment: .trailing) {
                    Text("Today's Goal").font(.caption).foregroundColor(.gray)
                }
        }
        .frame(height: 200))
    }

    @Test func donut() {
        assertSnapshot(of: Chart([("Food", 3.0), ("Music", 1.0)], id: \.0) { share in
            SectorMark(angle: .value("Amount", share.1), innerRadius: .ratio(0.6))
                .foregroundStyle(by: .value("Item", share.0))
        })
    }
}

/// Charts given data they cannot plot: reported at the user's line, and the rest still drawn.
struct ChartBadInputTests {
    private let file = "KilnRenderingTests/ChartSnapshotTests.swift"

    @Test func nanIsLeftOutWithAWarningAtTheMark() {
        let line = #line + 2
        let renderer = HTMLRenderer(content: Chart([1.0, .nan, 3.0].enumerated().map { $0 }, id: \.offset) { point in
            LineMark(x: .value("Index", point.offset), y: .value("Value", point.element))
        })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): warning: LineMark has a NaN value for \"Value\"; marks without a finite value are left out",
        ])
        #expect(renderer.prettyHTML().contains("<path"))
    }

    @Test func aNumberOnACategoryAxisIsAnErrorAtItsMark() {
        let line = #line + 3
        let renderer = HTMLRenderer(content: Chart {
            BarMark(x: .value("Name", "A"), y: .value("Value", 1))
            BarMark(x: .value("Name", 2), y: .value("Value", 1))
        })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): error: BarMark plots numbers (\"Name\") on the x axis, which shows categories; the mark is left out",
        ])
    }

    @Test func emptyDataDrawsAnEmptyPlotWithoutComplaint() {
        let renderer = HTMLRenderer(content: Chart([FixedTask]()) { BarMark(x: .value("Date", $0.date, unit: .day), y: .value("Count", $0.remaining)) })
        #expect(renderer.diagnostics.isEmpty)
        #expect(renderer.prettyHTML().contains("No data."))
    }
}

/// Gradients as styles, as SwiftUI takes them: a `Gradient` is a shape style of its own.
struct ChartGradientStyleTests {
    @Test func aGradientAndAColoursGradientFillBarsFromTopToBottom() {
        let html = HTMLRenderer(content: VStack {
            Chart {
                BarMark(x: .value("Name", "A"), y: .value("Value", 3)).foregroundStyle(Gradient(colors: [.red, .blue]))
                BarMark(x: .value("Name", "B"), y: .value("Value", 5)).foregroundStyle(Color.green.gradient)
            }
            .frame(height: 100)
            Gauge(value: 0.4) { Text("Level") }.tint(Gradient(colors: [.green, .red]))
        }).document(title: "Gradients")
        #expect(html.components(separatedBy: "<linearGradient").count - 1 == 2, "one gradient per bar")
        #expect(html.contains("y2=\"1\""), "drawn down each bar")
        #expect(html.contains("color-mix(in srgb,"), "the colour's gradient is lighter at the top")
    }
}

/// A basic symbol's outline, as Swift Charts strokes one (`.circle.strokeBorder(lineWidth:)`).
struct ChartStrokedSymbolTests {
    @Test func aStrokedSymbolIsAnOutlineInsideItsEdge() {
        let html = HTMLRenderer(content: Chart {
            PointMark(x: .value("X", 1), y: .value("Y", 2)).symbol(.circle.strokeBorder(lineWidth: 2))
            PointMark(x: .value("X", 2), y: .value("Y", 3)).symbol(.square)
        }.frame(height: 100)).document(title: "Symbols")
        let uses = html.components(separatedBy: "<use ").dropFirst().map { $0.prefix { $0 != ">" } }
        #expect(uses.count == 2, "two points: \(uses)")
        #expect(uses.first.map { $0.contains("fill=\"none\"") && $0.contains("stroke-width=\"2\"") && $0.contains("stroke=\"currentColor\"") } == true,
                "the circle is an outline 2 wide: \(uses)")
        #expect(uses.last.map { !$0.contains("stroke-width") && $0.contains("fill=") } == true, "the square is filled: \(uses)")
    }
}
