import Foundation
import KilnTextMetrics
import KilnTree

/// Draws an axis: grid lines across the plot, and beside it an SVG of ticks and labels sized to
/// its longest label, measured with the chart font's metrics. X labels that would overlap hide
/// below the container widths where they would, so they never collide at any width.
struct AxisDrawer {
    static let fontSize = 11.0
    static let tickLength = 4.0
    static let labelGap = 6.0
    /// Space kept between neighbouring labels.
    static let labelSeparation = 6.0

    struct Plan {
        var axis: PlotAxis
        var edge: ChartAxisDrawing.Edge
        var marks: ChartAxisMarks
        var ticks: [AxisTick]
        /// Labels start at their tick (dates, as Swift Charts sets them) rather than centre on it.
        var labelsStartAtTick: Bool
    }

    /// Grid lines for the plot, in percentages.
    static func gridLines(_ plan: Plan) -> [SVGElement] {
        guard let grid = plan.marks.gridLine else { return [] }
        return plan.ticks.map { tick in
            let at = SVGNumber.percent(plan.axis == .x ? tick.fraction : 1 - tick.fraction)
            var line = plan.axis == .x
                ? SVGElement("line", [("x1", at), ("x2", at), ("y1", "0"), ("y2", "100%")])
                : SVGElement("line", [("x1", "0"), ("x2", "100%"), ("y1", at), ("y2", at)])
            line.attributes += stroke(grid.stroke, defaultWidth: 1) + [("shape-rendering", "crispEdges")]
            line.attributes.append(("stroke", "currentColor"))
            line.colors.append((.color, grid.paint.map(ChartColor.paint) ?? .css("var(--k-chart-grid)")))
            return line
        }
    }

    /// The thickness an axis needs: its widest label (y) or its label line (x), plus tick and gap.
    static func thickness(_ plans: [Plan]) -> Double {
        guard let first = plans.first else { return 0 }
        let hasLabels = plans.contains { $0.marks.label != nil }
        let hasTicks = plans.contains { $0.marks.tick != nil }
        if first.axis == .x {
            return (hasLabels ? fontSize * 1.2 + labelGap - 2 : 0) + (hasTicks ? tickLength : 0)
        }
        let widest = plans.flatMap { plan in plan.marks.label == nil ? [] : plan.ticks.compactMap(\.label) }
            .map { TextMeasure.width(of: $0, size: fontSize) }.max() ?? 0
        return hasLabels ? (widest + labelGap + 2).rounded(.up) : (hasTicks ? tickLength : 0)
    }

    /// The axis's own SVG: ticks and labels. `plotHeight` decides which y labels fit;
    /// `margins` (the other columns' width) turns plot widths into container widths for x labels.
    static func svg(_ plans: [Plan], edge: ChartAxisDrawing.Edge, thickness: Double, plotHeight: Double, margins: Double) -> SVGElement {
        var children: [SVGElement] = []
        for plan in plans {
            if let tick = plan.marks.tick { children += ticks(plan, tick, edge: edge, thickness: thickness) }
            if plan.marks.label != nil { children += labels(plan, edge: edge, thickness: thickness, plotHeight: plotHeight, margins: margins) }
        }
        let vertical = edge == .leading || edge == .trailing
        var svg = SVGElement("svg", [
            ("width", vertical ? SVGNumber.string(thickness) : "100%"), ("height", vertical ? "100%" : SVGNumber.string(thickness)),
            ("aria-hidden", "true"),
        ], children: children)
        svg.colors.append((.color, .css("var(--k-secondary)")))
        return svg
    }

    private static func ticks(_ plan: Plan, _ tick: ChartAxisTick, edge: ChartAxisDrawing.Edge, thickness: Double) -> [SVGElement] {
        let length = SVGNumber.string(tick.length ?? tickLength)
        return plan.ticks.map { value in
            var line: SVGElement
            switch edge {
            case .bottom:
                let at = SVGNumber.percent(value.fraction)
                line = SVGElement("line", [("x1", at), ("x2", at), ("y1", "0"), ("y2", length)])
            case .top:
                let at = SVGNumber.percent(value.fraction)
                line = SVGElement("line", [("x1", at), ("x2", at), ("y1", SVGNumber.string(thickness - (tick.length ?? tickLength))), ("y2", SVGNumber.string(thickness))])
            case .trailing:
                let at = SVGNumber.percent(1 - value.fraction)
                line = SVGElement("line", [("x1", "0"), ("x2", length), ("y1", at), ("y2", at)])
            case .leading:
                let at = SVGNumber.percent(1 - value.fraction)
                line = SVGElement("line", [("x1", SVGNumber.string(thickness - (tick.length ?? tickLength))), ("x2", SVGNumber.string(thickness)), ("y1", at), ("y2", at)])
            }
            line.attributes += stroke(tick.stroke, defaultWidth: 1) + [("stroke", "currentColor")]
            if let paint = tick.paint { line.colors.append((.color, .paint(paint))) } else { line.colors.append((.color, .css("var(--k-chart-grid)"))) }
            return line
        }
    }

    /// An axis's labels along the plot: each one's position (a fraction of the plot from its top
    /// or leading end), its extent around that position in points, and the plot length it needs
    /// to show without colliding with the labels kept beside it.
    private struct LabelRun {
        var ticks: [AxisTick]
        var positions: [Double]
        var extents: [(Double, Double)]
        var needed: [Double]

