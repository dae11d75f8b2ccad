import Foundation
import KilnTree

/// State storage that a page lowered again hands on to its successor at the same identity.
nonisolated protocol PersistentState: AnyObject {
    /// Takes on the value (or object) of `previous`, if it is storage of the same type.
    func adopt(_ previous: AnyObject)
}

/// One `onAppear` or `task` met while lowering a page.
nonisolated struct AppearAction {
    enum Work {
        case appear(() -> Void)
        case task(TaskPriority, @Sendable () async throws -> Void)
    }

    let work: Work
    /// `onAppear` or `task`, for messages.
    let feature: String
    let site: CallSite
    /// The environment where the modifier stands, which the action's `@Environment` reads see.
    let environment: EnvironmentValues
}

/// A page's appear actions and state across its lowering passes, as SwiftUI runs them: lower
/// the page, run the `onAppear` and `task` actions of the views that appeared, and if any ran,
/// lower the page again, each view's `@State` and `@StateObject` keeping what the actions wrote
/// (found by structural identity). Each action runs once; a `task(id:)` again when its id
/// changed. A page still running new actions after `passLimit` lowerings never settles, which is
/// an error at the action's call site, as are a task that throws or outlasts `taskTimeLimit`.
nonisolated final class PageLifecycle {
    static let passLimit = 5

    /// How long a page waits for one task: 10 s, or `KILN_TASK_TIME_LIMIT` seconds.
    static let defaultTaskTimeLimit: Duration = {
        if let text = ProcessInfo.processInfo.environment["KILN_TASK_TIME_LIMIT"], let seconds = Double(text), seconds > 0 {
            return .milliseconds(Int((seconds * 1000).rounded()))
        }
        return .seconds(10)
    }()

    let taskTimeLimit: Duration
    /// Errors of the actions run so far, reported with the page's last pass.
    private(set) var diagnostics: [Diagnostic] = []

    /// The state storage made in this pass, by identity.
    private var kept: [(key: UInt64, storage: any PersistentState)] = []
    /// The storage of the previous pass, which storage made at the same identity adopts.
    private var previous: [UInt64: any PersistentState] = [:]
    /// The actions that ran, by identity, with the id a `task(id:)` ran for.
    private var ran: [UInt64: Any] = [:]
    /// Actions met in this pass that have not run yet.
    private var pending: [(key: UInt64, id: Any, action: AppearAction)] = []

    /// The context actions run in: their `@Environment` reads see the environment where the
    /// modifier stands, and what they report (`withAnimation`) outlives the pass they ran after.
    private lazy var actionContext = LoweringContext(environment: EnvironmentValues())

    /// What the actions reported that the page's last pass did not.
    func actionReports(besides page: [Diagnostic]) -> [Diagnostic] {
        let known = Set(page.map(\.message))
        return actionContext.diagnostics.filter { !known.contains($0.message) }
    }

    init(taskTimeLimit: Duration = defaultTaskTimeLimit) {
        self.taskTimeLimit = taskTimeLimit
    }

    func keep(_ storage: any PersistentState, at key: UInt64, forNextPass: Bool = true) {
        if let predecessor = previous[key] { storage.adopt(predecessor) }
        if forNextPass { kept.append((key, storage)) }
    }

    /// Notes an action met at `key`; it runs after the pass unless it ran before for the same id.
    func meet(_ action: AppearAction, at key: UInt64, id: Any = (), isSameID: (Any) -> Bool = { _ in true }) {
        if let ranFor = ran[key], isSameID(ranFor) { return }
        guard !pending.contains(where: { $0.key == key }) else { return }
        pending.append((key, id, action))
    }

    /// Runs the actions the pass met, in the order met, and says whether the page must be lowered
    /// again: some ran, none failed, and the pass limit allows it (else the page settles with an
    /// error at the first action still waiting).
    func runPendingActions(afterPass pass: Int, context: LoweringContext) -> Bool {
        guard !pending.isEmpty else { return false }
        guard pass < Self.passLimit else {
            let first = pending[0].action
            diagnostics.append(Diagnostic(
                .error,
                "\(first.feature) still changes the page after it was lowered \(Self.passLimit) times: its action changes state that makes it, or views with actions of their own, appear again; make the state settle",
                at: first.site))
            return false
        }
        let actions = pending
        pending = []
        for (key, id, action) in actions {
            ran[key] = id
            if let failure = run(action, context: context) {
                diagnostics.append(Diagnostic(.error, failure, at: action.site))
                return false
            }
        }
        previous = Dictionary(kept, uniquingKeysWith: { _, last in last })
        kept = []
        return true
    }

    /// Runs one action, returning what went wrong.
    private func run(_ action: AppearAction, context: LoweringContext) -> String? {
        switch action.work {
        case .appear(let body):
            actionContext.environment = action.environment
            LoweringContext.$current.withValue(actionContext) { body() }
            return nil
        case .task(let priority, let body):
            actionContext.environment = action.environment
            let taskContext = UncheckedSendable(actionContext)
            let outcome = TaskWaiter.wait(priority: priority, timeLimit: taskTimeLimit) {
                try await LoweringContext.$current.withValue(taskContext.value) { try await body() }
            }
            switch outcome {
            case .finished: return nil
            case .threw(let error): return "task threw an error while the page was built: \(error)"
            case .timedOut(let waitedOnMainQueue):
                let hint =
                    waitedOnMainQueue
                    ? "; it may be waiting for the main actor, which this page's rendering holds: render pages off the main actor"
                    : " (set KILN_TASK_TIME_LIMIT to the seconds a task may take)"
                return "task did not finish within \(taskTimeLimit.secondsDescription) s while the page was built\(hint)"
            }
        }
    }
}

nonisolated extension Duration {
    /// Seconds, without a fraction when whole: "10", "0.25".
    var secondsDescription: String {
        let seconds = Double(components.seconds) + Double(components.attoseconds) / 1e18
        return seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}

nonisolated extension LoweringContext {
    /// Gives state storage made while lowering its identity, and its predecessor's value.
    /// In a state island's other states, storage takes its predecessor's value but is not kept:
    /// the page's next pass finds the first state's.
    func keepAcrossPasses(_ storage: any PersistentState) {
        lifecycle.keep(storage, at: identity.next(), forNextPass: !islands.isExploring)
    }
}
