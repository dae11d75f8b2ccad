import KilnTree

/// How a toggle is drawn and behaves, as in SwiftUI. On a page a toggle with a custom style
/// stays a real checkbox that keeps its state, named by the toggle's label; the style's body
/// is drawn for the toggle off and on, and the stylesheet shows the one matching the checkbox,
/// so the toggle still works without JavaScript. A body that holds a toggle itself
/// (`Toggle(configuration)`) is drawn as it is: that toggle is the control.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle that a `ToggleStyle` draws.
nonisolated public struct ToggleStyleConfiguration {
    public typealias Label = _StylePart
    /// The toggle's own label, lowered where the body places it.
    public let label: ToggleStyleConfiguration.Label
    /// The toggle's state for the body being drawn; writing it does nothing on a page.
    @Binding public var isOn: Bool
    /// True when the toggle stands for several bindings that differ.
    public var isMixed: Bool
}

typealias AnyToggleStyle = AnyStyle<ToggleStyleConfiguration, ToggleLook>

nonisolated private struct ToggleStyleKey: EnvironmentKey { static var defaultValue: AnyToggleStyle { AnyToggleStyle(look: .automatic) } }

nonisolated extension EnvironmentValues {
    var toggleStyle: AnyToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self) {
            $0.toggleStyle = AnyToggleStyle(style, replacing: $0.toggleStyle, custom: .custom) { $0.makeBody(configuration: $1) }
        }
    }
}

nonisolated extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a `ToggleStyle` is drawing, drawn by the toggle style outside it.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(label: configuration.label, state: configuration.isMixed ? { nil } : { configuration.isOn }, set: { configuration.isOn = $0 })
    }
}

nonisolated private func builtInToggle(_ look: ToggleLook, _ configuration: ToggleStyleConfiguration) -> _StylePart {
    _StylePart { nodes, context in
        context.with(\.toggleStyle, AnyToggleStyle(look: look)) { lower(Toggle(configuration), into: &nodes, context: context) }
    }
}

/// The default toggle style: iOS's switch.
nonisolated public struct DefaultToggleStyle: ToggleStyle, BuiltInStyle {
    public init() {}
    var look: ToggleLook { .automatic }
    public func makeBody(configuration: Configuration) -> some View { builtInToggle(look, configuration) }
}

/// A toggle drawn as a switch after its label.
nonisolated public struct SwitchToggleStyle: ToggleStyle, BuiltInStyle {
    let tint: Color?
    public init() { tint = nil }
    /// SwiftUI 1's tinted switch: as `.switch` with `.tint(tint)`.
    public init(tint: Color) { self.tint = tint }
    /// None for a tinted switch, which is then drawn by its `makeBody` like a custom style.
    var look: ToggleLook? { tint == nil ? .switch : nil }
    public func makeBody(configuration: Configuration) -> some View {
        if let tint {
            builtInToggle(.switch, configuration).tint(tint)
        } else {
            builtInToggle(.switch, configuration)
        }
    }
}

/// A toggle drawn as a checkbox before its label.
nonisolated public struct CheckboxToggleStyle: ToggleStyle, BuiltInStyle {
    public init() {}
    var look: ToggleLook { .checkbox }
    public func makeBody(configuration: Configuration) -> some View { builtInToggle(look, configuration) }
}

/// A toggle drawn as a button, filled with the tint while it is on.
nonisolated public struct ButtonToggleStyle: ToggleStyle, BuiltInStyle {
    public init() {}
    var look: ToggleLook { .button }
    public func makeBody(configuration: Configuration) -> some View { builtInToggle(look, configuration) }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

nonisolated extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

nonisolated extension ToggleStyle where Self == CheckboxToggleStyle {
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

nonisolated extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
