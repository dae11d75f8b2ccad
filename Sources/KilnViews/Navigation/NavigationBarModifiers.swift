import KilnTree

// SwiftUI 1's spellings of the navigation bar's title and items, which apps written for it still
// use (deprecated in SwiftUI, not removed): each is the modifier that replaced it.
nonisolated extension View {
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }

    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(title), displayMode: displayMode)
    }

    /// Items before and after the title: the toolbar's leading and trailing items.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T, fileID: String = #fileID, line: Int = #line) -> some View {
        toolbar(fileID: fileID, line: line) {
            ToolbarItem(placement: .navigationBarLeading, fileID: fileID, line: line) { leading }
            ToolbarItem(placement: .navigationBarTrailing, fileID: fileID, line: line) { trailing }
        }
    }

    public func navigationBarItems<L: View>(leading: L, fileID: String = #fileID, line: Int = #line) -> some View {
        toolbar(fileID: fileID, line: line) {
            ToolbarItem(placement: .navigationBarLeading, fileID: fileID, line: line) { leading }
        }
    }

    public func navigationBarItems<T: View>(trailing: T, fileID: String = #fileID, line: Int = #line) -> some View {
        toolbar(fileID: fileID, line: line) {
            ToolbarItem(placement: .navigationBarTrailing, fileID: fileID, line: line) { trailing }
        }
    }
}
