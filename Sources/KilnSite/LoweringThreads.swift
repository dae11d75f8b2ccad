import Dispatch
import Foundation

/// Runs `body` for each index in `0..<iterations` on as many threads as there are cores, as
/// `DispatchQueue.concurrentPerform` does, but on threads of their own (and the caller's)
/// rather than the global pool: lowering a page may wait for its `task` actions, whose timers,
/// I/O callbacks and nonisolated work need the global pool, and a pool whose every thread
/// waits grows only after a pause of about a second.
enum LoweringThreads {
    static func perform(iterations: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard iterations > 1 else {
            if iterations == 1 { body(0) }
            return
        }
        let next = NextIndex()
        let work: @Sendable () -> Void = {
            while let index = next.take(below: iterations) { body(index) }
        }
        let helpers = min(iterations, ProcessInfo.processInfo.activeProcessorCount) - 1
        let finished = DispatchGroup()
        for _ in 0..<helpers {
            finished.enter()
            let thread = Thread {
                work()
                finished.leave()
            }
            // As deep as the main thread's stack, for deeply nested views.
            thread.stackSize = 8 << 20
            thread.start()
        }
        work()
        finished.wait()
    }
}

/// Hands out indices to threads, each once.
private final class NextIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var index = 0

    func take(below limit: Int) -> Int? {
        lock.withLock {
            guard index < limit else { return nil }
            defer { index += 1 }
            return index
        }
    }
}
