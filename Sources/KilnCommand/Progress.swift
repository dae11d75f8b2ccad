import Dispatch
import Foundation

/// Prints `kiln`'s progress: one line per stage, begun when the stage starts and ended with
/// how long it took (`Compiling demo… 12.3 s`), so a long compile shows what it is waiting for.
struct Progress: Sendable {
    private let write: @Sendable (String) -> Void

    /// Writes to standard output unbuffered (a stage's line is written in two parts).
    static let standardOutput = Progress { FileHandle.standardOutput.write(Data($0.utf8)) }

    init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    func line(_ text: String) {
        write(text + "\n")
    }

    /// Begins a stage's line: `title…`.
    func begin(_ title: String) -> Stage {
        write(title + "… ")
        return Stage(start: DispatchTime.now().uptimeNanoseconds)
    }

    /// Ends a stage's line with its time and, if given, what it made: `0.4 s, 82 pages`.
    func end(_ stage: Stage, _ outcome: String? = nil) {
        write(String(format: "%.1f s", stage.seconds) + (outcome.map { ", \($0)" } ?? "") + "\n")
    }

    struct Stage: Sendable {
        let start: UInt64

        var seconds: Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
    }
}
