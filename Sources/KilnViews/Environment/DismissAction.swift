/// Dismisses the presentation or pushed view it is read in, as SwiftUI's `dismiss` action. On a
/// page, every button in a presentation already closes it and a pushed page links back along
/// its trail, so calling it at build time changes nothing.
nonisolated public struct DismissAction: Sendable {
    public func callAsFunction() {}
}

nonisolated private struct DismissKey: EnvironmentKey {
    static let defaultValue = DismissAction()
}

nonisolated extension EnvironmentValues {
    public var dismiss: DismissAction {
        self[DismissKey.self]
    }
}
