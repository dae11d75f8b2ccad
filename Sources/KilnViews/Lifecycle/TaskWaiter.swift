import Dispatch
import Foundation

/// Runs an async `task` action to its end while the thread lowering the page waits.
///
/// A task formed in a view's `body` is isolated to the main actor. It runs in a task whose
/// executor preference is a `DrainedExecutor` that the waiting thread drains, each job run as
/// the main actor's, as the page's own walk is (`onMainActorExecutor`): a task that does not
/// suspend, and what a task awaits off the main actor (nonisolated functions), run on the
/// waiting thread, and the main actor's hops between them find it current. But main-actor code
/// that resumes after a real suspension (the end of a `Task.sleep`, a continuation) is
/// enqueued by the runtime on the main actor's own executor, the main queue: Swift 6.3 offers
/// no way to direct that elsewhere (a task executor preference applies to nonisolated code
/// only, and the main executor's enqueue hook is no longer consulted). So the main queue must
/// be served: a waiting main thread serves it itself (unless it is running a main-queue job,
/// which the queue cannot interrupt), and a site build started on the main thread moves to a
/// thread of its own so that the main thread serves it (`whileServingMainActor`). Where
/// nothing serves it, such a task times out.
nonisolated enum TaskWaiter {
    enum Outcome {
        case finished
        case threw(any Error)
        /// `waitedOnMainQueue`: a task that suspended in main-actor code may be waiting for the
        /// main queue, which cannot run while one of its jobs (a main-actor test, say) waits.
        case timedOut(waitedOnMainQueue: Bool)
    }

    /// How long a cancelled task that timed out may take to wind up before it is abandoned.
    static let cancellationGrace: Duration = .milliseconds(100)

    static func wait(
        priority: TaskPriority, timeLimit: Duration, _ operation: @escaping @Sendable () async throws -> Void
    ) -> Outcome {
        let executor = DrainedExecutor()
        let result = TaskResult()
        let task = Task.detached(executorPreference: executor, priority: priority) {
            do {
                try await operation()
                result.finish(throwing: nil)
            } catch {
                result.finish(throwing: error)
            }
            executor.wake()
        }
        if executor.drain(until: .now() + timeLimit.dispatchInterval, isFinished: result.isFinished) {
            return result.error.map(Outcome.threw) ?? .finished
        }
        // A task that heeds cancellation (a `Task.sleep`, a checked loop) ends at once; one that
        // does not is left suspended: its jobs are never run, so it cannot touch the page later.
        task.cancel()
        _ = executor.drain(until: .now() + cancellationGrace.dispatchInterval, isFinished: result.isFinished)
        executor.abandon()
        return .timedOut(waitedOnMainQueue: MainQueue.isCurrent)
    }
}

/// A task's outcome, handed from wherever it finished to the thread waiting.
nonisolated private final class TaskResult: @unchecked Sendable {
    private let lock = NSLock()
    private var finished = false
    private var thrown: (any Error)?

    func finish(throwing error: (any Error)?) {
        lock.withLock {
            finished = true
            thrown = error
        }
    }

    func isFinished() -> Bool { lock.withLock { finished } }
    var error: (any Error)? { lock.withLock { thrown } }
}

/// The task executor of one awaited task: jobs queue here, from any thread, until the waiting
/// thread runs them.
nonisolated private final class DrainedExecutor: TaskExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private let arrived = DispatchSemaphore(value: 0)
    private var jobs: [UnownedJob] = []
    private var isAbandoned = false

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let queued = lock.withLock {
            if !isAbandoned { jobs.append(job) }
            return !isAbandoned
        }
        if queued { arrived.signal() }
    }

    /// Wakes the waiting thread to look at the task's outcome.
    func wake() { arrived.signal() }

    /// Runs the task's jobs until it finished (true) or `deadline` passed (false); on the main
    /// thread, serves the main queue in between.
    func drain(until deadline: DispatchTime, isFinished: () -> Bool) -> Bool {
        let servesMainQueue = Thread.isMainThread && !MainQueue.isCurrent
        while !isFinished() {
            guard DispatchTime.now() < deadline else { return false }
            if servesMainQueue {
                _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.002))
                guard arrived.wait(timeout: .now() + .milliseconds(2)) == .success else { continue }
            } else {
                guard arrived.wait(timeout: deadline) == .success else { return isFinished() }
            }
            let batch = lock.withLock {
                defer { jobs = [] }
                return jobs
            }
            for job in batch {
                job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: asUnownedTaskExecutor())
            }
        }
        return true
    }

    /// Stops taking jobs: the task stays suspended for good.
    func abandon() {
        lock.withLock {
            isAbandoned = true
            jobs = []
        }
    }
}

/// Whether the calling code runs in a job of the main dispatch queue.
nonisolated enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: true)

    static var isCurrent: Bool {
        _ = marked
        return DispatchQueue.getSpecific(key: key) ?? false
    }
}

nonisolated extension Duration {
    var dispatchInterval: DispatchTimeInterval {
        let (seconds, attoseconds) = components
        return .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    }
}
