import KilnTree

/// A button that shows a list of actions, as SwiftUI's `Menu`: a button that opens its items
/// in a popover, without JavaScript; choosing an item closes the list.
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The primary action never runs on a static page; the menu opens instead.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [Node], context: LoweringContext) {
        let label = labelNode(lowered(view.label, context: context))
        let items = context.present(.menu, isPresented: false, at: nil) { lowered(view.content, context: context) }
        let environment = context.environment
        let button = Control(.button(isDestructive: false, style: environment.buttonStyle), isEnabled: environment.isEnabled, size: environment.controlSize)
        nodes.append(Node(.presentation(.button(PresentationButton(control: button, action: .show(items)))), children: [label]))
    }
}

nonisolated extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

nonisolated extension Menu where Label == KilnViews.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { KilnViews.Label(titleKey, systemImage: systemImage) }
    }
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

    public static func _lower(_ view: Self, into nodes: inout [Node], context: LoweringContext) {
        let saved = context.environment
        context.environment.buttonStyle = .bordered
        let items = lowered(view.content, context: context)
        context.environment = saved
        nodes.append(context.control(.controlGroup, children: items))
    }
}
