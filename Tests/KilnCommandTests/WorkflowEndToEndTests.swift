import Foundation
import KilnTestSupport
import Testing

@testable import KilnCommand

/// A new user's first session, for real: `kiln new`, `kiln build` with a real `swift build` of the
/// template (Kiln compiled as a dependency), `kiln serve` with a page open in a browser, an edit
/// that reloads it, and the `generate-site` plugin in the new package. Nothing is stood in for.
///
/// It compiles Kiln once more, in the new package, so it takes minutes: CI runs it once, with
/// `KILN_WORKFLOW_TEST=1`, after the rest of the suite (`.ci/run`).
@Suite(
    .enabled(if: ProcessInfo.processInfo.environment["KILN_WORKFLOW_TEST"] == "1", "set KILN_WORKFLOW_TEST=1 to run it (it takes minutes)"),
    .enabled(if: Browser.unavailableReason == nil, "\(Browser.unavailableReason ?? "")"))
struct WorkflowEndToEndTests {
    /// The `kiln` this checkout built (`swift build` builds it with the tests).
    private let kiln = kilnCheckout.appendingPathComponent(".build/debug/kiln")

    @Test(.timeLimit(.minutes(30))) func newBuildServeEditReloadAndThePlugin() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = folder.appendingPathComponent("demo")

        let made = try ChildProcess.run(kiln, ["new", "demo"], in: folder, mergingOutput: true)
        #expect(made.succeeded, "kiln new: \(made.standardOutput)")
        #if !canImport(Darwin)
        // The template's target reaches Kiln under Apple's names too, where Apple's do not exist.
        try "import SwiftUI\nimport Charts\n\nstruct Written: SwiftUI.View {\n    var body: some View { Chart { BarMark(x: .value(\"Day\", 1), y: .value(\"Cups\", 3)) } }\n}\n"
            .write(to: demo.appendingPathComponent("Sources/demo/Written for SwiftUI.swift"), atomically: true, encoding: .utf8)
        #endif

        let built = try ChildProcess.run(kiln, ["build"], in: demo, mergingOutput: true)
        #expect(built.succeeded, "kiln build: \(built.standardOutput)")
        #expect(built.standardOutput.contains("Compiling demo (the first build compiles Kiln too)… "), "each stage is named: \(built.standardOutput)")
        let home = try String(contentsOf: demo.appendingPathComponent("site/index.html"), encoding: .utf8)
        #expect(home.contains(">Demo</h1>"), "the template's page: \(home)")

        // `kiln serve`, with its output read as it comes, to find the address it serves (the
        // next free port if this one is taken).
        let serve = try LongRunning(kiln, ["serve", "--port", "18731"], in: demo)
        defer { serve.stop() }
        let address = try #require(serve.wait(seconds: 600, servedAddress), "kiln serve printed its address: \(serve.output)")
        #expect(serve.wait(seconds: 60) { $0.contains("Watching ") ? true : nil } == true)

        let source = demo.appendingPathComponent("Sources/demo/demo.swift")
        let heading = "document.querySelector('h1').textContent"
        try Browser.shared().watching(try #require(URL(string: address))) { page in
            #expect(try page.run("return \(heading)") as? String == "Demo")
            _ = try page.run("window.kilnStayed = true")
            let edited = try String(contentsOf: source, encoding: .utf8).replacing("Text(\"Demo\")", with: "Text(\"Edited demo\")")
            try edited.write(to: source, atomically: true, encoding: .utf8)
            #expect(
                try page.wait(until: "!window.kilnStayed && \(heading) === 'Edited demo'", seconds: 300),
                "the edit reaches the open page: \(serve.output)")
            #expect(try page.run("return document.documentElement.lang") as? String == "en")
        }
        // The previews are served from the development copy, never written into site/.
        let previews = try Browser.shared().watching(try #require(URL(string: address + "_previews/"))) { page in
            try page.run("return document.body.textContent") as? String
        }
        #expect(previews?.contains("HomePage_Previews") == true, "the previews page: \(previews ?? "")")
        #expect(!FileManager.default.fileExists(atPath: demo.appendingPathComponent("site/_previews").path))
        serve.stop()

        // `kiln serve` rendered the edit in the running site without building the executable:
        // `kiln build` compiles it in now.
        let caughtUp = try ChildProcess.run(kiln, ["build"], in: demo, mergingOutput: true)
        #expect(caughtUp.succeeded, "kiln build after serve: \(caughtUp.standardOutput)")
        // Built again from another shell (other session variables, `$_`, `OLDPWD`): SwiftPM
        // links nothing anew, as it would if it saw a changed environment. (Its second build
        // of a new package relinks its tools once whatever the environment; `kiln serve` was it.)
        let executables = try Self.modificationDates(of: demo.appendingPathComponent(".build/debug"))
        var otherShell = ProcessInfo.processInfo.environment
        otherShell.merge(["_": "/usr/bin/env", "OLDPWD": folder.path, "TERM_SESSION_ID": UUID().uuidString]) { $1 }
        let rebuilt = try ChildProcess.run(kiln, ["build"], in: demo, environment: otherShell, mergingOutput: true)
        #expect(rebuilt.succeeded, "kiln build again: \(rebuilt.standardOutput)")
        let relinked = try Self.modificationDates(of: demo.appendingPathComponent(".build/debug")).filter { executables[$0.key] != $0.value }
        #expect(relinked.isEmpty, "nothing was linked anew: \(relinked.keys.sorted()); \(rebuilt.standardOutput)")

        // The plugin, in the same package that depends on Kiln.
        try FileManager.default.removeItem(at: demo.appendingPathComponent("site"))
        let generated = try ChildProcess.run(["swift", "package", "--allow-writing-to-package-directory", "generate-site"], in: demo, mergingOutput: true)
        #expect(generated.succeeded, "generate-site: \(generated.standardOutput)")
        let regenerated = try String(contentsOf: demo.appendingPathComponent("site/index.html"), encoding: .utf8)
        #expect(regenerated.contains(">Edited demo</h1>"))
    }

    /// The executables in a build folder (the site's and SwiftPM's tools and plugins), by name,
    /// with when each was last written.
    private static func modificationDates(of folder: URL) throws -> [String: Date] {
        var dates: [String: Date] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let path = folder.appendingPathComponent(name).path
            guard FileManager.default.isExecutableFile(atPath: path) else { continue }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            dates[name] = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        }
        return dates
    }
}
