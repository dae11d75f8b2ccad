import KilnTree

/// How a progress view is drawn, as in SwiftUI. A custom style's body is drawn in a
/// `progressbar` that keeps the value for assistive technology, unless the body holds a
/// progress view of its own (`ProgressView(configuration)`), which then says it.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// The properties of a progress view that a `ProgressViewStyle` draws.
nonisolated public struct ProgressViewStyleConfiguration {
    public typealias Label = _StylePart
    public typealias CurrentValueLabel = _StylePart
    /// The part completed, from 0 to 1; nil when the progress is indeterminate.
    public let fractionCompleted: Double?
    public var label: ProgressViewStyleConfiguration.Label?
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

typealias AnyProgressViewStyle = AnyStyle<ProgressViewStyleConfiguration, ProgressLook>

nonisolated private struct ProgressViewStyleKey: EnvironmentKey { static var defaultValue: AnyProgressViewStyle { AnyProgressViewStyle(look: .automatic) } }

nonisolated extension EnvironmentValues {
    var progressViewStyle: AnyProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self) {
            $0.progressViewStyle = AnyProgressViewStyle(style, replacing: $0.progressViewStyle, custom: .custom) { $0.makeBody(configuration: $1) }
        }
    }
}

nonisolated extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a `ProgressViewStyle` is drawing, drawn by the style outside it.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(value: configuration.fractionCompleted, total: 1, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel, site: CallSite(fileID: #fileID, line: #line))
    }
}

nonisolated private func builtInProgressView(_ look: ProgressLook, _ configuration: ProgressViewStyleConfiguration) -> _StylePart {
    _StylePart { nodes, context in
        context.with(\.progressViewStyle, AnyProgressViewStyle(look: look)) { lower(ProgressView(configuration), into: &nodes, context: context) }
    }
}

/// The default progress view style: a bar with a value, a spinner without.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInStyle {
    public init() {}
    var look: ProgressLook { .automatic }
    public func makeBody(configuration: Configuration) -> some View { builtInProgressView(look, configuration) }
}

/// A progress bar that takes the width it is offered.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInStyle {
    public init() {}
    var look: ProgressLook { .linear }
    public func makeBody(configuration: Configuration) -> some View { builtInProgressView(look, configuration) }
}

/// A ring filled to the value, or a spinner without one.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInStyle {
    public init() {}
    var look: ProgressLook { .circular }
    public func makeBody(configuration: Configuration) -> some View { builtInProgressView(look, configuration) }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
