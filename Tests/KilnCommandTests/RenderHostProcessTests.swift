import Foundation
import KilnHostProtocol
import Testing

@testable import KilnCommand

/// A site executable as `kiln serve`'s render host (the showcase's, built beside the tests):
/// what it answers when a library cannot be loaded or builds nothing, and that a crash in a
/// library ends the host, not the caller.
@Suite(.serialized)
struct RenderHostProcessTests {
    private let showcase = kilnCheckout.appendingPathComponent(".build/debug/Showcase")

    /// A shared library of `source`, compiled with `swiftc` into `folder`.
    private func library(_ source: String, named name: String, in folder: URL) throws -> URL {
        let file = folder.appendingPathComponent("\(name).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("lib\(name).so")
        let compiled = try ChildProcess.run(["swiftc", "-emit-library", "-parse-as-library", file.path, "-o", output.path], in: folder, mergingOutput: true)
        try #require(compiled.succeeded, "swiftc: \(compiled.standardOutput)")
        return output
    }

    private func request(_ library: String) -> RenderHostMessages.Request {
        RenderHostMessages.Request(library: library, entryPoint: "kiln_reload_main", arguments: ["--output", "/nonexistent"])
    }

    @Test func aLibrarysABINameGivesBackItsModulesName() {
        let abiName = RenderHostMessages.abiName(ofModule: "my_site", suffix: "412_3")
        #expect(abiName != "my_site")
        #expect(RenderHostMessages.moduleName(fromRuntimeName: abiName) == "my_site")
        #expect(RenderHostMessages.moduleName(fromRuntimeName: "my_site") == "my_site", "a module built as usual")
    }

    @Test func aLibraryThatCannotBeLoadedIsSaidSoAndTheHostStays() throws {
        try #require(FileManager.default.isExecutableFile(atPath: showcase.path), "no showcase executable at \(showcase.path)")
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let host = try RenderHostProcess(executable: showcase, in: kilnCheckout)
        defer { host.stop() }
        for _ in 0..<2 {
            let (_, reply) = try host.render(request(folder.appendingPathComponent("missing.so").path))
            #expect(reply.status == RenderHostMessages.Reply.notLoaded)
            #expect(reply.errors.contains("missing.so"), "the loader's words: \(reply.errors)")
        }
        #expect(host.isRunning)
    }

    @Test func aLibraryWhoseEntryPointBuildsNothingIsNotASite() throws {
        try #require(FileManager.default.isExecutableFile(atPath: showcase.path), "no showcase executable at \(showcase.path)")
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = try library(
            "@_cdecl(\"kiln_reload_main\") public func entry(_ count: Int32, _ arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 { 0 }",
            named: "empty", in: folder)
        let host = try RenderHostProcess(executable: showcase, in: kilnCheckout)
        defer { host.stop() }
        let (_, reply) = try host.render(request(empty.path))
        #expect(reply.status == RenderHostMessages.Reply.notLoaded)
        #expect(reply.errors.contains("built no site"), "\(reply.errors)")
    }

    @Test func aCrashInTheLibraryEndsTheHostAndIsReportedWithItsMessage() throws {
        try #require(FileManager.default.isExecutableFile(atPath: showcase.path), "no showcase executable at \(showcase.path)")
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let crashing = try library(
            "@_cdecl(\"kiln_reload_main\") public func entry(_ count: Int32, _ arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 { fatalError(\"the user's code gave up\") }",
            named: "crashing", in: folder)
        let host = try RenderHostProcess(executable: showcase, in: kilnCheckout)
        defer { host.stop() }
        #expect {
            _ = try host.render(request(crashing.path))
        } throws: { error in
            let text = "\(error)"
            return error is RenderHostProcess.HostEnded && text.contains("the user's code gave up") && text.contains("crashed")
        }
        #expect(!host.isRunning)
    }
}
