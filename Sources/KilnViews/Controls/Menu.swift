import KilnTree

/// A button that shows a list of actions, as SwiftUI's `Menu`: a button that opens its items
/// in a popover, without JavaScript; choosing an item closes the list. With a primary action,
/// the label is a button for that action and a disclosure button beside it opens the items.
/// A custom `MenuStyle` draws the menu its body makes with `Menu(configuration)`.
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
    /// Where it is written, for what the build says about its page's script.
    let source: CallSite?

    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.primaryAction = nil
        source = CallSite(fileID: fileID, line: line)
    }

    /// A static page never runs the primary action; what it opens, the label's button opens.
    public init(
        fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        primaryAction: @escaping () -> Void
    ) {
        self.label = label()
        self.content = content()
        self.primaryAction = primaryAction
        source = CallSite(fileID: fileID, line: line)
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let configuration = MenuStyleConfiguration(
            label: _StylePart(view.label), content: _StylePart(view.content), primaryAction: view.primaryAction, source: view.source)
        if let body = context.environment.menuStyle.lowerBody(configuration, context: context, path: \.menuStyle) {
            nodes += body
            return
        }
        lowerBuiltIn(configuration, into: &nodes, context: context)
    }

    /// The menu as the built-in styles draw it.
    static func lowerBuiltIn(_ configuration: MenuStyleConfiguration, into nodes: inout [_Node], context: _LoweringContext) {
        let items = context.present(.menu, isPresented: false, at: configuration.source) { lowered(configuration.content, context: context) }
        let environment = context.environment
        guard let primaryAction = configuration.primaryAction else {
            var (look, label): (ButtonLook, [Node]) = environment.menuStyle.look == .borderlessButton
                ? (.borderless, lowered(configuration.label, context: context))
                : context.styledButton(configuration.label, role: nil)
            if environment.menuIndicatorVisibility == .visible { label.append(MenuIndicator.node) }
            let opener = Control(.button(isDestructive: false, style: look), isEnabled: environment.isEnabled, size: environment.controlSize, borderShape: environment.buttonBorderShape.look)
            nodes.append(Node(.presentation(.button(PresentationButton(control: opener, action: .show(items)))), children: [labelNode(label)]))
            return
        }
        var primary = lowered(Button(action: primaryAction) { configuration.label }, context: context)
        let name = primary.first?.plainText ?? ""
        let look = environment.buttonStyle.look == .custom ? ButtonLook.automatic : environment.buttonStyle.look
        let opener = Control(.button(isDestructive: false, style: look), isEnabled: environment.isEnabled, size: environment.controlSize, borderShape: environment.buttonBorderShape.look)
        // The disclosure is named after the label, as VoiceOver names a menu's second action.
        var disclosure = Node(.presentation(.button(PresentationButton(control: opener, action: .show(items)))), children: [MenuIndicator.node])
        disclosure.modifiers.append(.accessibilityLabel(name.isEmpty ? "More" : "More for \(name)"))
        primary.append(disclosure)
        nodes.append(Node(.hstack(alignment: .center, spacing: 4), children: primary))
    }
}

nonisolated extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(fileID: fileID, line: line, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.init(fileID: fileID, line: line, content: content) { Text(title) }
    }

    public init(
        _ titleKey: LocalizedStringKey, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(fileID: fileID, line: line, content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(fileID: fileID, line: line, content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

nonisolated extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a `MenuStyle` is drawing, drawn by the menu style outside it.
    public init(_ configuration: MenuStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
        self.primaryAction = configuration.primaryAction
        source = configuration.source
    }
}

nonisolated extension Menu where Label == KilnViews.Label<Text, Image> {
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content
    ) {
        self.init(fileID: fileID, line: line, content: content) { KilnViews.Label(titleKey, systemImage: systemImage) }
    }
}

/// How a control group presents its controls, as in SwiftUI; on a page every style is the row of
/// bordered buttons that `.automatic` draws.
public protocol ControlGroupStyle {}

nonisolated public struct AutomaticControlGroupStyle: ControlGroupStyle { public init() {} }
nonisolated public struct NavigationControlGroupStyle: ControlGroupStyle { public init() {} }
nonisolated public struct MenuControlGroupStyle: ControlGroupStyle { public init() {} }
nonisolated public struct PaletteControlGroupStyle: ControlGroupStyle { public init() {} }
nonisolated extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
nonisolated extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}
nonisolated extension ControlGroupStyle where Self == MenuControlGroupStyle {
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
    public static var compactMenu: MenuControlGroupStyle { MenuControlGroupStyle() }
}
nonisolated extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

nonisolated extension View {
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}

/// Related controls side by side, as SwiftUI's `ControlGroup`: a `role=group` row whose
/// buttons are bordered.
nonisolated public struct ControlGroup<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The label names the group in menus and toolbars; a row on a page shows only the controls.
    public init<Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let saved = context.environment
        context.environment.buttonStyle = AnyButtonStyle(look: .bordered)
        let items = lowered(view.content, context: context)
        context.environment = saved
        nodes.append(context.control(.controlGroup, children: items))
    }
}
