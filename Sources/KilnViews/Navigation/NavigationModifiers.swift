import KilnTree

/// `navigationDestination(for:destination:)`: registers how the enclosing navigation container
/// shows values of a type.
nonisolated struct NavigationDestinationView<Content: View>: View {
    let content: Content
    let type: ObjectIdentifier
    let destination: NavigationDestination
    let source: CallSite

    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        if let scope = context.navigation.scope {
            scope.destinations.byType[view.type] = view.destination
        } else {
            context.report(.warning, "navigationDestination outside a NavigationStack or NavigationSplitView shows nothing", at: view.source)
        }
        lower(view.content, into: &nodes, context: context)
    }
}

/// `navigationTitle(_:)`: the title of the enclosing navigation container's page.
nonisolated struct NavigationTitleView<Content: View>: View {
    let content: Content
    let title: Text

    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        if let scope = context.navigation.scope, scope.title == nil {
            scope.title = lowered(view.title, context: context).map(\.plainText).joined()
        }
        lower(view.content, into: &nodes, context: context)
    }
}

/// A setting of the enclosing navigation container (`navigationBarTitleDisplayMode`,
/// `navigationSplitViewColumnWidth`): the first met wins, as for the title.
nonisolated struct NavigationScopeSetting<Content: View, Value>: View {
    let content: Content
    let setting: ReferenceWritableKeyPath<NavigationScope, Value?>
    let value: Value

    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        if let scope = context.navigation.scope, scope[keyPath: view.setting] == nil { scope[keyPath: view.setting] = view.value }
        lower(view.content, into: &nodes, context: context)
    }
}

nonisolated extension View {
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, fileID: String = #fileID, line: Int = #line, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        let show = NavigationDestination { value, context in lowered(destination(value as! D), context: context) }
        return NavigationDestinationView(content: self, type: ObjectIdentifier(D.self), destination: show, source: CallSite(fileID: fileID, line: line))
    }

    public func navigationTitle(_ title: Text) -> some View {
        NavigationTitleView(content: self, title: title)
    }

    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// A title the reader may rename in an app: the page shows its value.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(Text(verbatim: title.wrappedValue))
    }

    /// A menu under the title, in an app; not drawn on a page yet, and the build says so once.
    public func toolbarTitleMenu<C: View>(fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> C) -> some View {
        notDrawnYet("toolbarTitleMenu", fileID: fileID, line: line)
    }

    /// `.inline` puts the title in the bar's row, as iOS's 44-point bar; `.large` and
    /// `.automatic` show it large below the bar.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        NavigationScopeSetting(content: self, setting: \.titleIsInline, value: mode == .inline)
    }

    /// The iOS 17 spelling: `.inline` and `.inlineLarge` put the title in the bar's row.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        NavigationScopeSetting(content: self, setting: \.titleIsInline, value: mode == .inline || mode == .inlineLarge)
    }

    /// Toolbar roles change an app's bar only; kept for source compatibility.
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        self
    }
}

/// Namespace for `NavigationBarItem.TitleDisplayMode`.
nonisolated public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

/// `toolbarRole(_:)`'s roles.
nonisolated public enum ToolbarRole: Hashable, Sendable {
    case automatic, browser, editor, navigationStack
}

/// How a navigation title shows, as SwiftUI's `ToolbarTitleDisplayMode`.
nonisolated public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    private let name: String
    public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
    public static let large = ToolbarTitleDisplayMode(name: "large")
    public static let inline = ToolbarTitleDisplayMode(name: "inline")
    public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
}
