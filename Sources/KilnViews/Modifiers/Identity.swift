nonisolated extension View {
    /// The view's identity, as SwiftUI's `id(_:)`, which resets its state when the value
    /// changes: a static page shows each state afresh, so the view is drawn as it is.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        self
    }
}
