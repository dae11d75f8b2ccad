import Foundation
@testable import KilnLayout
import KilnTree
import Synchronization
import Testing

/// Layout code that never returns ends the build with an error at the user's line.
struct LayoutWatchdogTests {
    @Test func aLayoutThatDoesNotReturnIsReportedAtItsLine() {
        let reported = Mutex<[String]>([])
        let stop = Atomic<Bool>(false)
        let watchdog = LayoutWatchdog(seconds: 0.2) { diagnostic in
            reported.withLock { $0.append(diagnostic.description) }
            stop.store(true, ordering: .sequentiallyConsistent)
        }
        // Loops until the watchdog gives up on it, as a layout whose loop never ends would.
        watchdog.watch("Spinning", at: CallSite(fileID: "App/Spinning.swift", line: 12)) {
            while !stop.load(ordering: .sequentiallyConsistent) { usleep(1_000) }
        }
        #expect(reported.withLock { $0 } == [
            "App/Spinning.swift:12: error: Spinning did not return within 1 s: does its sizeThatFits or placeSubviews loop forever?",
        ])
    }

    @Test func aLayoutThatReturnsIsNotReported() throws {
        let reported = Mutex<Int>(0)
        let watchdog = LayoutWatchdog(seconds: 0.2) { _ in reported.withLock { $0 += 1 } }
        let answer = watchdog.watch("Quick", at: nil) { 42 }
        usleep(400_000)
        #expect(answer == 42)
        #expect(reported.withLock { $0 } == 0)
    }
}
