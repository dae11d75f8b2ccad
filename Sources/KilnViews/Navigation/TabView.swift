import KilnTree

/// Views in tabs, as SwiftUI's `TabView`: on the web each tab is a page with a tab bar of
/// links, the first (or initially selected) tab at the page holding the tab view.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: Binding<SelectionValue>?
    let source: CallSite

    public init(selection: Binding<SelectionValue>?, fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection
        self.source = CallSite(fileID: fileID, line: line)
    }

    public init(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Content) where SelectionValue == Int {
        self.init(selection: nil, fileID: fileID, line: line, content: content)
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let navigation = context.navigation
        let key = navigation.key("tabs", at: view.source)
        let tabs = context.loweredWithTags(view.content).enumerated().map { TabPage($1, index: $0) }
        guard !tabs.isEmpty else { return }
        let initialTag = view.selection.map { ViewTag($0.wrappedValue) }
        let initial = tabs.firstIndex { $0.tag == initialTag } ?? 0
        var selected = initial
        if case .select(let tag)? = navigation.state.steps(in: key).last?.action, let chosen = tabs.firstIndex(where: { $0.tag == tag }) {
            selected = chosen
            if let value = tag.value.base as? SelectionValue { view.selection?.wrappedValue = value }
        }
        var links: [Node] = []
        for (index, tab) in tabs.enumerated() {
            let title = tab.label.lazy.map(\.firstWords).first { !$0.isEmpty } ?? "Tab \(index + 1)"
            let step = index == initial ? nil : NavigationStep(scope: key, path: [PagePath.slug(title)], action: .select(tab.tag))
            let target = navigation.add(NavigationTarget(scope: key, step: step, title: title, identity: AnyHashable("\(key)#\(index)"), source: view.source, mayBeNumbered: false))
            links.append(Node(.link(.page(target)), children: tab.label))
            // Links in the tabs not shown belong to their own pages.
            if index != selected { navigation.drop(tab.content.flatMap(\.pageLinkTargets)) }
        }
        if navigation.state.steps.last?.scope == key {
            navigation.takeTitle(tabs[selected].label.lazy.map(\.firstWords).first { !$0.isEmpty })
        }
        nodes.append(Node(.tabView(selected: selected, tabCount: tabs.count), children: links + tabs[selected].content, source: view.source))
    }

    /// A tab: its `tabItem` label, its content, and its tag (explicit, or its position among `ForEach`'s views).
    private struct TabPage {
        let label: [Node]
        let content: [Node]
        let tag: ViewTag

        init(_ node: Node, index: Int) {
            if case .tabItem = node.kind, let label = node.tabItemLabel {
                self.label = [label]
                self.content = Array(node.tabItemContent)
            } else {
                self.label = []
                self.content = [node]
            }
            tag = node.tag ?? ViewTag(index)
        }
    }
}

/// `tabItem { }`: the label of a tab view's tab.
nonisolated struct TabItemView<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let content = lowered(view.content, context: context)
        let label = lowered(view.label, context: context)
        nodes.append(.tabItem(label: labelNode(label), content: content))
    }
}

nonisolated extension View {
    public func tabItem<Label: View>(@ViewBuilder _ label: () -> Label) -> some View {
        TabItemView(content: self, label: label())
    }
}

nonisolated extension Node {
    /// The navigation targets of the page links in this view.
    var pageLinkTargets: [Int] {
        var found: [Int] = []
        if case .link(.page(let target)) = kind { found.append(target) }
        for child in children { found += child.pageLinkTargets }
        return found
    }
}

/// A tab of a tab view, as SwiftUI's `Tab` (iOS 18): its label and content, and the value a
/// `TabView(selection:)` matches.
nonisolated public struct Tab<Value: Hashable, Content: View, TabLabel: View>: View {
    let label: TabLabel
    let content: Content
    let value: Value?

    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> TabLabel) {
        self.label = label()
        self.content = content()
        self.value = value
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        var tab = Node.tabItem(label: labelNode(lowered(view.label, context: context)), content: lowered(view.content, context: context))
        if let value = view.value { tab.modifiers.append(.tag(ViewTag(value))) }
        nodes.append(tab)
    }
}

nonisolated extension Tab where TabLabel == Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { Label(title, systemImage: systemImage) }
    }
}

nonisolated extension Tab where TabLabel == Label<Text, Image>, Value == Never {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.label = Label(titleKey, systemImage: systemImage)
        self.content = content()
        self.value = nil
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.label = Label(title, systemImage: systemImage)
        self.content = content()
        self.value = nil
    }
}
