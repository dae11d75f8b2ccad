import KilnTree

extension View {
    /// SwiftUI's item context menu of a list or table. A static page has no selection to act
    /// on and no secondary click, so the menu is left out; the first use in a page is reported
    /// once as a warning.
    public func contextMenu<Item: Hashable, Menu: View>(
        forSelectionType itemType: Item.Type = Item.self, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder menu: @escaping (Set<Item>) -> Menu, primaryAction: ((Set<Item>) -> Void)? = nil
    ) -> some View {
        SelectionContextMenu(content: self, site: CallSite(fileID: fileID, line: line))
    }
}

struct SelectionContextMenu<Content: View>: View {
    let content: Content
    let site: CallSite

    static var message: String {
        "contextMenu(forSelectionType:) has no static meaning (a page has no selection or secondary click); its menu is left out"
    }

    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [Node], context: LoweringContext) {
        // Once per page: every use says the same thing.
        if !context.diagnostics.contains(where: { $0.message == message }) {
            context.report(.warning, message, at: view.site)
        }
        lower(view.content, into: &nodes, context: context)
    }
}
