import KilnTree

/// Opens a window, as SwiftUI's `openWindow` environment action. On the web a window is a
/// page, so a button whose action opens one becomes a link to it: Kiln runs button actions
/// once at build time, in a scope that records the window and ignores state changes.
public struct OpenWindowAction: Sendable {
    public func callAsFunction(id: String) {
        LoweringContext.current?.recordedWindow = id
    }

    public func callAsFunction<D: Hashable>(id: String, value: D) {
        callAsFunction(id: id)
    }
}

private struct OpenWindowKey: EnvironmentKey {
    static let defaultValue = OpenWindowAction()
}

extension EnvironmentValues {
    public var openWindow: OpenWindowAction {
        self[OpenWindowKey.self]
    }
}

extension LoweringContext {
    /// Runs a button's action to learn whether it opens a window; nil when it does not.
    func windowOpened(by action: () -> Void) -> String? {
        let saved = (recordedWindow, isRunningAction)
        recordedWindow = nil
        isRunningAction = true
        action()
        let window = recordedWindow
        (recordedWindow, isRunningAction) = saved
        return window
    }
}
