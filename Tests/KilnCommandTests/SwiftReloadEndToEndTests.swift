import Foundation
import Testing

@testable import KilnCommand

/// `kiln serve`'s fast path for Swift edits, for real, in a new site: an edit of the site's
/// Swift file is compiled alone (the module's other files were compiled ahead) and rendered in
/// the running site (Kiln is not linked again);
/// two reloads keep nothing from each other; a content change after them compiles nothing; a
/// compile error, a crash, a new file and a changed manifest go the whole way or show their
/// errors, and the server stays up throughout.
///
/// It compiles Kiln in the new package, so it takes minutes: CI runs it with
/// `KILN_WORKFLOW_TEST=1`, after the rest of the suite (`.ci/run`).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["KILN_WORKFLOW_TEST"] == "1", "set KILN_WORKFLOW_TEST=1 to run it (it takes minutes)"))
struct SwiftReloadEndToEndTests {
    private let kiln = kilnCheckout.appendingPathComponent(".build/debug/kiln")

    @Test(.timeLimit(.minutes(30))) func swiftEditsReloadInTheRunningSiteAndEverythingElseGoesTheWholeWay() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try ChildProcess.run(kiln, ["new", "demo"], in: folder, mergingOutput: true)
        try #require(made.succeeded, "kiln new: \(made.standardOutput)")
        let demo = folder.appendingPathComponent("demo")
        let source = demo.appendingPathComponent("Sources/demo/demo.swift")
        let page = demo.appendingPathComponent(".build/kiln/site/index.html")
        // A global counting the App values made (one per build), shown on the page: a library
        // loaded afresh starts it again, where one that kept an earlier load's state would not.
        try edit(source) {
            $0.replacing(": App {", with: ": App {\n    init() { builds += 1 }").replacing("Text(\"Demo\")", with: "Text(\"First \\(builds)\")")
                + "\nnonisolated(unsafe) var builds = 0\n"
        }

        try FileManager.default.createDirectory(at: demo.appendingPathComponent("Content"), withIntermediateDirectories: true)
        // A second language, from the module's resource bundle: a library compiled alone must
        // find the bundle by the module's name, though it runs under another ABI name.
        try edit(demo.appendingPathComponent("Package.swift")) {
            $0.replacing("    name: \"demo\",\n", with: "    name: \"demo\", defaultLocalization: \"en\",\n")
                .replacing("            plugins: [", with: "            resources: [.process(\"Resources\")], plugins: [")
        }
        let french = demo.appendingPathComponent("Sources/demo/Resources/fr.lproj")
        try FileManager.default.createDirectory(at: french, withIntermediateDirectories: true)
        try "\"Edit me\" = \"Modifiez-moi\";\n".write(to: french.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        let frenchPage = demo.appendingPathComponent(".build/kiln/site/fr/index.html")

        let serve = try LongRunning(kiln, ["serve", "--port", "18741"], in: demo)
        defer { serve.stop() }
        let address = try #require(serve.wait(seconds: 900, servedAddress), "kiln serve: \(serve.output)")
        try #require(serve.wait(seconds: 60) { $0.contains("Watching ") ? true : nil } == true)
        let counted = try #require(try count(in: page, after: "First "), "the page counts its builds: \((try? read(page)) ?? "")")
        try #require(try read(frenchPage).contains("First "), "the whole build made the French page")

        // 1. A one-line edit: compiled alone and rendered in the running site.
        var mark = serve.output.count
        try edit(source) { $0.replacing("Text(\"First ", with: "Text(\"Second ") }
        try #require(waitFor(page, toContain: "Second ", serve), "the edit reached the site: \(serve.output.dropFirst(mark))")
        var since = String(serve.output.dropFirst(mark))
        #expect(since.contains("Compiling demo alone") && since.contains("Rendering in the running site"), "the fast path: \(since)")
        // Every file was compiled ahead, after the first build: the edit compiles its file alone.
        #expect(!since.contains("every file"), "\(since)")
        #expect(try count(in: page, after: "Second ") == counted, "a fresh library starts the page's global again")
        #expect(try read(frenchPage).contains("Second "), "the French page too: \((try? read(frenchPage)) ?? "")")

        // 2. Again: the second library keeps nothing of the first.
        mark = serve.output.count
        try edit(source) { $0.replacing("Text(\"Second ", with: "Text(\"Third ") }
        try #require(waitFor(page, toContain: "Third ", serve), "\(serve.output.dropFirst(mark))")
        #expect(try count(in: page, after: "Third ") == counted, "no state from the reload before")

        // 3. A change of what the site reads when it runs renders again from the same library,
        // compiling nothing, in a host of its own: had the count gone on, the page would show it.
        mark = serve.output.count
        try "A note.\n".write(to: demo.appendingPathComponent("Content/note.md"), atomically: true, encoding: .utf8)
        try #require(
            serve.wait(seconds: 120) { String($0.dropFirst(mark)).contains(/Rendering in the running site… [^\n]*\n/) ? true : nil } == true,
            "\(serve.output.dropFirst(mark))")
        since = String(serve.output.dropFirst(mark))
        #expect(since.contains("Content/note.md changed") && !since.contains("Compiling demo"), "nothing compiled: \(since)")
        #expect(try count(in: page, after: "Third ") == counted, "a fresh host for each render")

