import Foundation
import Testing

@testable import KilnCommand

/// The site module's compile, read from the build SwiftPM planned, and compiled again alone as
/// a shared library for `kiln serve`'s render host.
struct ModuleCompileTests {
    /// What `.build/debug/description.json` holds for a site, trimmed to one module's command.
    private let description = Data(
        #"""
        {"swiftCommands": {
          "C.notes-x86_64-unknown-linux-gnu-debug.module": {
            "moduleName": "notes", "importPath": "/site/.build/debug/Modules",
            "sources": ["/site/Sources/notes/Post.swift", "/site/Sources/notes/notes.swift", "/site/.build/plugins/outputs/KilnPreviewCatalog.swift"],
            "otherArguments": ["-target", "x86_64-unknown-linux-gnu", "-incremental", "-enable-batch-mode", "-serialize-diagnostics",
              "-index-store-path", "/site/.build/index/store", "-Onone", "-enable-testing", "-j2", "-DSWIFT_PACKAGE", "-DDEBUG",
              "-module-cache-path", "/site/.build/ModuleCache", "-parseable-output", "-Xfrontend", "-entry-point-function-name",
              "-Xfrontend", "notes_main", "-swift-version", "6", "-g", "-Xcc", "-fPIC", "-Xcc", "-g", "-package-name", "notes",
              "-Xfrontend", "-load-plugin-executable", "-Xfrontend", "/site/.build/debug/KilnMacros-tool#KilnMacros"],
            "moduleOutputPath": "/site/.build/debug/Modules/notes.swiftmodule",
            "objects": ["/site/.build/debug/notes.build/Post.swift.o", "/site/.build/debug/notes.build/notes.swift.o"]},
          "C.Kiln-x86_64-unknown-linux-gnu-debug.module": {
            "moduleName": "Kiln", "importPath": "/site/.build/debug/Modules", "sources": ["/kiln/Sources/Kiln/Exports.swift"], "otherArguments": [],
            "moduleOutputPath": "/site/.build/debug/Modules/Kiln.swiftmodule", "objects": ["/site/.build/debug/Kiln.build/Exports.swift.o"]}
        }}
        """#.utf8)

    @Test func keepsSwiftPMsFlagsButThoseOfItsIncrementalBuild() throws {
        let compile = try #require(ModuleCompile(description: description, module: "notes"))
        #expect(compile.sources.count == 3, "the plugin's generated file is the module's too")
        #expect(compile.importPath == "/site/.build/debug/Modules")
        #expect(
            compile.flags == [
                "-target", "x86_64-unknown-linux-gnu", "-Onone", "-enable-testing", "-DSWIFT_PACKAGE", "-DDEBUG", "-module-cache-path",
                "/site/.build/ModuleCache", "-swift-version", "6", "-Xcc", "-fPIC", "-package-name", "notes", "-Xfrontend",
                "-load-plugin-executable", "-Xfrontend", "/site/.build/debug/KilnMacros-tool#KilnMacros",
            ])
    }

    @Test func aLibraryKeepsTheModulesNameForItsCallSitesAndTakesAFreshOneForItsSymbols() throws {
        let compile = try #require(ModuleCompile(description: description, module: "notes"))
        let arguments = compile.libraryArguments(abiName: "kiln_reload_7", entryPoint: "kiln_reload_main", output: "/site/.build/kiln/reload/kiln_reload_7.so")
        #expect(Array(arguments.prefix(8)) == ["-emit-library", "-module-name", "notes", "-module-abi-name", "kiln_reload_7", "-parse-as-library", "-I", "/site/.build/debug/Modules"])
        #expect(arguments.suffix(9) == ["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "kiln_reload_main"] + compile.sources + ["-o", "/site/.build/kiln/reload/kiln_reload_7.so"])
    }

    @Test func aModuleWithTopLevelCodeOrNoneAtAllIsNotCompiledAlone() {
        let withMain = Data(
            #"{"swiftCommands": {"m": {"moduleName": "site", "importPath": "/m", "sources": ["/s/Sources/site/main.swift"], "otherArguments": [], "moduleOutputPath": "/m/site.swiftmodule", "objects": ["/s/main.swift.o"]}}}"#.utf8)
        #expect(ModuleCompile(description: withMain, module: "site") == nil)
        #expect(ModuleCompile(description: description, module: "other") == nil)
        #expect(ModuleCompile(description: Data("not json".utf8), module: "notes") == nil)
    }
}

/// The compiler's jobs as `swiftc -###` prints them, run directly.
struct DriverJobsTests {
    @Test func splitsCommandLinesAsAShellWould() {
        #expect(DriverJobs.words(#"/bin/clang -o "/a b/c.so" 'x y' z\ w"#) == ["/bin/clang", "-o", "/a b/c.so", "x y", "z w"])
        #expect(DriverJobs.words(#"a "" b"#) == ["a", "", "b"])
    }

    @Test func frontendJobsRunSideBySideAndTheRestAfter() {
        let printed = """
            /opt/swift/usr/bin/swift-frontend -frontend -c -primary-file a.swift b.swift -module-abi-name kiln_reload_placeholder -o /w/a-1.o
            /opt/swift/usr/bin/swift-frontend -frontend -c a.swift -primary-file b.swift -module-abi-name kiln_reload_placeholder -o /w/b-1.o
            /opt/swift/usr/bin/swift-autolink-extract /w/a-1.o /w/b-1.o -o /w/notes-1.autolink
            /opt/swift/usr/bin/clang -shared /w/a-1.o /w/b-1.o -o /r/kiln_reload_placeholder.so

            """
        let jobs = DriverJobs(printed: printed)
        #expect(jobs.frontends.count == 2 && jobs.rest.count == 2)
        #expect(jobs.rest[1].last == "/r/kiln_reload_placeholder.so")
        let renamed = jobs.replacing("kiln_reload_placeholder", with: "kiln_reload_3")
        #expect(renamed.rest[1].last == "/r/kiln_reload_3.so")
        #expect(renamed.frontends.allSatisfy { $0.contains("kiln_reload_3") && !$0.contains("kiln_reload_placeholder") })
    }

    @Test func theFirstFailingJobsErrorsAreReturned() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let jobs = DriverJobs(printed: "/bin/sh -c \"echo made > \(folder.path)/made\"\n/bin/sh -c \"echo 'x.swift:3: error: no' >&2; exit 1\"\n/bin/sh -c \"echo never > \(folder.path)/never\"\n")
        #expect(jobs.run(in: folder)?.contains("x.swift:3: error: no") == true)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("made").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("never").path), "nothing runs after a failure")
    }
}
