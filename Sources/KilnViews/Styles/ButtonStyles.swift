import KilnTree

/// A button style that draws a button's label and leaves its interaction to the button, as in
/// SwiftUI. The button stays a real `<button>` (or the link or dialog opener it was) whose
/// content is the style's body; `isPressed` is false, as a built page is never pressed.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button that a `ButtonStyle` draws.
nonisolated public struct ButtonStyleConfiguration {
    public typealias Label = _StylePart
    public let role: ButtonRole?
    /// The button's own label, lowered where the body places it.
    public let label: ButtonStyleConfiguration.Label
    /// Always false: a page is built, never pressed.
    public let isPressed: Bool
}

/// A button style that draws a button and decides how it is triggered, as in SwiftUI. On a
/// page the button keeps its semantics (a `<button>` whose content is the body), so a body that
/// triggers it from a gesture still leaves a working button; `trigger()` does nothing.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button that a `PrimitiveButtonStyle` draws.
nonisolated public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = _StylePart
    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label

    /// Performs the button's action in an app; a static page never runs actions.
    public func trigger() {}
}

/// What a button hands its style.
nonisolated struct ButtonStyleInput {
    let label: _StylePart
    let role: ButtonRole?
}

typealias AnyButtonStyle = AnyStyle<ButtonStyleInput, ButtonLook>

nonisolated private struct ButtonStyleKey: EnvironmentKey { static var defaultValue: AnyButtonStyle { AnyButtonStyle(look: .automatic) } }

nonisolated extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the buttons in this view (and the menus, and `.button` toggles) with `style`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self) {
            $0.buttonStyle = AnyButtonStyle(style, replacing: $0.buttonStyle, custom: .custom) { style, input in
                style.makeBody(configuration: PrimitiveButtonStyleConfiguration(role: input.role, label: input.label))
            }
        }
    }

    /// Draws the buttons in this view with `style`'s body around their labels.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self) {
            $0.buttonStyle = AnyButtonStyle(style, replacing: $0.buttonStyle, custom: .custom) { style, input in
                style.makeBody(configuration: ButtonStyleConfiguration(role: input.role, label: input.label, isPressed: false))
            }
        }
    }
}

nonisolated extension LoweringContext {
    /// A button's look and content under the button style in force: its label as the built-in
    /// style draws it, or a custom style's body around it.
    func styledButton<Label: View>(_ label: Label, role: ButtonRole?) -> (look: ButtonLook, content: [Node]) {
        let style = environment.buttonStyle
        let input = ButtonStyleInput(label: _StylePart(label), role: role)
        if let body = style.lowerBody(input, context: self, path: \.buttonStyle) { return (style.look, body) }
        return (style.look, lowered(label, context: self))
    }
}

nonisolated extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a `PrimitiveButtonStyle` is drawing, drawn by the style outside it; inside the
    /// styled button it is that button's look, not a second button.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: {}, label: { configuration.label })
    }
}

// MARK: - Built-in styles

/// Draws a button the way a built-in `look` does, for a custom style that calls a built-in
/// style's `makeBody(configuration:)`.
nonisolated private func builtInButton(_ look: ButtonLook, _ configuration: PrimitiveButtonStyleConfiguration) -> _StylePart {
    _StylePart { nodes, context in
        context.with(\.buttonStyle, AnyButtonStyle(look: look)) { lower(Button(configuration), into: &nodes, context: context) }
    }
}

/// The platform's default button style: a borderless button in the tint colour.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    public init() {}
    var look: ButtonLook { .automatic }
    public func makeBody(configuration: Configuration) -> some View { builtInButton(look, configuration) }
}

/// A button drawn as its label in the tint colour, without a border.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    public init() {}
    var look: ButtonLook { .borderless }
    public func makeBody(configuration: Configuration) -> some View { builtInButton(look, configuration) }
}

/// A button drawn as its label alone.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    public init() {}
    var look: ButtonLook { .plain }
    public func makeBody(configuration: Configuration) -> some View { builtInButton(look, configuration) }
}

/// A button on a tinted rounded background.
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    public init() {}
    var look: ButtonLook { .bordered }
    public func makeBody(configuration: Configuration) -> some View { builtInButton(look, configuration) }
}

/// A button filled with the tint colour, for the most important action.
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    public init() {}
    var look: ButtonLook { .borderedProminent }
    public func makeBody(configuration: Configuration) -> some View { builtInButton(look, configuration) }
}

nonisolated extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
