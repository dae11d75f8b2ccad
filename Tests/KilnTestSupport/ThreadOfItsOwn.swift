import Foundation

/// Runs synchronous `work` on a new thread and waits for it without blocking a thread of the
/// global pool: work that waits for a page's `task` needs that pool (a `Task.sleep` wakes up
/// there), and tests blocking every thread of a two-core machine's pool would starve it.
public func onThreadOfItsOwn<T>(_ work: @escaping () throws -> T) async throws -> T {
    let work = UncheckedBox(work)
    let result: UncheckedBox<Result<T, any Error>> = await withCheckedContinuation { continuation in
        let thread = Thread {
            continuation.resume(returning: UncheckedBox(Result { try work.value() }))
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
    return try result.value.get()
}

private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
