import Foundation
import KilnTree

// The axes of the charts in a view, as Swift Charts' view modifiers.
nonisolated extension View {
    /// Shows or hides the charts' x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        configuringCharts { $0.x.setup.visibility = ChartVisibility(visibility) }
    }

    /// Shows or hides the charts' y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        configuringCharts { $0.y.setup.visibility = ChartVisibility(visibility) }
    }

    /// The charts' x axis marks, in place of the automatic ones.
    public func chartXAxis(@AxisContentBuilder content: () -> AxisContentList) -> some View {
        let list = content()
        return configuringCharts { $0.x.content = list }
    }

    /// The charts' y axis marks, in place of the automatic ones.
    public func chartYAxis(@AxisContentBuilder content: () -> AxisContentList) -> some View {
        let list = content()
        return configuringCharts { $0.y.content = list }
    }

    /// A title for the charts' x axis.
    public func chartXAxisLabel(
        _ label: Text, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        let title = ChartAxisTitle(text: label.plainText, position: position.position, alignment: alignment, spacing: spacing.map(Double.init))
        return configuringCharts { $0.x.setup.title = title }
    }

    public func chartXAxisLabel(
        _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        chartXAxisLabel(Text(label), position: position, alignment: alignment, spacing: spacing)
    }

    @_disfavoredOverload
    public func chartXAxisLabel<S: StringProtocol>(
        _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        chartXAxisLabel(Text(label), position: position, alignment: alignment, spacing: spacing)
    }

    /// A title for the charts' y axis.
    public func chartYAxisLabel(
        _ label: Text, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        let title = ChartAxisTitle(text: label.plainText, position: position.position, alignment: alignment, spacing: spacing.map(Double.init))
        return configuringCharts { $0.y.setup.title = title }
    }

    public func chartYAxisLabel(
        _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        chartYAxisLabel(Text(label), position: position, alignment: alignment, spacing: spacing)
    }

    @_disfavoredOverload
    public func chartYAxisLabel<S: StringProtocol>(
        _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        chartYAxisLabel(Text(label), position: position, alignment: alignment, spacing: spacing)
    }
}
