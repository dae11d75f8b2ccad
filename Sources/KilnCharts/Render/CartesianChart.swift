import Foundation
import KilnTree

/// A chart with x and y axes: every mark but sectors.
struct CartesianChart {
    let spec: ChartSpec
    let marks: [PlotMark]
    let styles: SeriesStyles
    let options: ChartRenderOptions
    let text: ValueText

    /// Default spacing between y ticks and x ticks, in points (Plot's and Vega's neighbourhood).
    static let yTickSpacing = 60.0
    static let xTickSpacing = 80.0

    func draw(diagnostics: inout [Diagnostic]) -> ChartDrawing {
        var plotted = marks
        let xKind = resolveKind(.x, &plotted, &diagnostics)
        let yKind = resolveKind(.y, &plotted, &diagnostics)
        let stacking = Stacking(marks: plotted, xKind: xKind, yKind: yKind)
        let description = ChartDescription(marks: plotted.filter { !$0.mark.accessibilityHidden }, text: text)

        let legendLabels = LegendBuilder.labels(plotted, text: text)
        let legend = LegendBuilder.legend(spec, styles: styles, labels: legendLabels)

        // Sizes known at build time: the plot's height (the chart's less its x axis and legend).
        let xVisible = spec.x.visibility != .hidden, yVisible = spec.y.visibility != .hidden
        let legendHeight = LegendBuilder.height(legend)
        let titles = axisTitles()
        let plotHeight = max(40, options.height - (xVisible ? 20 : 0) - legendHeight - 18 * Double(titles.count))
        let hasBars = plotted.contains { $0.mark.kind == .bar }
        let hasRectangles = plotted.contains { $0.mark.kind == .rectangle }
        let xScale = ScaleBuilder.scale(.x, kind: xKind, setup: spec.x, marks: plotted, stacking: stacking,
                                        tickCount: options.nominalWidth / Self.xTickSpacing, isDrawn: xVisible, bands: Self.bandPadding(bars: hasBars, rectangles: hasRectangles))
        let yScale = ScaleBuilder.scale(.y, kind: yKind, setup: spec.y, marks: plotted, stacking: stacking,
                                        tickCount: plotHeight / Self.yTickSpacing, isDrawn: yVisible, bands: Self.bandPadding(bars: hasBars, rectangles: hasRectangles))

        let xPlans = xVisible ? plans(.x, kind: xKind ?? .number, scale: xScale, count: options.nominalWidth / Self.xTickSpacing, stacking: stacking, marks: plotted) : []
        let yPlans = yVisible ? plans(.y, kind: yKind ?? .number, scale: yScale, count: plotHeight / Self.yTickSpacing, stacking: stacking, marks: plotted) : []

        // The axes around the plot, grouped by the side they stand on.
        let edges: [ChartAxisDrawing.Edge] = [.leading, .trailing, .top, .bottom]
        var thickness: [ChartAxisDrawing.Edge: Double] = [:]
        for edge in edges {
            let onEdge = (xPlans + yPlans).filter { $0.edge == edge }
            if !onEdge.isEmpty { thickness[edge] = AxisDrawer.thickness(onEdge) }
        }
        // Labels at the plot's ends reach past it (half a centred x label, half a y label's
        // height): the space around the plot grows to hold them, as Swift Charts keeps its
        // labels inside the chart's frame.
        let xReach = AxisDrawer.overhang(xPlans, plotHeight: plotHeight), yReach = AxisDrawer.overhang(yPlans, plotHeight: plotHeight)
        let insets = ChartInsets(
            leading: max(thickness[.leading, default: 0], xReach.start), trailing: max(thickness[.trailing, default: 0], xReach.end),
            top: max(thickness[.top, default: 0], yReach.start), bottom: max(thickness[.bottom, default: 0], yReach.end))
        let legendWidth: Double = legend.map(LegendBuilder.sideWidth) ?? 0
        let sideMargins: Double = insets.leading + insets.trailing + legendWidth
        let axes = edges.compactMap { edge -> ChartAxisDrawing? in
            let onEdge = (xPlans + yPlans).filter { $0.edge == edge }
            guard let size = thickness[edge] else { return nil }
            return ChartAxisDrawing(edge: edge, thickness: size, svg: AxisDrawer.svg(onEdge, edge: edge, thickness: size, plotHeight: plotHeight, margins: sideMargins))
        }

        // The plot: grid lines under the marks.
        let geometry = MarkGeometry(x: xScale, y: yScale, stacking: stacking, marks: plotted, nominalWidth: options.nominalWidth, plotHeight: plotHeight)
        let boxes = plotted.enumerated().map { $0.element.isGap ? nil : geometry.box($0.offset, $0.element.mark) }
        var drawer = PlotDrawer(styles: styles, idPrefix: options.idPrefix, text: text, describe: description.describe)
        drawer.draw(plotted, boxes: boxes)
        diagnostics += drawer.diagnostics

        let xLabel = firstLabel(.x, plotted), yLabel = firstLabel(.y, plotted)
        let title = options.accessibilityLabel ?? description.title(xLabel: xLabel, yLabel: yLabel)
        var sentences: [String] = []
        if let xLabel, !plotted.isEmpty { sentences.append(description.axisSentence(label: xLabel, scale: xScale, axisName: "X")) }
        if let yLabel, !plotted.isEmpty { sentences.append(description.axisSentence(label: yLabel, scale: yScale, axisName: "Y")) }
        let summary = description.summary(axes: sentences, seriesLabel: styles.colorLabel ?? styles.symbolLabel,
                                          series: (styles.colorDomain.isEmpty ? styles.symbolDomain : styles.colorDomain).map { legendLabels[$0] ?? $0 })

        let grid = yPlans.flatMap(AxisDrawer.gridLines) + xPlans.flatMap(AxisDrawer.gridLines)
        let plot = PlotSVG.plot(idPrefix: options.idPrefix, title: title, summary: summary, defs: drawer.defs, grid: grid, items: drawer.items)

        var annotations: [PlacedAnnotation] = []
        for (index, item) in plotted.enumerated() {
            guard let box = boxes[index] else { continue }
            let radius = ((item.mark.symbolSize ?? (item.mark.kind == .point ? Symbols.pointArea : 0)) / .pi).squareRoot()
            for annotation in item.mark.annotations {
                annotations.append(AnnotationPlacement.place(annotation, box: box, kind: item.mark.kind, symbolRadius: radius))
            }
        }
        return ChartDrawing(plot: plot, axes: axes, insets: insets, legend: legend, axisTitles: titles, annotations: annotations,
                            table: description.table(), title: title, summary: summary, diagnostics: [])
    }

