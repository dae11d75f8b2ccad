import Foundation
import KilnTree

/// Stops a build whose control action never ends. Kiln runs a control's action at build time to
/// learn what it does (the state it leads to, the sheet it opens); an action that loops would
/// hang the build without a word. A watchdog thread, started with the first action, looks at the
/// actions running (one per page being lowered) now and then and, past the time limit, says
/// whose action it is and ends the process: a site is swapped in only once every page is built
/// (`AtomicOutput`), so the previous one stays. The limit is `task`'s (`LoweringLimits.taskTimeLimit`).
nonisolated final class ActionWatchdog: @unchecked Sendable {
    static let shared = ActionWatchdog()

    private struct Running {
        let started: ContinuousClock.Instant
        let limit: Duration
        let what: String
        let site: CallSite?
    }

    private let lock = NSLock()
    private var running: [ObjectIdentifier: Running] = [:]
    private var isWatching = false

    /// Runs `action` for `owner` (a page's lowering), watched: `what` names the action in the
    /// error, `site` is where the error points.
    func run(for owner: AnyObject, limit: Duration, what: String, site: CallSite?, _ action: () -> Void) {
        let key = ObjectIdentifier(owner)
        lock.withLock {
            running[key] = Running(started: .now, limit: limit, what: what, site: site)
            if !isWatching {
                isWatching = true
                let thread = Thread { [self] in watch() }
                thread.name = "Kiln action watchdog"
                thread.start()
            }
        }
        defer { lock.withLock { running[key] = nil } }
        action()
    }

    private func watch() {
        while true {
            Thread.sleep(forTimeInterval: 0.05)
            let overrun = lock.withLock { running.values.first { ContinuousClock.now - $0.started > $0.limit } }
            guard let overrun else { continue }
            let place = overrun.site.map { "\($0): " } ?? ""
            let message = "\(place)error: \(overrun.what) has run for more than \(overrun.limit.secondsDescription) s at build time, as if it never ends (Kiln runs a control's action to learn the state it leads to; the limit is SiteOptions.taskTimeLimit); the build stops, and the site is left as it was\n"
            FileHandle.standardError.write(Data(message.utf8))
            exit(1)
        }
    }
}
