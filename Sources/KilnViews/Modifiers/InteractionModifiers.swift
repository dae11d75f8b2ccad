import Foundation
import KilnTree

/// A modifier that only does something in a running app (swipe actions, context menus, pull
/// to refresh, deleting rows): it compiles, the page shows the content without it, and the
/// build says so once.
nonisolated struct AppOnlyModifierView<Content: View>: View {
    let content: Content
    let feature: String
    let site: CallSite
    /// A page could show it, but Kiln does not draw it yet (the build says so instead).
    var notDrawnYet = false
    /// The modifier asks for nothing here (`scrollDisabled(false)`): nothing to say.
    var silent = false

    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        if view.silent {
            // Nothing left out.
        } else if view.notDrawnYet {
            context.reportNotDrawnYet(view.feature, at: view.site)
        } else {
            context.reportNoStaticMeaning(view.feature, at: view.site)
        }
        lower(view.content, into: &nodes, context: context)
    }
}

/// Where swipe actions appear on a row.
nonisolated public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    case leading, trailing
}

nonisolated extension View {
    func appOnly(_ feature: String, fileID: String, line: Int) -> AppOnlyModifierView<Self> {
        AppOnlyModifierView(content: self, feature: feature, site: CallSite(fileID: fileID, line: line))
    }

    /// A modifier a page could show but Kiln does not draw yet: it compiles and the build says so once.
    func notDrawnYet(_ feature: String, fileID: String, line: Int) -> AppOnlyModifierView<Self> {
        AppOnlyModifierView(content: self, feature: feature, site: CallSite(fileID: fileID, line: line), notDrawnYet: true)
    }

    public func swipeActions<Actions: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder content: () -> Actions
    ) -> some View {
        appOnly("swipeActions", fileID: fileID, line: line)
    }

    public func contextMenu<MenuItems: View>(
        fileID: String = #fileID, line: Int = #line, @ViewBuilder menuItems: () -> MenuItems
    ) -> some View {
        appOnly("contextMenu", fileID: fileID, line: line)
    }

    public func contextMenu<MenuItems: View, Preview: View>(
        fileID: String = #fileID, line: Int = #line,
        @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
    ) -> some View {
        appOnly("contextMenu", fileID: fileID, line: line)
    }

    public func refreshable(fileID: String = #fileID, line: Int = #line, action: @escaping @Sendable () async -> Void) -> some View {
        appOnly("refreshable", fileID: fileID, line: line)
    }
}

/// Views made from a collection that the app can edit, as SwiftUI's `DynamicViewContent`:
/// `ForEach`, and a `ForEach` with editing actions, so that the actions chain.
public protocol DynamicViewContent: View {}

extension ForEach: DynamicViewContent where Content: View {}
extension AppOnlyModifierView: DynamicViewContent where Content: DynamicViewContent {}

/// Editing rows needs a running app: the actions never run, and the build says so once.
nonisolated extension DynamicViewContent {
    public func onDelete(fileID: String = #fileID, line: Int = #line, perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        appOnly("onDelete", fileID: fileID, line: line)
    }

    public func onMove(fileID: String = #fileID, line: Int = #line, perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        appOnly("onMove", fileID: fileID, line: line)
    }
}
