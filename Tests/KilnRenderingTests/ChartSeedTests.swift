import Foundation
import Kiln
import KilnTestSupport
import Testing

@testable import Showcase

/// Seed 000's Swift Charts samples (Sources/Showcase/Examples: PartyChartModels.swift and the
/// Tasks…Chart views, copied from the session notes with only the import changed) lower to the
/// charts the session describes, and render without a diagnostic. (Their `.padding()` stays a
/// modifier of the chart node, so the page's first node is the chart.)
struct ChartSeedTests {
    private let utc = TimeZone(identifier: "UTC")!

    @Test @MainActor func barChartPlotsEachTaskOnItsDayInUTC() throws {
        let chart = try lowerChart(TasksBarChart())
        #expect(chart.diagnostics.isEmpty)
        #expect(chart.spec.marks.count == 20 && chart.spec.timeZone == utc)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        for (mark, task) in zip(chart.spec.marks, partyTasksRemaining) {
            #expect(mark.kind == .bar && mark.stacking == .standard)
            let start = calendar.startOfDay(for: task.date)
            #expect(mark.x == .value(ChartValue("Date", .dateBin(start: start, end: start.addingTimeInterval(86_400), unit: .day))))
            #expect(mark.y == .value(ChartValue("Tasks Remaining", .number(Double(task.remainingCount)))))
        }
        #expect(HTMLRenderer(content: TasksBarChart()).diagnostics.isEmpty)
    }

    @Test @MainActor func lineChartColoursAndMarksByCategory() throws {
        let chart = try lowerChart(TasksLineChart())
        #expect(chart.diagnostics.isEmpty && chart.spec.marks.count == 20)
        let categories = chart.spec.marks.compactMap { mark -> String? in
            guard case .category(let name)? = mark.foregroundBy?.datum else { return nil }
            return name
        }
        #expect(categories == partyTasksRemaining.map(\.category.rawValue))
        #expect(chart.spec.marks.allSatisfy { $0.kind == .line && $0.symbolBy == $0.foregroundBy && $0.foregroundBy?.label == "Category" })
        let html = HTMLRenderer(content: TasksLineChart()).prettyHTML()
        for category in ["Event Details", "Activities", "Invitations", "Supplies"] {
            #expect(html.contains("</svg>\(category)</li>") || html.contains(">\(category)</li>"), "a legend entry for \(category)")
        }
    }

    @Test @MainActor func goalChartAnnotatesEachPointAndTheDashedRule() throws {
        let chart = try lowerChart(TasksGoalChart())
        #expect(chart.diagnostics.isEmpty)
        #expect(chart.spec.marks.count == 21 && chart.node.children.count == 21)
        for (index, (mark, task)) in zip(chart.spec.marks, partyTasksRemaining).enumerated() {
            let annotation = try #require(mark.annotations.first)
            #expect(annotation.position == .leading && annotation.child == index)
            #expect(text(of: chart.node.children[index]) == task.category.emoji)
        }
        let rule = try #require(chart.spec.marks.last)
        #expect(rule.kind == .rule && rule.y == .value(ChartValue("Value", .number(5))))
        #expect(rule.foreground == .color(.red) && rule.lineStyle == ChartStroke(lineWidth: 2, dash: [4, 5]))
        let goal = try #require(rule.annotations.first)
        #expect(goal.position == .top && goal.alignment == .trailing && goal.child == 20)
        #expect(chart.node.children[20].children.map(text) == ["Today's Goal", "Status: ✔︎"])
        let rendered = HTMLRenderer(content: TasksGoalChart())
        #expect(rendered.diagnostics.isEmpty)
        #expect(rendered.prettyHTML().contains("stroke-dasharray=\"4 5\""))
    }
}
