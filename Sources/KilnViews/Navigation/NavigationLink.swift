import KilnTree

/// A link to another view of the navigation, as SwiftUI's `NavigationLink`: with a value, shown
/// by the `navigationDestination(for:)` of the value's type, or with a destination view. On the
/// web it is a link to that view's page. In a sidebar's selectable list it selects its value.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    /// Records the link's page while lowering; nil outside any navigation container.
    let target: (LoweringContext, [Node]) -> Int?
    /// The value, which a selectable list matches against its selection.
    let tag: ViewTag?
    let source: CallSite

    public init<P: Hashable>(value: P?, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) where Destination == Never {
        let source = CallSite(fileID: fileID, line: line)
        self.label = label()
        // The value is wrapped here, outside any closure, so that no closure holds `P`'s metatype.
        let destination: NavigationValue? = if let value { NavigationValue(value) } else { nil }
        self.target = { context, _ in destination.flatMap { context.linkTarget(for: $0, source: source) } }
        self.tag = if let value { ViewTag(value) } else { nil }
        self.source = source
    }

    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), fileID: fileID, line: line, label: label)
    }

    /// The older form, with the destination view built in place.
    public init(destination: Destination, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) {
        let source = CallSite(fileID: fileID, line: line)
        self.label = label()
        self.target = { context, label in context.linkTarget(for: destination, label: label, source: source) }
        self.tag = nil
        self.source = source
    }

    /// SwiftUI 1's programmatic link: on a page it is a link to the destination's page. The
    /// binding is the app's to set; a page is reached by following the link.
    public init(destination: Destination, isActive: Binding<Bool>, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, fileID: fileID, line: line, label: label)
    }

    /// SwiftUI 1's link that is active while `selection` is `tag`: on a page, a link to the destination's page.
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, fileID: String = #fileID, line: Int = #line, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, fileID: fileID, line: line, label: label)
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let label = lowered(view.label, context: context)
        if context.navigation.selectsRows, let tag = view.tag {
            // A row of a sidebar's selectable list: the list links it to its selection's page.
            var row = labelNode(label)
            row.modifiers.append(.tag(tag))
            nodes.append(row)
            return
        }
        guard let target = view.target(context, label) else {
            context.report(.warning, "NavigationLink outside a NavigationStack or NavigationSplitView leads nowhere; its label is shown", at: view.source)
            nodes += label
            return
        }
        nodes.append(Node(.link(.page(target)), children: label, source: view.source))
    }
}

nonisolated extension NavigationLink where Label == Text {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?, fileID: String = #fileID, line: Int = #line) where Destination == Never {
        self.init(value: value, fileID: fileID, line: line) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?, fileID: String = #fileID, line: Int = #line) where Destination == Never {
        self.init(value: value, fileID: fileID, line: line) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, fileID: String = #fileID, line: Int = #line, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), fileID: fileID, line: line) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, fileID: String = #fileID, line: Int = #line, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), fileID: fileID, line: line) { Text(title) }
    }

    /// The older form, with the destination view built in place.
    public init(_ titleKey: LocalizedStringKey, destination: Destination, fileID: String = #fileID, line: Int = #line) {
        self.init(destination: destination, fileID: fileID, line: line) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, fileID: String = #fileID, line: Int = #line) {
        self.init(destination: destination, fileID: fileID, line: line) { Text(title) }
    }
}
