import KilnTree

/// Two or three columns, as SwiftUI's `NavigationSplitView`: side by side on wide screens and
/// one at a time on narrow ones, as a compact size class collapses them. A selectable list in
/// the sidebar (or content column) selects pages: each selection is a page showing it in the
/// next column; the split view's own page shows the columns as they start.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    // Closures, not views: the detail reads the selection the sidebar's list makes for the page.
    let sidebar: () -> Sidebar
    let content: (() -> Content)?
    let detail: () -> Detail
    let source: CallSite

    public init(
        fileID: String = #fileID, line: Int = #line,
        @ViewBuilder sidebar: @escaping () -> Sidebar, @ViewBuilder detail: @escaping () -> Detail
    ) where Content == EmptyView {
        self.sidebar = sidebar
        self.content = nil
        self.detail = detail
        self.source = CallSite(fileID: fileID, line: line)
    }

    public init(
        fileID: String = #fileID, line: Int = #line,
        @ViewBuilder sidebar: @escaping () -> Sidebar, @ViewBuilder content: @escaping () -> Content,
        @ViewBuilder detail: @escaping () -> Detail
    ) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.source = CallSite(fileID: fileID, line: line)
    }

    /// Which columns show is the screen's width on a page; the binding is kept for source compatibility.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder sidebar: @escaping () -> Sidebar, @ViewBuilder detail: @escaping () -> Detail
    ) where Content == EmptyView {
        self.init(fileID: fileID, line: line, sidebar: sidebar, detail: detail)
    }

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder sidebar: @escaping () -> Sidebar, @ViewBuilder content: @escaping () -> Content,
        @ViewBuilder detail: @escaping () -> Detail
    ) {
        self.init(fileID: fileID, line: line, sidebar: sidebar, content: content, detail: detail)
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let navigation = context.navigation
        let key = navigation.key("split", at: view.source)
        let detailKey = key + "/detail"
        let split = NavigationScope(key: key, parent: navigation.scope, pushKey: detailKey, destinations: DestinationTable())
        var columns: [(role: NavigationBar.Role, lower: () -> [Node])] = [(.sidebar, { lowered(view.sidebar(), context: context) })]
        if let content = view.content { columns.append((.content, { lowered(content(), context: context) })) }
        columns.append((.detail, { lowered(view.detail(), context: context) }))
        let lastStep = navigation.state.steps.last
        // Narrow, the split view shows the column after its last selection, as a collapsed one pushes it.
        let roles = columns.map(\.role)
        let compactColumn = navigation.state.steps.last { $0.scope.hasPrefix(key + "/") }.map { step -> Int in
            if step.scope == detailKey { return roles.count - 1 }
            let selecting = roles.firstIndex { role in step.scope.hasPrefix(key + "/" + role.name + "/") } ?? 0
            return min(roles.count - 1, 1 + selecting)
        } ?? 0
        var columnNodes: [Node] = []
        var widths: [Double?] = []
        _ = context.lower(in: split) {
            for (index, column) in columns.enumerated() {
                let columnKey = key + "/" + column.role.name
                // A page selecting in the previous column takes its title from this one.
                if index > 0, let lastStep, lastStep.scope.hasPrefix(key + "/" + columns[index - 1].role.name + "/") { navigation.wantsTitle = true }
                let scope = NavigationScope(key: columnKey, parent: split, pushKey: detailKey, destinations: split.destinations, resolvesLinks: false)
                let pushes = column.role == .detail ? navigation.state.steps(in: detailKey) : []
                let content = context.lower(inColumn: column.role) {
                    context.lower(in: scope) {
                        if case .push(let top)? = pushes.last?.action {
                            split.destinations.byType.merge(top.destinations) { current, _ in current }
                            return top.render(context)
                        }
                        return column.lower()
                    }
                }
                if lastStep?.scope == detailKey, column.role == .detail {
                    navigation.takeTitle(scope.title)
                } else {
                    navigation.offerTitle(scope.title)
                }
                // The column a narrow screen shows alone links back, as a collapsed split view's back button.
                let trail: NavigationBar.Trail = !pushes.isEmpty ? .shown : (index == compactColumn && index > 0 ? .compactOnly : .hidden)
                let bar = NavigationBar(role: column.role, title: scope.title, toolbarItemCount: scope.toolbar.count, trail: trail, titleIsInline: scope.titleIsInline ?? false)
                columnNodes.append(Node(.navigationColumn(bar), children: scope.toolbar + content))
                widths.append(scope.columnWidth)
            }
            return []
        }
        let spec = SplitViewSpec(style: context.environment.navigationSplitViewStyle.style, columnWidths: widths, compactColumn: compactColumn)
        nodes.append(Node(.splitView(spec), children: columnNodes, source: view.source))
    }
}

nonisolated extension NavigationBar.Role {
    /// The column's name in the keys of the containers inside it.
    var name: String {
        switch self {
        case .stack: "stack"
        case .sidebar: "sidebar"
        case .content: "content"
        case .detail: "detail"
        }
    }
}

/// Which split-view columns show, as SwiftUI's `NavigationSplitViewVisibility`.
nonisolated public enum NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    case automatic, all, doubleColumn, detailOnly
}

/// How a split view weighs its columns, as SwiftUI's `NavigationSplitViewStyle`.
nonisolated public struct NavigationSplitViewStyle: Hashable, Sendable {
    let style: SplitViewSpec.Style

    public static let automatic = NavigationSplitViewStyle(style: .automatic)
    /// The sidebar and detail share the width evenly.
    public static let balanced = NavigationSplitViewStyle(style: .balanced)
    /// The detail keeps the width; the sidebar shows beside it only on wide screens.
    public static let prominentDetail = NavigationSplitViewStyle(style: .prominentDetail)
}

nonisolated private struct NavigationSplitViewStyleKey: EnvironmentKey {
    static let defaultValue = NavigationSplitViewStyle.automatic
}

nonisolated extension EnvironmentValues {
    var navigationSplitViewStyle: NavigationSplitViewStyle {
        get { self[NavigationSplitViewStyleKey.self] }
        set { self[NavigationSplitViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func navigationSplitViewStyle(_ style: NavigationSplitViewStyle) -> some View {
        environment(\.navigationSplitViewStyle, style)
    }

    public func navigationSplitViewColumnWidth(_ width: Double) -> some View {
        NavigationScopeSetting(content: self, setting: \.columnWidth, value: width)
    }

    /// The ideal width is the column's width on a page; the bounds are kept for source compatibility.
    public func navigationSplitViewColumnWidth(min: Double? = nil, ideal: Double, max: Double? = nil) -> some View {
        NavigationScopeSetting(content: self, setting: \.columnWidth, value: ideal)
    }
}
