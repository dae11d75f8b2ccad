import KilnTree

/// `scenePadding`'s amounts. On iOS a scene's padding is the standard padding.
nonisolated public struct ScenePadding: Equatable, Sendable {
    public static let minimum = ScenePadding()
    public static let navigationBar = ScenePadding()
}

/// `controlProminence(_:)`: how prominent the controls in a view are. Kept in the environment
/// for views that read it; the built-in controls draw the same at either level, as on iOS.
nonisolated public enum Prominence: Hashable, Sendable {
    case standard, increased
}

nonisolated private struct ControlProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }

nonisolated extension EnvironmentValues {
    public var controlProminence: Prominence {
        get { self[ControlProminenceKey.self] }
        set { self[ControlProminenceKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Pads the view as a scene's content is padded: the standard padding on `edges`.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        padding(edges)
    }

    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges)
    }

    public func controlProminence(_ prominence: Prominence) -> some View {
        environment(\.controlProminence, prominence)
    }
}
