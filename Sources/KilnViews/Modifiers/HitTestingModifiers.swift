import KilnTree

nonisolated extension View {
    /// Whether the view takes clicks: `false` makes it and everything in it click-through, so
    /// that a click reaches the views under it, as in SwiftUI. `true` (the default) changes nothing:
    /// a view inside one that allows no hit testing still takes none.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modified(enabled ? nil : .hitTestingDisabled)
    }
}
