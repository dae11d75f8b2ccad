import KilnTree

// Events: a static page is built once and nothing changes afterwards, so actions that answer
// a change never run and the view is shown as it is.
nonisolated extension View {
    /// SwiftUI's `onChange(of:perform:)`.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        self
    }

    /// SwiftUI's `onChange(of:initial:_:)` with the old and new values.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        self
    }

    /// SwiftUI's `onChange(of:initial:_:)` without parameters.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        self
    }
}
