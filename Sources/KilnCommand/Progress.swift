import Dispatch
import Foundation

/// Prints `kiln`'s progress: one line per stage, begun when the stage starts and ended with
/// how long it took (`Compiling demo… 12.3 s`), so a long compile shows what it is waiting for.
/// On a terminal the stage's line also shows what the stage is doing now (`[312/776] Compiling
/// KilnViews Text.swift`), rewritten in place; in a log, only the lines themselves.
struct Progress: Sendable {
    private let write: @Sendable (String) -> Void
    /// Whether the output is a terminal, where a line can be rewritten.
    let isInteractive: Bool

    /// Writes to standard output unbuffered (a stage's line is written in parts).
    static let standardOutput = Progress(isInteractive: isatty(STDOUT_FILENO) == 1) { FileHandle.standardOutput.write(Data($0.utf8)) }

    init(isInteractive: Bool = false, write: @escaping @Sendable (String) -> Void) {
        self.isInteractive = isInteractive
        self.write = write
    }

    func line(_ text: String) {
        write(text + "\n")
    }

    /// Begins a stage's line: `title…`.
    func begin(_ title: String) -> Stage {
        write(title + "… ")
        return Stage(title: title)
    }

    /// Shows what the stage is doing now after its title, on a terminal; elsewhere nothing.
    func update(_ stage: Stage, _ status: String) {
        guard isInteractive else { return }
        // Kept to one line of a narrow terminal: a wrapped line cannot be rewritten.
        write("\r\u{1B}[K\(stage.title)… \(status.prefix(max(0, 76 - stage.title.count)))")
    }

    /// Ends a stage's line with its time and, if given, what it made: `0.4 s, 82 pages`.
    func end(_ stage: Stage, _ outcome: String? = nil) {
        let result = String(format: "%.1f s", stage.seconds) + (outcome.map { ", \($0)" } ?? "") + "\n"
        write(isInteractive ? "\r\u{1B}[K\(stage.title)… \(result)" : result)
    }

    struct Stage: Sendable {
        let title: String
        private let stopwatch = Stopwatch()

        init(title: String) { self.title = title }

        var seconds: Double { stopwatch.seconds }
    }
}
