import KilnTree

/// A title with an icon, as SwiftUI's `Label`.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [Node], context: LoweringContext) {
        let title = lowered(view.title, context: context)
        let icon = lowered(view.icon, context: context)
        // The title already says what the label means, so the icon is hidden from assistive technology.
        let children = [group(title), group(icon, modifiers: [.accessibilityHidden])]
        nodes.append(Node(.label, children: children))
    }

    private static func group(_ nodes: [Node], modifiers: [NodeModifier] = []) -> Node {
        var node = nodes.count == 1 ? nodes[0] : Node(.hstack(alignment: .center, spacing: nil), children: nodes)
        node.modifiers += modifiers
        return node
    }
}

extension Label where Title == Text, Icon == Image {
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
