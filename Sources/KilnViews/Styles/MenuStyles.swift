import KilnTree

/// How a menu is drawn, as in SwiftUI: a custom style's body wraps the menu it makes with
/// `Menu(configuration)`.
@MainActor @preconcurrency
public protocol MenuStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = MenuStyleConfiguration
}

/// A menu as its style sees it: pass it to `Menu(_:)` to draw the menu.
nonisolated public struct MenuStyleConfiguration {
    public typealias Label = _StylePart
    public typealias Content = _StylePart
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
    let source: CallSite?
}

/// How the built-in menu styles draw a menu's button.
nonisolated enum MenuLook: Hashable, Sendable {
    case automatic, button, borderlessButton, custom
}

typealias AnyMenuStyle = AnyStyle<MenuStyleConfiguration, MenuLook>

nonisolated private struct MenuStyleKey: EnvironmentKey { static var defaultValue: AnyMenuStyle { AnyMenuStyle(look: .automatic) } }
nonisolated private struct MenuIndicatorKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

nonisolated extension EnvironmentValues {
    var menuStyle: AnyMenuStyle {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }

    /// `menuIndicator(_:)`: whether a menu's button shows the arrow that says it opens a menu.
    /// Automatic is hidden, as for a menu in an iOS stack.
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorKey.self] }
        set { self[MenuIndicatorKey.self] = newValue }
    }
}

nonisolated extension View {
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self) {
            $0.menuStyle = AnyMenuStyle(style, replacing: $0.menuStyle, custom: .custom) { $0.makeBody(configuration: $1) }
        }
    }

    /// Shows (`.visible`) or hides the arrow after a menu's label. A menu with a primary action
    /// keeps its disclosure button, the only way to its items on a page.
    public func menuIndicator(_ visibility: Visibility) -> some View {
        environment(\.menuIndicatorVisibility, visibility)
    }
}

/// The arrow that marks a menu's button, drawn as a small chevron glyph.
nonisolated enum MenuIndicator {
    static var node: Node {
        Node(.text([TextRun("\u{25BE}")]), modifiers: [.accessibilityHidden])
    }
}

nonisolated private func builtInMenu(_ look: MenuLook, _ configuration: MenuStyleConfiguration) -> _StylePart {
    _StylePart { nodes, context in
        context.with(\.menuStyle, AnyMenuStyle(look: look)) { lower(Menu(configuration), into: &nodes, context: context) }
    }
}

/// The default menu style: a button in the button style in force.
nonisolated public struct DefaultMenuStyle: MenuStyle, BuiltInStyle {
    public init() {}
    var look: MenuLook { .automatic }
    public func makeBody(configuration: Configuration) -> some View { builtInMenu(look, configuration) }
}

/// A menu drawn as a button in the button style in force.
nonisolated public struct ButtonMenuStyle: MenuStyle, BuiltInStyle {
    public init() {}
    var look: MenuLook { .button }
    public func makeBody(configuration: Configuration) -> some View { builtInMenu(look, configuration) }
}

/// A menu drawn as a borderless button.
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle, BuiltInStyle {
    public init() {}
    var look: MenuLook { .borderlessButton }
    public func makeBody(configuration: Configuration) -> some View { builtInMenu(look, configuration) }
}

/// macOS's bordered button menu, as `.menuStyle(BorderedButtonMenuStyle())` asks: a button menu.
nonisolated public struct BorderedButtonMenuStyle: MenuStyle, BuiltInStyle {
    public init() {}
    var look: MenuLook { .button }
    public func makeBody(configuration: Configuration) -> some View { builtInMenu(look, configuration) }
}

nonisolated extension MenuStyle where Self == DefaultMenuStyle {
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

nonisolated extension MenuStyle where Self == ButtonMenuStyle {
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

nonisolated extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}
