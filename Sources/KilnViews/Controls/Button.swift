import KilnTree

/// A control that performs an action, rendered as a real `<button>` drawn by the
/// `buttonStyle` and `controlSize` in force (a custom style's body is its content). A static
/// page never runs the action.
nonisolated public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let action: () -> Void

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let (look, children) = context.styledButton(view.label, role: view.role)
        let effects = context.runAction(view.action)
        // A button that opens a window is, on the web, a link to the window's page.
        if let window = effects.window {
            nodes.append(Node(.link(.window(window)), children: children))
            return
        }
        let kind = Control.Kind.button(isDestructive: view.role == .destructive, style: look)
        let button = context.control(kind, children: children)
        let reactive = context.reactiveControl(button, actions: [effects.changes], showsOwnState: false)
        nodes.append(context.presentationButton(reactive, isCancel: view.role == .cancel, changes: effects.changes))
    }
}

nonisolated extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

nonisolated extension Button where Label == KilnViews.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { KilnViews.Label(titleKey, systemImage: systemImage) }
    }
}

/// What a button does, as in SwiftUI; a destructive button is drawn in red.
nonisolated public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}
