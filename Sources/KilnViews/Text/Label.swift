import KilnTree

/// A title with an icon, as SwiftUI's `Label`; `labelStyle(_:)` shows the title, the icon or
/// both, or a custom style's body places them.
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let style = context.environment.labelStyle
        let configuration = LabelStyleConfiguration(title: _StylePart(view.title), icon: _StylePart(view.icon))
        if let body = style.lowerBody(configuration, context: context, path: \.labelStyle) {
            nodes += body
            return
        }
        let title = group(lowered(view.title, context: context))
        let icon = lowered(view.icon, context: context)
        switch style.look {
        case .titleOnly:
            nodes.append(title)
        case .iconOnly:
            // The title still names the icon for assistive technology.
            nodes.append(group(icon, modifiers: [.accessibilityLabel(title.plainText)]))
        case .automatic, .titleAndIcon, .custom:
            // The title already says what the label means, so the icon is hidden from assistive technology.
            nodes.append(Node(.label, children: [title, group(icon, modifiers: [.accessibilityHidden])]))
        }
    }

    private static func group(_ nodes: [Node], modifiers: [NodeModifier] = []) -> Node {
        var node = nodes.count == 1 ? nodes[0] : Node(.hstack(alignment: .center, spacing: nil), children: nodes)
        node.modifiers += modifiers
        return node
    }
}

nonisolated extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}
