import KilnTree

/// Gives its content a proxy that scrolls the scroll views in it, as SwiftUI's
/// `ScrollViewReader`. The content is drawn as it is; a page is laid out once, at its top.
nonisolated public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: some View { content(ScrollViewProxy()) }
}

/// Scrolls to a view by its id. A button's call runs in the app; a call while the page is
/// built (in `onAppear` or `task`) would scroll the page when it loads, which Kiln does not draw
/// yet: it is left out and the build says so once.
nonisolated public struct ScrollViewProxy: Sendable {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil, fileID: String = #fileID, line: Int = #line) {
        LoweringContext.current?.reportNotDrawnYet("ScrollViewProxy.scrollTo", at: CallSite(fileID: fileID, line: line))
    }
}
