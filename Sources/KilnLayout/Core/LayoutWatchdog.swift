import Dispatch
import Foundation
import KilnTree

/// Stops a build whose layout code does not return: a custom layout runs the user's code at
/// build time, and one that loops would hang the build without a word. Each run of a layout is
/// watched; one still running after `limit` is reported as an error at the user's line, and the
/// build ends there (the previous site stays as it was: output is swapped in only at the end).
final class LayoutWatchdog: @unchecked Sendable {
    /// What a build does: print the error and exit.
    static let shared = LayoutWatchdog(seconds: 20) { diagnostic in
        FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
        exit(1)
    }

    private let limit: Duration
    private let seconds: Double
    private let expire: @Sendable (Diagnostic) -> Void
    private let lock = NSLock()
    private var running: [Int: (started: ContinuousClock.Instant, diagnostic: Diagnostic)] = [:]
    private var nextToken = 0
    private var isPolling = false

    init(seconds: Double, expire: @escaping @Sendable (Diagnostic) -> Void) {
        self.seconds = seconds
        limit = .milliseconds(Int(seconds * 1000))
        self.expire = expire
    }

    /// Runs `body`, the user's layout code for `name` declared at `site`, under watch.
    func watch<Result>(_ name: String, at site: CallSite?, _ body: () throws -> Result) rethrows -> Result {
        let diagnostic = Diagnostic(
            .error, "\(name) did not return within \(Int(seconds.rounded(.up))) s: does its sizeThatFits or placeSubviews loop forever?", at: site)
        let token = lock.withLock {
            nextToken += 1
            running[nextToken] = (ContinuousClock.now, diagnostic)
            if !isPolling {
                isPolling = true
                poll()
            }
            return nextToken
        }
        defer { _ = lock.withLock { running.removeValue(forKey: token) } }
        return try body()
    }

    /// Checks the running layouts a few times per limit while any runs.
    private func poll() {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds / 8) { [self] in
            let expired: [Diagnostic] = lock.withLock {
                let now = ContinuousClock.now
                let late = running.filter { now - $0.value.started > limit }
                for token in late.keys { running.removeValue(forKey: token) }
                if running.isEmpty { isPolling = false }
                return late.values.map(\.diagnostic)
            }
            for diagnostic in expired { expire(diagnostic) }
            if lock.withLock({ isPolling }) { poll() }
        }
    }
}
