import Foundation
import KilnTree

// The legends and style scales of the charts in a view, as Swift Charts' view modifiers.
nonisolated extension View {
    /// Shows or hides the charts' legends.
    public func chartLegend(_ visibility: Visibility) -> some View {
        configuringCharts { $0.legend.visibility = ChartVisibility(visibility) }
    }

    /// Where the charts' legends sit, how they align there, and how far from the plot.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        configuringCharts { configuration in
            configuration.legend.position = position.position
            configuration.legend.alignment = alignment
            configuration.legend.spacing = spacing.map(Double.init)
        }
    }

    /// The style of each `foregroundStyle(by:)` value, in legend order.
    public func chartForegroundStyleScale<DataValue, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let scale = mapping.map { ChartStyleMapping(value: chartDatum(of: $0.key).scaleKey, paint: $0.value._paint.value) }
        return configuringCharts { $0.foregroundStyleScale = scale }
    }

    /// The styles of the `foregroundStyle(by:)` values in `domain`, in order; the range
    /// repeats when it is shorter than the domain. `type` is accepted for source compatibility.
    public func chartForegroundStyleScale<DataValue, S: ShapeStyle>(
        domain: [DataValue], range: [S], type: ScaleType? = nil, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        let site = CallSite(fileID: fileID, line: line)
        let problems = range.isEmpty && !domain.isEmpty
            ? [Diagnostic(.warning, "chartForegroundStyleScale(domain:range:) has no styles in its range; it is ignored", at: site)] : []
        let scale = range.isEmpty ? nil : domain.enumerated().map { index, value in
            ChartStyleMapping(value: chartDatum(of: value).scaleKey, paint: range[index % range.count]._paint.value)
        }
        return configuringCharts { configuration in
            if let scale { configuration.foregroundStyleScale = scale }
        }
        .modified(nil, problems: problems)
    }

    /// The style of each `foregroundStyle(by:)` value, as `mapping` gives it.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View {
        configuringCharts { configuration in
            configuration.foregroundStyleMapping = { datum in plottedValue(datum, as: DataValue.self).map { mapping($0)._paint.value } }
        }
    }

    /// The `foregroundStyle(by:)` values in `domain`'s order, each styled as `mapping` gives it.
    /// `type` is accepted for source compatibility.
    public func chartForegroundStyleScale<Domain: Collection, S: ShapeStyle>(
        domain: Domain, type: ScaleType? = nil, mapping: @escaping (Domain.Element) -> S
    ) -> some View where Domain.Element: Plottable {
        let scale = domain.map { ChartStyleMapping(value: chartDatum(of: $0).scaleKey, paint: mapping($0)._paint.value) }
        return configuringCharts { $0.foregroundStyleScale = scale }
    }

    /// The `foregroundStyle(by:)` values in `domain`'s order, with the default palette's colours.
    public func chartForegroundStyleScale<Domain: Collection>(domain: Domain, type: ScaleType? = nil) -> some View where Domain.Element: Plottable {
        let scale = domain.map { ChartStyleMapping(value: chartDatum(of: $0).scaleKey, paint: nil) }
        return configuringCharts { $0.foregroundStyleScale = scale }
    }

    /// The styles of the `foregroundStyle(by:)` values in the order they first appear, as
    /// Swift Charts takes a range without a domain; it repeats when there are more values.
    public func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> some View {
        let paints = range.map { $0._paint.value }
        return configuringCharts { $0.foregroundStyleRange = paints }
    }

    /// Colours spread evenly along `range`, first to last, for the `foregroundStyle(by:)` values
    /// in the order they first appear.
    public func chartForegroundStyleScale(range: Gradient, type: ScaleType? = nil) -> some View {
        let stops = range.treeStops
        return configuringCharts { $0.foregroundStyleGradient = stops }
    }

    /// The symbol of each `symbol(by:)` value. The scale draws basic symbols (and circles and
    /// rectangles); a value mapped to a shape of the app's own takes the next symbol of the cycle.
    public func chartSymbolScale<DataValue, S: ChartSymbolShape>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let scale = mapping.compactMap { pair in pair.value._chartSymbol.value.map { (value: chartDatum(of: pair.key).scaleKey, symbol: $0) } }
        return configuringCharts { $0.symbolScale = scale }
    }

    /// Styles the plot area of the charts: the closure gets the plot and returns it with
    /// modifiers (`background`, `border`, `frame` …), which the chart applies to its plot.
    public func chartPlotStyle<Content: View>(
        fileID: String = #fileID, line: Int = #line, @ViewBuilder content: @escaping (ChartPlotContent) -> Content
    ) -> some View {
        let site = CallSite(fileID: fileID, line: line)
        return configuringCharts { $0.plotStyle = (site, { context in lowered(content(ChartPlotContent()), context: context) }) }
    }
}

/// The plot area of a chart, as `chartPlotStyle`'s closure receives it (Swift Charts'
/// `ChartPlotContent`). It stands for the plot only there.
nonisolated public struct ChartPlotContent: View {
    public typealias Body = Never

    public static func _lower(_ view: ChartPlotContent, into nodes: inout [_Node], context: _LoweringContext) {
        nodes.append(Node(.zstack(alignment: .center), modifiers: [marker]))
    }

    /// Tags the node standing for the plot, so that the chart finds it among the closure's nodes.
    static let marker = NodeModifier.tag(ViewTag(PlotMarker()))

    /// The modifiers the closure applied to the plot, from `nodes`; nil when the nodes are not
    /// the plot with modifiers.
    static func modifiers(of nodes: [Node]) -> [NodeModifier]? {
        guard nodes.count == 1, case .tag(let first)? = nodes[0].modifiers.first, first.value == AnyHashable(PlotMarker()) else {
            return nil
        }
        return Array(nodes[0].modifiers.dropFirst())
    }

    private struct PlotMarker: Hashable {}
}