        // 3b. An edit of what the file offers the others (a new property, not a body): every file
        // of the module is compiled again, still alone, since that takes less than the whole build.
        mark = serve.output.count
        try edit(source) {
            $0.replacing("struct HomePage: View {", with: "struct HomePage: View {\n    let subtitle = \"Sub\"").replacing("Text(\"Third ", with: "Text(\"Fourth ")
        }
        try #require(waitFor(page, toContain: "Fourth ", serve), "\(serve.output.dropFirst(mark))")
        since = String(serve.output.dropFirst(mark))
        #expect(since.contains("every file") && since.contains("Rendering in the running site"), "\(since)")

        // 4. A compile error is reported as SwiftPM reports it, and its fix reloads.
        mark = serve.output.count
        try edit(source) { $0.replacing("struct HomePage: View {", with: "struct HomePage: View {\n    let broken: Int = \"text\"") }
        try #require(serve.wait(seconds: 300) { String($0.dropFirst(mark)).contains("demo.swift:") ? true : nil } == true, "\(serve.output.dropFirst(mark))")
        mark = serve.output.count
        try edit(source) { $0.replacing("    let broken: Int = \"text\"\n", with: "").replacing("Text(\"Fourth ", with: "Text(\"Fixed ") }
        try #require(waitFor(page, toContain: "Fixed ", serve), "\(serve.output.dropFirst(mark))")

        // 5. A crash in the site's code as it renders: the errors are shown, the server stays.
        mark = serve.output.count
        try edit(source) { $0.replacing("Text(\"Fixed ", with: "Text(String(repeating: \"x\", count: builds - 100) + \"Crashed ") }
        try #require(serve.wait(seconds: 120) { String($0.dropFirst(mark)).contains("Fatal error: Negative count") ? true : nil } == true, "\(serve.output.dropFirst(mark))")
        let served = try ChildProcess.run(["curl", "-s", "--max-time", "20", "-o", "/dev/null", "-w", "%{http_code}", address], in: folder)
        #expect(served.standardOutput == "200", "the server still answers")
        mark = serve.output.count
        try edit(source) { $0.replacing("Text(String(repeating: \"x\", count: builds - 100) + \"Crashed ", with: "Text(\"Recovered ") }
        try #require(waitFor(page, toContain: "Recovered ", serve), "\(serve.output.dropFirst(mark))")

        // 6. A new file changes the package's shape: the whole build.
        mark = serve.output.count
        try "let extraTitle = \"From a new file\"\n".write(to: demo.appendingPathComponent("Sources/demo/Extra.swift"), atomically: true, encoding: .utf8)
        try edit(source) { $0.replacing("Text(\"Recovered ", with: "Text(extraTitle + \" ") }
        try #require(waitFor(page, toContain: "From a new file ", serve), "\(serve.output.dropFirst(mark))")
        since = String(serve.output.dropFirst(mark))
        #expect(since.contains("Compiling demo… ") || since.contains("Compiling demo "), "the whole build: \(since)")

        // 7. A changed manifest: the whole build again, and the fast path after it.
        mark = serve.output.count
        try edit(demo.appendingPathComponent("Package.swift")) { $0 + "// A comment.\n" }
        try #require(serve.wait(seconds: 300) { String($0.dropFirst(mark)).contains("Package.swift changed") ? true : nil } == true)
        try #require(serve.wait(seconds: 300) { String($0.dropFirst(mark)).contains("Rendering… ") ? true : nil } == true, "\(serve.output.dropFirst(mark))")
        mark = serve.output.count
        try edit(source) { $0.replacing("\" \\(builds)", with: "\" last \\(builds)") }
        try #require(waitFor(page, toContain: "From a new file last ", serve), "\(serve.output.dropFirst(mark))")
        since = String(serve.output.dropFirst(mark))
        #expect(since.contains("Rendering in the running site") && !since.contains("every file"), "\(since)")
    }

    private func edit(_ file: URL, _ change: (String) -> String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        let changed = change(text)
        #expect(changed != text, "the edit changes \(file.lastPathComponent)")
        try changed.write(to: file, atomically: true, encoding: .utf8)
    }

    private func read(_ file: URL) throws -> String {
        (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }

    /// The number after `prefix` in the page's text.
    private func count(in page: URL, after prefix: String) throws -> Int? {
        let text = try read(page)
        guard let start = text.range(of: prefix)?.upperBound else { return nil }
        return Int(text[start...].prefix { $0.isNumber })
    }

    private func waitFor(_ page: URL, toContain text: String, _ serve: LongRunning) -> Bool {
        serve.wait(seconds: 180) { _ in ((try? read(page)) ?? "").contains(text) ? true : nil } == true
    }
}
