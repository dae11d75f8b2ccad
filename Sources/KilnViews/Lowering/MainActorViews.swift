/// Runs main-actor code synchronously on the calling thread.
///
/// SwiftUI declares views, modifiers, scenes and apps `@MainActor`, so user code may create
/// `@MainActor` models in a view's properties and call main-actor methods from `body`; Kiln does
/// too. Kiln still lowers each page on a worker thread of its own: a page's views are values
/// that page makes for itself and no other thread sees while it is lowered, as before views
/// were isolated. This is the cast `MainActor.assumeIsolated`'s back-deployment shim makes,
/// without its check that the caller is on the main thread. Call it inside
/// `onMainActorExecutor`, which makes the runtime's own checks agree.
func runAsMainActor<Argument, Result>(_ argument: Argument, _ operation: @MainActor (Argument) -> Result) -> Result {
    withoutActuallyEscaping(operation) { isolated in
        unsafeBitCast(isolated, to: ((Argument) -> Result).self)(argument)
    }
}

/// Runs `work` on the calling thread as a job the runtime believes runs on the main actor.
///
/// Code compiled in the Swift 6 language mode checks at run time that main-actor closures run
/// on the main actor (a closure in `body` passed to `filter` or `first(where:)`, for example)
/// and stops the program when they do not. The cast of `runAsMainActor` does not satisfy that
/// check; running the page's walk as a task's job isolated to the main actor's executor does,
/// so pages still lower in parallel on worker threads. Nested calls run `work` directly.
func onMainActorExecutor<Result>(_ work: () -> Result) -> Result {
    if MainActorEmulation.isActive { return work() }
    return withoutActuallyEscaping(work) { work in
        let outcome = MainActorEmulation.Outcome<Result>()
        let executor = MainActorEmulation.InlineExecutor()
        let operation = UncheckedSendable({ MainActorEmulation.$isActive.withValue(true) { outcome.value = work() } })
        Task(executorPreference: executor) { operation.value() }
        // The task's first job starts it; a nonisolated async closure then hops to the
        // preferred executor once more. Both are run here, before this function returns.
        while let job = executor.next() {
            job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: executor.asUnownedTaskExecutor())
        }
        guard let value = outcome.value else { preconditionFailure("a page's lowering suspended; views lower synchronously") }
        return value
    }
}

nonisolated enum MainActorEmulation {
    @TaskLocal static var isActive = false

    /// Holds the jobs of one lowering task until the thread that created it runs them.
    final class InlineExecutor: TaskExecutor, @unchecked Sendable {
        private var jobs: [UnownedJob] = []

        func enqueue(_ job: consuming ExecutorJob) { jobs.append(UnownedJob(job)) }

        func next() -> UnownedJob? { jobs.isEmpty ? nil : jobs.removeFirst() }
    }

    final class Outcome<Value>: @unchecked Sendable {
        var value: Value?
    }
}
