import Foundation
import Kiln
import Testing

/// Failing builds say why, name the user's file and line, and leave the previous site whole.
struct SiteErrorTests {
    private let file = "KilnSiteTests/SiteErrorTests.swift"

    private func options(_ output: URL) -> SiteOptions {
        SiteOptions(output: output, assets: output.deletingLastPathComponent().appendingPathComponent("Assets"), isVerbose: false)
    }

    @Test func duplicateRoutesNameBothScenes() throws {
        struct Twice: App {
            nonisolated static let lines = (#line + 3, #line + 4)
            var body: some Scene {
                WindowGroup("Home") { Text("a") }
                Window("A", id: "same") { Text("a") }
                Page(path: "/same/", title: "B") { Text("b") }
            }
        }
        let output = try temporaryFolder().appendingPathComponent("site")
        #expect {
            try SiteGenerator(options: options(output)).build(Twice())
        } throws: { error in
            "\(error)" == "\(file):\(Twice.lines.1): error: the page /same/ is declared twice; the first is at \(file):\(Twice.lines.0)"
        }
    }

    @Test func pathsThatLeaveTheSiteAreRefused() throws {
        struct Escaping: App {
            var body: some Scene {
                Page(path: "../outside", title: "x") { Text("x") }
            }
        }
        let output = try temporaryFolder().appendingPathComponent("site")
        #expect { try SiteGenerator(options: options(output)).build(Escaping()) } throws: { error in
            "\(error)" == "KilnSiteTests/SiteErrorTests.swift:33: error: \"../outside\" is not a page path: use plain folder names separated by /, without . or .."
        }
    }

    @Test func aMissingAssetNamesTheImage() throws {
        struct Missing: App {
            nonisolated static let line = #line + 2
            var body: some Scene {
                WindowGroup("Home") { Image("nowhere") }
            }
        }
        let output = try temporaryFolder().appendingPathComponent("site")
        #expect { try SiteGenerator(options: options(output)).build(Missing()) } throws: { error in
            "\(error)".hasPrefix("\(file):\(Missing.line): error: no image named \"nowhere\" in ")
        }
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func aFailingBuildLeavesThePreviousSiteWhole() throws {
        struct Good: App {
            var body: some Scene { WindowGroup("Home") { Text("Version 1") } }
        }
        struct Bad: App {
            var body: some Scene {
                WindowGroup("Home") { Text("Version 2") }
                Page(path: "broken", title: "Broken") { Image("nowhere") }
            }
        }
        let output = try temporaryFolder().appendingPathComponent("site")
        _ = try SiteGenerator(options: options(output)).build(Good())
        let before = try contents(of: output)
        #expect(throws: SiteError.self) { try SiteGenerator(options: options(output)).build(Bad()) }
        #expect(try contents(of: output) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path)
        #expect(leftovers.sorted() == ["site"], "no staging folder is left behind")
    }

    @Test func anUnwritableOutputFolderIsReported() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let output = file.appendingPathComponent("site")
        struct Home: App {
            var body: some Scene { WindowGroup("Home") { Text("x") } }
        }
        #expect { try SiteGenerator(options: options(output)).build(Home()) } throws: { error in
            "\(error)".hasPrefix("error: cannot write the site to \(output.path): ")
                && "\(error)".hasSuffix("The previous site is left as it was.")
        }
    }

    @Test func commandLineOptions() throws {
        let options = try SiteOptions(arguments: ["--output", "out", "--base-url", "/p"])
        #expect(options.output.lastPathComponent == "out")
        #expect(options.baseURL == "/p/")
        #expect(throws: SiteError.usage("unknown option --bogus")) { try SiteOptions(arguments: ["--bogus"]) }
    }
}

/// Errors and warnings name the file a person can open, not the compiler's file id: the folders
/// the id drops are found in the package.
struct SourcePathTests {
    @Test func aCallSiteIsNamedByItsPathInThePackage() throws {
        let package = try temporaryFolder()
        let files = [
            "Sources/My-Site/Examples/Seed001AsyncImage.swift", "Sources/My-Site/Home.swift",
            "Tests/MySiteTests/HomeTests.swift", "Sources/My-Site/Examples/Notes.md",
        ]
        for file in files {
            let url = package.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        let paths = SourcePaths(package: package)
        #expect(paths.place(of: CallSite(fileID: "My_Site/Seed001AsyncImage.swift", line: 28)) == "Sources/My-Site/Examples/Seed001AsyncImage.swift:28")
        #expect(paths.place(of: CallSite(fileID: "My_Site/Home.swift", line: 3)) == "Sources/My-Site/Home.swift:3")
        #expect(paths.place(of: CallSite(fileID: "MySiteTests/HomeTests.swift", line: 9)) == "Tests/MySiteTests/HomeTests.swift:9")
        #expect(paths.place(of: CallSite(fileID: "Kiln/Elsewhere.swift", line: 1)) == "Kiln/Elsewhere.swift:1", "a file not in the package keeps its id")
    }

    @Test func aFailedBuildNamesThePathInThisPackage() throws {
        struct Escaping: App {
            nonisolated static let line = #line + 2
            var body: some Scene {
                Page(path: "../outside", title: "x") { Text("x") }
            }
        }
        let output = try temporaryFolder().appendingPathComponent("site")
        let options = SiteOptions(output: output, isVerbose: false)
        #expect { try SiteGenerator(options: options).build(Escaping()) } throws: { error in
            (error as? SiteError)?.described(placing: options.sources.place).hasPrefix("Tests/KilnSiteTests/SiteErrorTests.swift:\(Escaping.line): error:") == true
        }
    }
}
