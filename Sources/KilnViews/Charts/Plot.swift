/// A group of marks drawn together, as Swift Charts' `Plot { … }`: its marks are the chart's,
/// in order (Swift Charts uses it to keep a group's drawing in one layer, which a page's SVG does).
nonisolated public struct Plot: ChartContent {
    let content: ChartContentList

    public init(@ChartContentBuilder content: () -> ChartContentList) {
        self.content = content()
    }

    public typealias Body = Never

    public static func _lowerMarks(_ plot: Plot, into lowering: inout _ChartLowering) {
        ChartContentList._lowerMarks(plot.content, into: &lowering)
    }
}
