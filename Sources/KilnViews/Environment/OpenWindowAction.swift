import KilnTree

/// Opens a window, as SwiftUI's `openWindow` environment action. On the web a window is a
/// page, so a button whose action opens one becomes a link to it: Kiln runs button actions
/// once at build time, in a scope that records the window and journals state changes.
nonisolated public struct OpenWindowAction: Sendable {
    public func callAsFunction(id: String) {
        LoweringContext.current?.recordedWindow = id
    }

    public func callAsFunction<D: Hashable>(id: String, value: D) {
        callAsFunction(id: id)
    }
}

nonisolated private struct OpenWindowKey: EnvironmentKey {
    static let defaultValue = OpenWindowAction()
}

nonisolated extension EnvironmentValues {
    public var openWindow: OpenWindowAction {
        self[OpenWindowKey.self]
    }
}

nonisolated extension LoweringContext {
    /// Runs a button's action to learn what it does: the window it opens (nil when none), and
    /// the state it changes, kept in a journal so the page still shows the initial state. Its
    /// reads see the journal in force (a state island's state being lowered). An action that
    /// outlasts the time limit stops the build (`ActionWatchdog`).
    func runAction(_ action: () -> Void) -> (window: String?, changes: StateJournal) {
        let saved = (recordedWindow, journal)
        let changes = StateJournal(parent: journal)
        recordedWindow = nil
        journal = changes
        let island = islands.stack.last
        let objects = island?.objectsNow()
        skippedObjectWrite = false
        // A second at least: a busy machine's pause must not read as a loop.
        ActionWatchdog.shared.run(
            for: self, limit: max(lifecycle.taskTimeLimit, .seconds(1)), what: island.map { "an action of a control in \($0.view)" } ?? "a control's action",
            site: island?.site
        ) {
            // The island's models are written by the action itself: their changes are taken back into the journal.
            if let island { island.takingBackFieldWrites(into: changes, action) } else { action() }
        }
        if let island, skippedObjectWrite || objects.map({ island.objectsNow() != $0 }) == true { island.changedAnObject = true }
        let window = recordedWindow
        (recordedWindow, journal) = saved
        return (window, changes)
    }
}
