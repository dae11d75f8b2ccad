import Foundation
import KilnTree

/// How the charts below a view are set up, as the chart view modifiers (`chartXAxis`,
/// `chartXScale`, `chartLegend` …) say. An environment value, so that those modifiers apply to
/// any view holding charts and the innermost wins, as in SwiftUI; `Chart` reads it as it lowers.
nonisolated struct ChartConfiguration {
    var x = AxisConfiguration()
    var y = AxisConfiguration()
    var legend = ChartLegend()
    var foregroundStyleScale: [ChartStyleMapping] = []
    var foregroundStyleRange: [Paint] = []
    var foregroundStyleGradient: [GradientStop] = []
    /// `chartForegroundStyleScale(mapping:)`: the style of a value, nil where the closure does not
    /// take its type; applied to the chart's values in the order they first appear.
    var foregroundStyleMapping: ((ChartDatum) -> Paint?)?
    var symbolScale: [(value: String, symbol: ChartSymbol)] = []
    /// `chartPlotStyle`: where it was written, and how it lowers the plot it styles.
    var plotStyle: (site: CallSite, lower: (LoweringContext) -> [Node])?
}

/// How one axis is set up; `setup.marks` is filled from `content` when a chart lowers, as axis
/// labels are formatted in the chart's zone and locale.
nonisolated struct AxisConfiguration {
    var setup = ChartAxisSetup()
    var content: AxisContentList?
}

nonisolated private struct ChartConfigurationKey: EnvironmentKey {
    static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

nonisolated extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

nonisolated extension View {
    /// This view with its charts set up as `change` says.
    func configuringCharts(_ change: @escaping (inout ChartConfiguration) -> Void) -> EnvironmentWriter<Self> {
        EnvironmentWriter(content: self) { change(&$0.chartConfiguration) }
    }
}

nonisolated extension ChartVisibility {
    init(_ visibility: Visibility) {
        switch visibility {
        case .automatic: self = .automatic
        case .visible: self = .visible
        case .hidden: self = .hidden
        }
    }
}
