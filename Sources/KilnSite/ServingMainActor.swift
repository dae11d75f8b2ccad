import Dispatch
import Foundation

/// Runs `body` on a thread of its own while the calling thread, the main thread, serves the
/// main queue: a page's main-actor `task` that suspends resumes on the main queue (see
/// `TaskWaiter`), which a build started from a synchronous `main` would otherwise block.
/// Elsewhere it just runs `body`.
func whileServingMainActor<T>(_ body: @escaping () throws -> T) throws -> T {
    guard Thread.isMainThread else { return try body() }
    let outcome = ThreadOutcome<T>()
    let work = UncheckedBox(body)
    let thread = Thread {
        outcome.result = Result { try work.value() }
        outcome.done.signal()
    }
    // As deep as the main thread's stack, for deeply nested views.
    thread.stackSize = 8 << 20
    thread.start()
    while outcome.done.wait(timeout: .now()) == .timedOut {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
    }
    return try outcome.result!.get()
}

private final class ThreadOutcome<T>: @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    var result: Result<T, any Error>?
}

private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