    /// The axis titles the chart was given, placed where Swift Charts puts them by default: the
    /// x title below the plot, centred; the y title above it, on the side of the y axis.
    private func axisTitles() -> [ChartAxisTitleDrawing] {
        var titles: [ChartAxisTitleDrawing] = []
        let yOnLeading = spec.y.marks.first?.position == .leading
        if let title = spec.y.title {
            let alignment: HorizontalAlignment
            switch title.position {
            case .leading, .topLeading, .bottomLeading: alignment = .leading
            case .trailing, .topTrailing, .bottomTrailing: alignment = .trailing
            default: alignment = title.alignment?.horizontal ?? (yOnLeading ? .leading : .trailing)
            }
            titles.append(ChartAxisTitleDrawing(text: title.text, isAbove: title.position != .bottom, alignment: alignment))
        }
        if let title = spec.x.title {
            titles.append(ChartAxisTitleDrawing(text: title.text, isAbove: title.position == .top,
                                                alignment: title.alignment?.horizontal ?? .center))
        }
        return titles
    }

    /// Bars and rectangles (heat maps) tile the bands, a bar taking part of its band
    /// (`MarkGeometry.automaticShare`); points and lines sit at band centres.
    static func bandPadding(bars: Bool, rectangles: Bool) -> (inner: Double, outer: Double) {
        bars || rectangles ? (0, 0) : (0, 0.5)
    }

