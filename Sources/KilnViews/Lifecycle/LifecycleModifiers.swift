import KilnTree

/// A view whose appear action runs once the page is lowered (see `PageLifecycle`).
nonisolated struct AppearActionView<Content: View>: View {
    let content: Content
    let action: AppearAction.Work
    let feature: String
    let site: CallSite
    /// A `task(id:)`'s id, and whether another id is the same.
    let id: Any
    let isSameID: (Any) -> Bool

    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let key = context.identity.next()
        // What a button's action would present is lowered only to be asked about; it has not appeared.
        if context.journal == nil {
            context.lifecycle.meet(
                AppearAction(work: view.action, feature: view.feature, site: view.site, environment: context.environment),
                at: key, id: view.id, isSameID: view.isSameID)
        }
        lower(view.content, into: &nodes, context: context)
    }
}

nonisolated extension View {
    /// Runs `action` once before the page is rendered, as SwiftUI runs it when the view appears;
    /// the state it writes is what the page shows.
    public func onAppear(fileID: String = #fileID, line: Int = #line, perform action: (() -> Void)? = nil) -> some View {
        AppearActionView(
            content: self, action: .appear(action ?? {}), feature: "onAppear", site: CallSite(fileID: fileID, line: line),
            id: (), isSameID: { _ in true })
    }

    /// Never runs: a static page does not go away.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        self
    }

    /// Runs `action` before the page is rendered and waits for it (10 s at most, or
    /// `KILN_TASK_TIME_LIMIT` seconds), as SwiftUI starts it when the view appears; the state it
    /// writes is what the page shows. Unlike SwiftUI's, the action may throw: a task that throws or
    /// does not finish in time fails the build at this line.
    public func task(
        priority: TaskPriority = .userInitiated, fileID: String = #fileID, line: Int = #line,
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async throws -> Void
    ) -> some View {
        AppearActionView(
            content: self, action: .task(priority, action), feature: "task",
            site: CallSite(fileID: fileID, line: line), id: (), isSameID: { _ in true })
    }

    /// A `task` that runs again when `value` changes, as the page is lowered again.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, fileID: String = #fileID, line: Int = #line,
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async throws -> Void
    ) -> some View {
        AppearActionView(
            content: self, action: .task(priority, action), feature: "task(id:)",
            site: CallSite(fileID: fileID, line: line), id: value, isSameID: { ($0 as? T) == value })
    }
}
