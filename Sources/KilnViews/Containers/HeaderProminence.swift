/// `headerProminence(_:)`: how prominent the section headers in a view are. Kept in the
/// environment for views that read it; a list on a page draws its headers in its style's one
/// look, for want of Apple's frames of an increased header.
nonisolated private struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }

nonisolated extension EnvironmentValues {
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

nonisolated extension View {
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}
