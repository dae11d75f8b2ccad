import Foundation
import KilnTree

/// A pie or donut chart: `SectorMark`s, each an angle proportional to its value, in data order
/// clockwise from 12 o'clock, inside a square centred in the plot.
struct SectorChart {
    let spec: ChartSpec
    let marks: [PlotMark]
    let styles: SeriesStyles
    let options: ChartRenderOptions
    let text: ValueText

    func draw(diagnostics: inout [Diagnostic]) -> ChartDrawing {
        var sectors: [(mark: ChartMark, value: Double)] = []
        var reportedOthers = false
        for plotted in marks where !plotted.isGap {
            let mark = plotted.mark
            guard mark.kind == .sector else {
                if !reportedOthers {
                    reportedOthers = true
                    diagnostics.append(Diagnostic(.error, "\(MarkValidation.markName(mark.kind)) cannot share a chart with SectorMarks, which have no x and y axes; it is left out", at: mark.source ?? options.source))
                }
                continue
            }
            guard case .number(let value)? = mark.angle?.datum else { continue }
            guard value >= 0 else {
                diagnostics.append(Diagnostic(.warning, "SectorMark has a negative angle value (\(text.number(value))); sectors need values of zero or more, so it is left out", at: mark.source))
                continue
            }
            sectors.append((mark, value))
        }
        let plotted = sectors.map { PlotMark(mark: $0.mark, isGap: false) }
        let legendLabels = LegendBuilder.labels(plotted, text: text)
        let legend = LegendBuilder.legend(spec, styles: styles, labels: legendLabels)
        let plotHeight = max(40, options.height - LegendBuilder.height(legend))
        // The pie's radius in points: half the plot's height, the plot being wider than high.
        let radiusPoints = min(plotHeight, options.nominalWidth) / 2
        let unit = 100 / radiusPoints

        let total = sectors.reduce(0) { $0 + $1.value }
        let description = ChartDescription(marks: plotted, text: text)
        var drawer = PlotDrawer(styles: styles, idPrefix: options.idPrefix, text: text, describe: description.describe)
        var annotations: [PlacedAnnotation] = []
        var angle = 0.0
        for (mark, value) in sectors {
            let sweep = total > 0 ? value / total * 2 * .pi : 0
            let outer = Self.radius(mark.outerRadius, automatic: 100, unit: unit)
            let inner = Self.radius(mark.innerRadius, automatic: 0, unit: unit, outer: outer)
            let pad = (mark.angularInset ?? 0) * unit / max(outer, 1)
            var path = PathData()
            SectorPath.sector(center: ChartPoint(x: 0, y: 0), innerRadius: inner, outerRadius: outer, startAngle: angle, endAngle: angle + sweep,
                              padAngle: pad, cornerRadius: (mark.cornerRadius ?? 0) * unit, into: &path)
            drawer.sector(mark, path: path)
            for annotation in mark.annotations {
                // Overlay annotations sit at the sector's centroid, others just outside it.
                let middle = angle + sweep / 2
                let distance = annotation.position == .overlay ? (inner + outer) / 2 : outer + (annotation.spacing ?? AnnotationPlacement.defaultSpacing) * unit
                let points = distance / unit
                annotations.append(PlacedAnnotation(
                    child: annotation.child, x: 0.5, y: 0.5, offsetX: sin(middle) * points, offsetY: -cos(middle) * points,
                    // Outside the pie, the view's side facing the centre touches the point.
                    anchorX: annotation.position == .overlay ? 0.5 : 0.5 - 0.5 * sin(middle),
                    anchorY: annotation.position == .overlay ? 0.5 : 0.5 + 0.5 * cos(middle), fitsPlot: annotation.fitsPlot))
            }
            angle += sweep
        }
        let title = options.accessibilityLabel ?? description.title(xLabel: nil, yLabel: sectors.first?.mark.angle?.label)
        let series = styles.colorDomain.map { legendLabels[$0] ?? $0 }
        let shares = sectors.prefix(7).map { entry -> String in
            let name = entry.mark.foregroundBy.map { text.string($0.datum) } ?? text.number(entry.value)
            return "\(name) \(text.number((entry.value / max(total, .leastNonzeroMagnitude) * 1000).rounded() / 10))%"
        }
        var summary = description.summary(axes: [], seriesLabel: styles.colorLabel, series: series)
        if !shares.isEmpty { summary += " Shares: " + shares.joined(separator: ", ") + (sectors.count > 7 ? ", …" : "") + "." }

        var plot = PlotSVG.plot(idPrefix: options.idPrefix, title: title, summary: summary, defs: drawer.defs, grid: [], items: drawer.items)
        plot.attributes += [("viewBox", "-100 -100 200 200"), ("preserveAspectRatio", "xMidYMid meet")]
        return ChartDrawing(plot: plot, axes: [], legend: legend, annotations: annotations, table: description.table(),
                            title: title, summary: summary, diagnostics: [])
    }

    /// A radius in view-box units (the pie's radius is 100).
    static func radius(_ dimension: ChartMarkDimension, automatic: Double, unit: Double, outer: Double = 100) -> Double {
        switch dimension {
        case .automatic: return automatic
        case .fixed(let points): return min(100, points * unit)
        case .ratio(let ratio): return outer * min(max(ratio, 0), 1)
        case .inset(let points): return max(0, outer - points * unit)
        }
    }
}
