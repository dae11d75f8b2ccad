import Foundation
import Testing

@testable import KilnCommand

/// A long stage shows what it is doing while it runs (the first build compiles for minutes), on
/// a terminal by rewriting its line, and a log gets the plain lines only.
struct ProgressTests {
    @Test func aChildsLinesArriveWhileItRuns() throws {
        let lines = Recorder<String>()
        // The second line is printed only after the first has been seen: it waits for a file the
        // test writes when the first arrives.
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let go = folder.appendingPathComponent("go")
        let result = try ChildProcess.run(
            ["sh", "-c", "echo '[1/2] Compiling A a.swift'; while [ ! -e go ]; do sleep 0.05; done; printf '[2/2] Linking demo\\nlast'"],
            in: folder, mergingOutput: true
        ) { line in
            lines.record(String(line))
            if line.hasPrefix("[1/2]") { _ = FileManager.default.createFile(atPath: go.path, contents: nil) }
        }
        #expect(lines.values == ["[1/2] Compiling A a.swift", "[2/2] Linking demo"], "complete lines, as they come")
        #expect(result.standardOutput == "[1/2] Compiling A a.swift\n[2/2] Linking demo\nlast", "the whole output is kept")
    }

    @Test func aTerminalSeesTheStageLineRewrittenAndALogOnlyItsEnd() {
        let terminal = Recorder<String>(), log = Recorder<String>()
        for progress in [Progress(isInteractive: true) { terminal.record($0) }, Progress { log.record($0) }] {
            let stage = progress.begin("Compiling demo")
            progress.update(stage, "[312/776] Compiling KilnViews Text.swift")
            progress.end(stage)
        }
        let erase = "\r\u{1B}[K"
        #expect(terminal.values.count == 3)
        #expect(terminal.values.prefix(2) == ["Compiling demo… ", "\(erase)Compiling demo… [312/776] Compiling KilnViews Text.swift"])
        #expect(terminal.values.last?.hasPrefix("\(erase)Compiling demo… ") == true && terminal.values.last?.hasSuffix(" s\n") == true)
        #expect(log.values.count == 2, "a log gets the title and the time, nothing between")
        #expect(log.values.first == "Compiling demo… ")
    }
}
