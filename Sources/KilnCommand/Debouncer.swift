import Dispatch
import Foundation

/// Runs an action once a burst of changes is over: `delay` after the last call, with every
/// path named during the burst. An editor's save is several file events, a `git checkout` many;
/// each burst should cost one rebuild.
final class Debouncer: @unchecked Sendable {
    private let delay: DispatchTimeInterval
    private let queue: DispatchQueue
    private let action: @Sendable ([String]) -> Void
    private let lock = NSLock()
    private var generation = 0
    private var paths: Set<String> = []

    init(delay: DispatchTimeInterval = .milliseconds(50), queue: DispatchQueue, action: @escaping @Sendable ([String]) -> Void) {
        self.delay = delay
        self.queue = queue
        self.action = action
    }

    /// Notes a change to `path` and restarts the wait.
    func call(_ path: String) {
        let current = lock.withLock {
            paths.insert(path)
            generation += 1
            return generation
        }
        queue.asyncAfter(deadline: .now() + delay) { [self] in
            // Only the wait started by the latest call runs the action.
            let burst: [String]? = lock.withLock {
                guard generation == current else { return nil }
                defer { paths = [] }
                return paths.sorted()
            }
            if let burst { action(burst) }
        }
    }
}
