import KilnTree

/// How a gauge is drawn, as in SwiftUI. A custom style's body is drawn in a `meter` that keeps
/// the value for assistive technology, named by the gauge's label.
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GaugeStyleConfiguration
}

/// The properties of a gauge that a `GaugeStyle` draws.
nonisolated public struct GaugeStyleConfiguration {
    public typealias Label = _StylePart
    public typealias CurrentValueLabel = _StylePart
    public typealias MinimumValueLabel = _StylePart
    public typealias MaximumValueLabel = _StylePart
    public typealias MarkedValueLabels = _StylePart
    /// The gauge's value within its bounds, from 0 to 1.
    public var value: Double
    public var label: GaugeStyleConfiguration.Label
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
    /// Labels of marked values; a page's gauges have none.
    public var markedValueLabels: GaugeStyleConfiguration.MarkedValueLabels
}

typealias AnyGaugeStyle = AnyStyle<GaugeStyleConfiguration, GaugeLook>

nonisolated private struct GaugeStyleKey: EnvironmentKey { static var defaultValue: AnyGaugeStyle { AnyGaugeStyle(look: .automatic) } }

nonisolated extension EnvironmentValues {
    var gaugeStyle: AnyGaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self) {
            $0.gaugeStyle = AnyGaugeStyle(style, replacing: $0.gaugeStyle, custom: .custom) { $0.makeBody(configuration: $1) }
        }
    }
}

/// The gauge a built-in style draws for a custom style that calls its `makeBody(configuration:)`.
nonisolated private func builtInGauge(_ look: GaugeLook, _ configuration: GaugeStyleConfiguration) -> _StylePart {
    _StylePart { nodes, context in
        let bounds = configuration.minimumValueLabel.flatMap { minimum in configuration.maximumValueLabel.map { (minimum, $0) } }
        let gauge = Gauge(value: configuration.value, bounds: 0...1, label: configuration.label,
                          currentValueLabel: configuration.currentValueLabel, boundLabels: bounds)
        context.with(\.gaugeStyle, AnyGaugeStyle(look: look)) { lower(gauge, into: &nodes, context: context) }
    }
}

/// The default gauge style: a bar.
nonisolated public struct DefaultGaugeStyle: GaugeStyle, BuiltInStyle {
    public init() {}
    var look: GaugeLook { .automatic }
    public func makeBody(configuration: Configuration) -> some View { builtInGauge(look, configuration) }
}

/// A bar filled to the value, its label above.
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle, BuiltInStyle {
    public init() {}
    var look: GaugeLook { .linearCapacity }
    public func makeBody(configuration: Configuration) -> some View { builtInGauge(look, configuration) }
}

/// A bar with a marker at the value.
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle, BuiltInStyle {
    public init() {}
    var look: GaugeLook { .accessoryLinear }
    public func makeBody(configuration: Configuration) -> some View { builtInGauge(look, configuration) }
}

/// A bar filled to the value.
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, BuiltInStyle {
    public init() {}
    var look: GaugeLook { .accessoryLinearCapacity }
    public func makeBody(configuration: Configuration) -> some View { builtInGauge(look, configuration) }
}

/// A ring open at the bottom with a marker at the value.
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle, BuiltInStyle {
    public init() {}
    var look: GaugeLook { .accessoryCircular }
    public func makeBody(configuration: Configuration) -> some View { builtInGauge(look, configuration) }
}

/// A ring filled to the value.
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, BuiltInStyle {
    public init() {}
    var look: GaugeLook { .accessoryCircularCapacity }
    public func makeBody(configuration: Configuration) -> some View { builtInGauge(look, configuration) }
}

nonisolated extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}
