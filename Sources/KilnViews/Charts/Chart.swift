import Foundation
import KilnTree

/// A chart, as Swift Charts' `Chart`: marks from its content, set up by the chart view
/// modifiers around it, lowered to one chart node whose children are the marks' annotations.
/// Its dates are binned and labelled in the environment's `timeZone` and `locale`.
nonisolated public struct Chart<Content: ChartContent>: View {
    let content: Content
    let site: CallSite

    init(content: Content, site: CallSite) {
        self.content = content
        self.site = site
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let environment = context.environment
        let configuration = environment.chartConfiguration
        // Charts inside annotations are set up by their own modifiers only.
        context.environment.chartConfiguration = ChartConfiguration()
        var lowering = ChartLowering(context: context)
        Content._lowerMarks(view.content, into: &lowering)
        context.environment = environment
        view.checkSectors(&lowering)

        var spec = ChartSpec(
            marks: lowering.marks, legend: configuration.legend,
            timeZone: environment.timeZone, locale: environment.locale)
        spec.x = view.axis(configuration.x, spec, context: context)
        spec.y = view.axis(configuration.y, spec, context: context)
        spec.foregroundStyleScale = configuration.foregroundStyleScale
        if let mapping = configuration.foregroundStyleMapping {
            spec.foregroundStyleScale = ChartStyleMapping.mapped(lowering.marks, by: mapping, after: spec.foregroundStyleScale)
        }
        spec.foregroundStyleRange = configuration.foregroundStyleRange
        spec.foregroundStyleGradient = configuration.foregroundStyleGradient
        spec.symbolScale = configuration.symbolScale
        if let plotStyle = configuration.plotStyle {
            if let modifiers = ChartPlotContent.modifiers(of: plotStyle.lower(context)) {
                spec.plotModifiers = modifiers
            } else {
                context.report(
                    .warning, "chartPlotStyle's content must be the plot it receives, with modifiers; it is ignored",
                    at: plotStyle.site)
            }
        }
        nodes.append(Node(.chart(spec), children: lowering.annotationViews, source: view.site))
    }

    /// The axis `configuration` sets up, its marks lowered in the chart's zone and locale.
    private func axis(_ configuration: AxisConfiguration, _ spec: ChartSpec, context: LoweringContext) -> ChartAxisSetup {
        var setup = configuration.setup
        if let content = configuration.content {
            var lowering = AxisLowering(context: context, timeZone: spec.timeZone, locale: spec.locale)
            AxisContentList._lowerAxisContent(content, into: &lowering)
            setup.marks = lowering.marks
        }
        return setup
    }

    /// Leaves out the sectors, with their annotations, if they share the chart with x/y marks:
    /// a chart of sectors has no x and y axes to place the others on.
    private func checkSectors(_ lowering: inout _ChartLowering) {
        // By index: a closure over the marks would copy each (large) mark it looks at.
        var sectorIndex: Int?, otherIndex: Int?
        for index in lowering.marks.indices where sectorIndex == nil || otherIndex == nil {
            if lowering.marks[index].kind == .sector { sectorIndex = sectorIndex ?? index } else { otherIndex = otherIndex ?? index }
        }
        guard let sectorIndex, let otherIndex else { return }
        let sector = lowering.marks[sectorIndex], other = lowering.marks[otherIndex]
        let place = other.source.map { " (at \($0))" } ?? ""
        lowering.report(
            .error,
            "SectorMark can't share a chart with \(other.kind.typeName)\(place): sectors have no x and y axes; the sectors are left out",
            at: sector.source ?? site)
        lowering.keepMarks { $0.kind != .sector }
    }
}

// The initialisers name the builder's result type, rather than leaving it generic, so that the
// compiler checks the content closure once, however many modifiers follow the chart.
nonisolated extension Chart where Content == ChartContentList {
    public init(fileID: String = #fileID, line: Int = #line, @ChartContentBuilder content: () -> ChartContentList) {
        self.init(content: content(), site: CallSite(fileID: fileID, line: line))
    }

    /// A chart of marks for each element of `data`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, fileID: String = #fileID, line: Int = #line,
        @ChartContentBuilder content: @escaping (Data.Element) -> ChartContentList
    ) where Data.Element: Identifiable {
        self.init(data, id: \.id, fileID: fileID, line: line, content: content)
    }

    public init<Data: RandomAccessCollection, ID: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, fileID: String = #fileID, line: Int = #line,
        @ChartContentBuilder content: @escaping (Data.Element) -> ChartContentList
    ) {
        let site = CallSite(fileID: fileID, line: line)
        self.init(content: ChartContentList(ForEach(data: data, id: id, site: site, content: content)), site: site)
    }
}
