import KilnTree

/// A titled box around related views, as SwiftUI's `GroupBox`, drawn by the `groupBoxStyle`
/// in force (a rounded card by default). A visual grouping: the page shows the style's body.
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let configuration = GroupBoxStyleConfiguration(label: _StylePart(view.label), content: _StylePart(view.content))
        let depth = context.environment.groupBoxDepth
        nodes += context.with(\.groupBoxDepth, depth + 1) {
            context.environment.groupBoxStyle.lowerBody(configuration, context: context, path: \.groupBoxStyle) ?? []
        }
    }
}

nonisolated extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(label: EmptyView(), content: content)
    }
}

nonisolated extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), content: content)
    }
}

nonisolated extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box a `GroupBoxStyle` is drawing, drawn by the style outside it.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(label: configuration.label) { configuration.content }
    }
}
