import Foundation
import Testing

@testable import KilnCommand

/// The fast path's objects, compiled by the real compiler: an edit inside a function's body
/// compiles only its file; an edit of what a file offers the others compiles every file (or
/// leaves them to the whole build); a compile error compiles nothing for good, and its fix
/// compiles again.
struct ModuleObjectsTests {
    private let files = [
        "Greeting.swift": "struct Greeting {\n    var name: String\n    func text() -> String { \"Hello, \\(name)\" }\n}\n",
        "Page.swift": "func page() -> String { Greeting(name: \"reader\").text() }\n",
        "Footer.swift": "func footer() -> String { \"The end\" }\n",
    ]

    /// A module of `files` in `folder`, with the jobs `swiftc -###` prints for it as a library.
    private func module(in folder: URL, flags: [String] = []) throws -> (objects: ModuleObjects, jobs: DriverJobs, sources: [String]) {
        let sources = files.keys.sorted().map { folder.appendingPathComponent($0).path }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let work = folder.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = work.path
        let printed = try ChildProcess.run(
            // A module cache of its own: the shared default one is locked while another test's compiler fills it.
            ["swiftc", "-###", "-emit-library", "-module-name", "notes", "-parse-as-library", "-Onone",
             "-module-cache-path", folder.appendingPathComponent("ModuleCache").path] + flags + sources + ["-o", folder.appendingPathComponent("placeholder.so").path],
            in: folder, environment: environment, mergingOutput: true)
        try #require(printed.succeeded, "\(printed.standardOutput)")
        let jobs = DriverJobs(printed: printed.standardOutput)
        return (ModuleObjects(jobs: jobs, sources: sources, directory: folder, maps: work.appendingPathComponent("maps"), batches: 2), jobs, sources)
    }

    private func modified(_ path: String?) throws -> Date {
        let path = try #require(path)
        return try #require(FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    private func edit(_ file: String, in folder: URL, _ change: (String) -> String) throws {
        let url = folder.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let changed = change(text)
        try #require(changed != text)
        try changed.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test(.timeLimit(.minutes(3))) func anEditCompilesWhatItChangedAndWhatDependsOnAChangedInterface() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (objects, jobs, sources) = try module(in: folder)
        let greeting = sources.first { $0.hasSuffix("Greeting.swift") }!
        let page = sources.first { $0.hasSuffix("Page.swift") }!

        #expect(objects.update(everyFile: false) == .everyFileNeeded)
        #expect(objects.everyFileSeconds == nil)
        #expect(objects.update() == .compiled(everyFile: true), "at first, every file")
        #expect(objects.everyFileSeconds != nil)
        #expect(sources.allSatisfy { FileManager.default.fileExists(atPath: jobs.objects[$0]!) })
        #expect(objects.update() == .upToDate)

        // Inside a function's body: its file alone.
        let pageCompiled = try modified(jobs.objects[page])
        let greetingCompiled = try modified(jobs.objects[greeting])
        try edit("Greeting.swift", in: folder) { $0.replacing("Hello, ", with: "Hi, ") }
        #expect(objects.update() == .compiled(everyFile: false))
        #expect(try modified(jobs.objects[greeting]) > greetingCompiled)
        #expect(try modified(jobs.objects[page]) == pageCompiled, "the other files' objects are kept")

        // A new member changes what the file offers: every file, once allowed.
        try edit("Greeting.swift", in: folder) { $0.replacing("    var name: String\n", with: "    var name: String\n    var title = \"\"\n") }
        #expect(objects.update(everyFile: false) == .everyFileNeeded)
        #expect(try modified(jobs.objects[page]) == pageCompiled)
        #expect(objects.update() == .compiled(everyFile: true), "the changed file stayed to compile")
        #expect(try modified(jobs.objects[page]) > pageCompiled)

        // A compile error: the compiler's errors, and the file is compiled again once fixed.
        try edit("Page.swift", in: folder) { $0.replacing(".text()", with: ".missing()") }
        guard case .failed(let errors) = objects.update() else {
            Issue.record("a compile error fails")
            return
        }
        #expect(errors.contains("Page.swift:1:") && errors.contains("missing"), "\(errors)")
        #expect(objects.update() != .upToDate, "a failed file stays to compile")
        try edit("Page.swift", in: folder) { $0.replacing(".missing()", with: ".text() + \"!\"") }
        #expect(objects.update() == .compiled(everyFile: false))
        #expect(objects.update() == .upToDate)
        // Back to the text it was compiled from: the object is that text's.
        try edit("Page.swift", in: folder) { $0.replacing(".text() + \"!\"", with: ".text()") }
        #expect(objects.update() == .compiled(everyFile: false))
        try edit("Page.swift", in: folder) { $0.replacing(".text()", with: ".missing()") }
        #expect(objects.update() != .upToDate)
        try edit("Page.swift", in: folder) { $0.replacing(".missing()", with: ".text()") }
        #expect(objects.update() == .upToDate, "a fix back to the compiled text compiles nothing")
    }

    @Test(.timeLimit(.minutes(3))) func aModuleCompiledWholeIsCompiledWholeAfterAnyEdit() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (objects, jobs, _) = try module(in: folder, flags: ["-whole-module-optimization"])
        #expect(jobs.compilesWholeModule)
        #expect(objects.update() == .compiled(everyFile: true))
        #expect(objects.update() == .upToDate)
        try edit("Footer.swift", in: folder) { $0.replacing("The end", with: "Fin") }
        #expect(objects.update(everyFile: false) == .everyFileNeeded)
        #expect(objects.update() == .compiled(everyFile: true))
        try edit("Footer.swift", in: folder) { $0.replacing("\"Fin\"", with: "missing") }
        guard case .failed(let errors) = objects.update() else {
            Issue.record("a compile error fails")
            return
        }
        #expect(errors.contains("Footer.swift:1:"), "\(errors)")
    }
}