    /// The axis's kind; marks plotting another kind on it are left out with an error at their line.
    private func resolveKind(_ axis: PlotAxis, _ marks: inout [PlotMark], _ diagnostics: inout [Diagnostic]) -> AxisKind? {
        let first = marks.lazy.compactMap { axis.channel($0.mark)?.first }.first
        guard let kind = AxisKind.resolve(axis.setup(spec), first: first?.datum) else { return nil }
        var reported = Set<String>()
        marks.removeAll { plotted in
            guard let channel = axis.channel(plotted.mark) else { return false }
            var mismatch: ChartValue?
            channel.forEachValue { value in
                if mismatch == nil && AxisKind(value.datum) != kind { mismatch = value }
            }
            guard let mismatch else { return false }
            let found = AxisKind(mismatch.datum)?.noun ?? "values"
            if reported.insert(plotted.mark.source?.description ?? "").inserted {
                diagnostics.append(Diagnostic(
                    .error,
                    "\(MarkValidation.markName(plotted.mark.kind)) plots \(found) (\"\(mismatch.label)\") on the \(axis.name) axis, which shows \(kind.noun); the mark is left out",
                    at: plotted.mark.source ?? options.source))
            }
            return true
        }
        return kind
    }

    private func firstLabel(_ axis: PlotAxis, _ marks: [PlotMark]) -> String? {
        if let title = axis.setup(spec).title?.text { return title }
        for plotted in marks {
            if let value = axis.channel(plotted.mark)?.first { return value.label }
        }
        return nil
    }

    private func plans(_ axis: PlotAxis, kind: AxisKind, scale: AxisScale, count: Double, stacking: Stacking, marks: [PlotMark]) -> [AxisDrawer.Plan] {
        let setup = axis.setup(spec)
        var axisMarks = setup.marks
        if axisMarks.isEmpty {
            // Swift Charts' automatic axes: grid lines on value axes, ticks under the x axis, labels on both.
            axisMarks = [ChartAxisMarks(
                gridLine: kind == .category ? nil : ChartAxisLine(),
                tick: axis == .x && kind != .category ? ChartAxisTick() : nil,
                label: ChartAxisValueLabel())]
        }
        var units = Set<ChartDateUnit>()
        for plotted in marks {
            axis.channel(plotted.mark)?.forEachValue { value in
                if case .dateBin(_, _, let unit) = value.datum { units.insert(unit) }
            }
        }
        return axisMarks.map { marks in
            let edge: ChartAxisDrawing.Edge
            switch marks.position {
            case .leading: edge = axis == .y ? .leading : .bottom
            case .trailing: edge = axis == .y ? .trailing : .bottom
            case .top: edge = axis == .x ? .top : .trailing
            case .bottom: edge = axis == .x ? .bottom : .trailing
            case .automatic: edge = axis == .x ? .bottom : .trailing
            }
            let ticks = AxisTicks.ticks(marks, kind: kind, scale: scale, desiredCount: count,
                                        percent: stacking.normalizedAxis == axis, binUnit: units.count == 1 ? units.first : nil, text: text)
            return AxisDrawer.Plan(axis: axis, edge: edge, marks: marks, ticks: ticks,
                                   labelsStartAtTick: kind == .time && axis == .x && marks.label?.centered != true)
        }
    }
}

/// The plot's SVG: named for assistive technology, its definitions, grid lines and marks;
/// consecutive stretched paths share one nested, stretched SVG.
enum PlotSVG {
    static func plot(idPrefix: String, title: String, summary: String, defs: [SVGElement], grid: [SVGElement], items: [PlotDrawer.Item]) -> SVGElement {
        var children = [
            SVGElement("title", [("id", "\(idPrefix)-t")], text: title),
            SVGElement("desc", [("id", "\(idPrefix)-d")], text: summary),
        ]
        if !defs.isEmpty { children.append(SVGElement("defs", children: defs)) }
        if !grid.isEmpty { children.append(SVGElement("g", children: grid)) }
        var stretched: [SVGElement] = []
        func flush() {
            guard !stretched.isEmpty else { return }
            children.append(SVGElement("svg", [
                ("viewBox", "0 0 100 100"), ("preserveAspectRatio", "none"), ("width", "100%"), ("height", "100%"), ("overflow", "visible"),
            ], children: stretched))
            stretched = []
        }
        for item in items {
            switch item {
            case .flat(let element):
                flush()
                children.append(element)
            case .scaled(let element):
                stretched.append(element)
            }
        }
        flush()
        return SVGElement("svg", [
            ("width", "100%"), ("height", "100%"), ("role", "img"), ("aria-labelledby", "\(idPrefix)-t \(idPrefix)-d"),
        ], children: children)
    }
}
