import Foundation
import Testing

@testable import KilnCommand

/// What a file offers the module's other files, read from the `.swiftdeps` the real compiler
/// writes: the same after an edit inside a function's body, different after an edit of a
/// declaration, a stored property's value or a new member.
struct SwiftDependenciesTests {
    private let original = """
        struct Greeting {
            var name: String
            var body: String { "Hello, \\(name)" }
        }
        func page() -> Int { 1 }
        let limit = 3

        """

    /// The interface of `text`, compiled as a file of module `notes`.
    private func interface(of text: String, in folder: URL, named name: String) throws -> SwiftDependencies {
        let source = folder.appendingPathComponent("\(name).swift")
        try text.write(to: source, atomically: true, encoding: .utf8)
        let dependencies = folder.appendingPathComponent("\(name).swiftdeps")
        let compiled = try ChildProcess.run(
            ["swiftc", "-frontend", "-c", "-primary-file", source.path, "-module-name", "notes", "-parse-as-library",
             // A cache of its own: the shared default one is locked while another test's compiler fills it.
             "-module-cache-path", folder.appendingPathComponent("ModuleCache").path,
             "-emit-reference-dependencies-path", dependencies.path, "-o", folder.appendingPathComponent("\(name).o").path],
            in: folder, mergingOutput: true)
        try #require(compiled.succeeded, "\(compiled.standardOutput)")
        return try #require(SwiftDependencies(contentsOf: dependencies))
    }

    @Test(.timeLimit(.minutes(3))) func onlyEditsOutsideFunctionBodiesChangeTheInterface() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try interface(of: original, in: folder, named: "before")
        #expect(before.interface.contains { $0.name == "Greeting" && $0.fingerprint != nil }, "\(before.interface)")

        let bodies = original.replacing("\"Hello, ", with: "\"Hi there, ").replacing("{ 1 }", with: "{ 2 + 3 }")
        #expect(try interface(of: bodies, in: folder, named: "bodies") == before, "function bodies are in no fingerprint")

        let edits = [
            "signature": original.replacing("func page() -> Int { 1 }", with: "func page() -> String { \"\" }"),
            "value": original.replacing("let limit = 3", with: "let limit = 4"),
            "member": original.replacing("    var name: String\n", with: "    var name: String\n    var title = \"\"\n"),
            "declaration": original + "func footer() -> Int { 0 }\n",
        ]
        for (name, text) in edits {
            #expect(try interface(of: text, in: folder, named: name) != before, "\(name)")
        }
    }

    @Test func aFileThatIsNoneOrIsCutShortIsNotRead() throws {
        #expect(SwiftDependencies(bytes: Array("not a swiftdeps".utf8)) == nil)
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try interface(of: original, in: folder, named: "whole")
        let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent("whole.swiftdeps")))
        #expect(SwiftDependencies(bytes: bytes) != nil)
        #expect(SwiftDependencies(bytes: Array(bytes.prefix(bytes.count / 2))) == nil)
        // No byte changed anywhere, nor any length cut, stops the reader: it reads or says nil.
        for index in bytes.indices {
            var damaged = bytes
            damaged[index] ^= 0xFF
            _ = SwiftDependencies(bytes: damaged)
            _ = SwiftDependencies(bytes: Array(bytes.prefix(index)))
        }
    }
}
