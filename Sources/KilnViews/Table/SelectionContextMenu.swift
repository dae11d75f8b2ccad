import KilnTree

nonisolated extension View {
    /// SwiftUI's item context menu of a list or table. A static page has no selection to act
    /// on and no secondary click, so the menu is left out and reported once, as other
    /// app-only modifiers are.
    public func contextMenu<Item: Hashable, Menu: View>(
        forSelectionType itemType: Item.Type = Item.self, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder menu: @escaping (Set<Item>) -> Menu, primaryAction: ((Set<Item>) -> Void)? = nil
    ) -> some View {
        appOnly("contextMenu(forSelectionType:)", fileID: fileID, line: line)
    }
}