        init(_ plan: Plan) {
            ticks = plan.ticks.filter { $0.label?.isEmpty == false }
            if plan.axis == .y {
                positions = ticks.map { 1 - $0.labelFraction }
                extents = ticks.map { _ in (-fontSize * 0.6, fontSize * 0.6) }
            } else {
                positions = ticks.map(\.labelFraction)
                extents = ticks.map { tick in
                    let width = TextMeasure.width(of: tick.label ?? "", size: fontSize)
                    // Labels starting at their tick are drawn 2 points after it.
                    return plan.labelsStartAtTick ? (2, width + 2) : (-width / 2, width / 2)
                }
            }
            needed = neededLengths(positions, extents: extents)
        }
    }

    /// The narrowest plot an always-shown x label is assumed to stand in, to bound how far it reaches.
    static let narrowestPlot = 120.0

    /// How far the labels of the axes along one side of the plot reach past its two ends (top
    /// and bottom for y, leading and trailing for x), in points. Y labels are measured in the
    /// plot's height, known at build time; an x label in the narrowest plot it shows in.
    static func overhang(_ plans: [Plan], plotHeight: Double) -> (start: Double, end: Double) {
        var start = 0.0, end = 0.0
        for plan in plans where plan.marks.label != nil {
            let run = LabelRun(plan)
            for index in run.ticks.indices {
                let length: Double
                if plan.axis == .y {
                    guard run.needed[index] <= plotHeight else { continue }
                    length = plotHeight
                } else {
                    length = max(run.needed[index], narrowestPlot)
                }
                let at = run.positions[index] * length
                start = max(start, -(at + run.extents[index].0))
                end = max(end, at + run.extents[index].1 - length)
            }
        }
        return (start.rounded(.up), end.rounded(.up))
    }

    private static func labels(_ plan: Plan, edge: ChartAxisDrawing.Edge, thickness: Double, plotHeight: Double, margins: Double) -> [SVGElement] {
        let run = LabelRun(plan)
        let labelled = run.ticks
        let vertical = edge == .leading || edge == .trailing
        let hiddenBelow: [Int?] = run.needed.map { needed in
            // The plot's height is known at build time: keep every 2^k-th label so they fit.
            if vertical { return needed > plotHeight ? Int.max : nil }
            guard needed > 0 else { return nil }
            let container = needed + margins
            return ChartBreakpoints.widths.first { Double($0) >= container } ?? ChartBreakpoints.widths.last
        }
        var elements: [SVGElement] = []
        let gap = (plan.marks.tick != nil ? tickLength : 0) + 2
        for (index, tick) in labelled.enumerated() {
            guard hiddenBelow[index] != Int.max else { continue }
            var text: SVGElement
            switch edge {
            case .bottom, .top:
                let baseline = edge == .bottom ? gap + fontSize : thickness - gap
                text = SVGElement("text", [
                    ("x", SVGNumber.percent(tick.labelFraction)), ("y", SVGNumber.string(baseline)),
                ], text: tick.label)
                if !plan.labelsStartAtTick { text.attributes.append(("text-anchor", "middle")) }
            case .trailing:
                text = SVGElement("text", [("x", SVGNumber.string(gap)), ("y", SVGNumber.percent(1 - tick.labelFraction)), ("dy", "0.35em")], text: tick.label)
            case .leading:
                text = SVGElement("text", [
                    ("x", SVGNumber.string(thickness - gap)), ("y", SVGNumber.percent(1 - tick.labelFraction)), ("dy", "0.35em"), ("text-anchor", "end"),
                ], text: tick.label)
            }
            if plan.labelsStartAtTick && !vertical { text.attributes.append(("dx", "2")) }
            if let width = hiddenBelow[index] { text.attributes.append(("class", ChartBreakpoints.className(width))) }
            text.attributes.append(("fill", "currentColor"))
            if let paint = plan.marks.label?.paint { text.colors.append((.color, .paint(paint))) }
            elements.append(text)
        }
        return elements
    }

    /// For each label, the plot length below which it must hide: labels are dropped by parity
    /// (every other, then every fourth …, keeping the first), the coarsest level that still
    /// collides deciding. `extents` are each label's start and end around its position.
    static func neededLengths(_ positions: [Double], extents: [(Double, Double)]) -> [Double] {
        let count = positions.count
        guard count > 1 else { return Array(repeating: 0, count: count) }
        // needs[level]: the length at which the labels kept at `level` stop colliding.
        var needs: [Double] = []
        var stride = 1
        while stride < count {
            let kept = Swift.stride(from: 0, to: count, by: stride).map { $0 }
            var need = 0.0
            for (a, b) in zip(kept, kept.dropFirst()) {
                let distance = abs(positions[b] - positions[a])
                let overlap = extents[a].1 - extents[b].0 + labelSeparation
                if distance > 0 { need = max(need, overlap / distance) } else { need = .infinity }
            }
            needs.append(need)
            stride *= 2
        }
        // Coarser levels never need more than finer ones.
        for level in Swift.stride(from: needs.count - 2, through: 0, by: -1) { needs[level] = max(needs[level], needs[level + 1]) }
        // Label i (i > 0) is kept by the levels up to its number of trailing zero bits.
        return (0..<count).map { index in index == 0 ? 0 : needs[min(index.trailingZeroBitCount, needs.count - 1)] }
    }

    private static func stroke(_ stroke: ChartStroke?, defaultWidth: Double) -> [(name: String, value: String)] {
        var attributes: [(name: String, value: String)] = [("stroke-width", SVGNumber.string(stroke?.lineWidth ?? defaultWidth))]
        if let dash = stroke?.dash, !dash.isEmpty { attributes.append(("stroke-dasharray", dash.map(SVGNumber.string).joined(separator: " "))) }
        return attributes
    }
}
