import KilnTextMetrics
import KilnTree

/// The legend Swift Charts adds for style encodings: one entry per value, with the value's
/// colour and, where `symbol(by:)` uses the same values, its symbol.
enum LegendBuilder {
    static func legend(_ spec: ChartSpec, styles: SeriesStyles, labels: [String: String]) -> ChartLegendDrawing? {
        guard spec.legend.visibility != .hidden else { return nil }
        let colorKeys = styles.colorDomain, symbolKeys = styles.symbolDomain
        guard !colorKeys.isEmpty || !symbolKeys.isEmpty else { return nil }
        let sharesValues = styles.colorLabel != nil && styles.colorLabel == styles.symbolLabel
        let keys = colorKeys.isEmpty ? symbolKeys : colorKeys
        let entries = keys.map { key in
            let color = colorKeys.isEmpty ? SeriesStyles.palette(0) : styles.color(forKey: key)
            let symbol: ChartSymbol = (colorKeys.isEmpty || sharesValues) && !symbolKeys.isEmpty ? styles.symbol(forKey: key) : .circle
            return ChartLegendDrawing.Entry(label: labels[key] ?? key, swatch: swatch(symbol, color))
        }
        let placement: ChartLegendDrawing.Placement
        switch spec.legend.position {
        case .top, .topLeading, .topTrailing: placement = .top
        case .leading: placement = .leading
        case .trailing: placement = .trailing
        default: placement = .bottom
        }
        return ChartLegendDrawing(
            title: styles.colorLabel ?? styles.symbolLabel ?? "", entries: entries, placement: placement,
            alignment: spec.legend.alignment?.horizontal ?? .leading)
    }

    /// The text of each style value, by its scale key: the legend's labels and the summary's series.
    static func labels(_ marks: [PlotMark], text: ValueText) -> [String: String] {
        var labels: [String: String] = [:]
        func add(_ value: ChartValue?) {
            guard let value else { return }
            let key = value.datum.scaleKey
            if labels[key] == nil { labels[key] = text.string(value.datum) }
        }
        for plotted in marks {
            add(plotted.mark.foregroundBy)
            add(plotted.mark.symbolBy)
        }
        return labels
    }

    /// The height a legend above or below the plot takes from it.
    static func height(_ legend: ChartLegendDrawing?) -> Double {
        guard let legend, legend.placement == .top || legend.placement == .bottom else { return 0 }
        return 24
    }

    /// The width a legend beside the plot takes from it: its widest entry (12-point system text,
    /// measured with the chart font's metrics and widened by a tenth), its swatch and the gaps.
    static func sideWidth(_ legend: ChartLegendDrawing) -> Double {
        guard legend.placement == .leading || legend.placement == .trailing else { return 0 }
        let widest = legend.entries.map { TextMeasure.width(of: $0.label, size: 12) * 1.1 }.max() ?? 0
        return widest + 10 + 4 + 8
    }

    private static func swatch(_ symbol: ChartSymbol, _ color: ChartColor) -> SVGElement {
        var shape = SVGElement("path", [("d", Symbols.path(symbol, area: 50)), ("fill", "currentColor")])
        shape.colors.append((.color, color))
        return SVGElement("svg", [("width", "10"), ("height", "10"), ("viewBox", "-5 -5 10 10"), ("aria-hidden", "true")], children: [shape])
    }
}
