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

    @Test func aLibraryKeepsTheModulesNameForItsCallSitesAndTakesAnotherForItsSymbols() throws {
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

    private let printed = """
        /opt/swift/usr/bin/swift-frontend -frontend -c -primary-file /s/a.swift /s/b.swift /s/c.swift -module-abi-name notes_kiln_reload_alone -o /w/a-1.o
        /opt/swift/usr/bin/swift-frontend -frontend -c /s/a.swift -primary-file /s/b.swift /s/c.swift -module-abi-name notes_kiln_reload_alone -o /w/b-1.o
        /opt/swift/usr/bin/swift-frontend -frontend -c /s/a.swift /s/b.swift -primary-file /s/c.swift -module-abi-name notes_kiln_reload_alone -o /w/c-1.o
        /opt/swift/usr/bin/swift-autolink-extract /w/a-1.o /w/b-1.o /w/c-1.o -o /w/notes-1.autolink
        /opt/swift/usr/bin/clang -shared /w/a-1.o /w/b-1.o /w/c-1.o -o /r/placeholder.so

        """

    @Test func eachFilesObjectAndTheJobsAfterTheFrontends() {
        let jobs = DriverJobs(printed: printed)
        #expect(jobs.frontends.count == 3 && jobs.rest.count == 2)
        #expect(jobs.objects == ["/s/a.swift": "/w/a-1.o", "/s/b.swift": "/w/b-1.o", "/s/c.swift": "/w/c-1.o"])
        #expect(jobs.dependencies(of: "/s/b.swift") == "/w/b-1.swiftdeps")
        #expect(jobs.linking("/r/placeholder.so", into: "/r/notes_7.so")[1].last == "/r/notes_7.so")
    }

    @Test func chosenFilesAreCompiledInBatchesEachReadingTheModuleOnce() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let jobs = DriverJobs(printed: printed)

        let one = try jobs.compiling(["/s/a.swift", "/s/c.swift"], batches: 1, maps: folder)
        #expect(one.count == 1)
        #expect(
            one[0] == [
                "/opt/swift/usr/bin/swift-frontend", "-frontend", "-c", "-primary-file", "/s/a.swift", "/s/b.swift", "-primary-file", "/s/c.swift",
                "-module-abi-name", "notes_kiln_reload_alone", "-o", "/w/a-1.o", "-o", "/w/c-1.o",
                "-supplementary-output-file-map", folder.appendingPathComponent("outputs-0.json").path,
            ])
        let map = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("outputs-0.json"))) as? [String: [String: String]]
        #expect(map?["/s/c.swift"] == ["object": "/w/c-1.o", "swift-dependencies": "/w/c-1.swiftdeps"])
        #expect(map?.count == 2)

        let two = try jobs.compiling(["/s/a.swift", "/s/b.swift", "/s/c.swift"], batches: 2, maps: folder)
        #expect(two.count == 2)
        #expect(two.map { $0.filter { $0 == "-primary-file" }.count } == [2, 1], "every file in one batch or the other")
        #expect(try jobs.compiling(["/s/b.swift"], batches: 4, maps: folder).count == 1, "no batch without a file")
    }

    @Test func theFirstFailingJobsErrorsAreReturned() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let jobs = DriverJobs(printed: "/bin/sh -c \"echo made > \(folder.path)/made\"\n/bin/sh -c \"echo 'x.swift:3: error: no' >&2; exit 1\"\n/bin/sh -c \"echo never > \(folder.path)/never\"\n")
        #expect(DriverJobs.runInOrder(jobs.rest, in: folder)?.contains("x.swift:3: error: no") == true)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("made").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("never").path), "nothing runs after a failure")
        #expect(DriverJobs.runSideBySide(jobs.rest, in: folder)?.contains("x.swift:3: error: no") == true)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("never").path), "side by side, every job runs")
    }
}
