import Foundation
import Kiln
import Testing

/// A build that fails or is killed never leaves a half-written site: the previous one stays,
/// byte for byte, and the next build succeeds.
@Suite(.serialized)
struct CrashSafetyTests {
    private struct Small: App {
        var body: some Scene {
            WindowGroup("Home") { Text("Welcome") }
            Page(path: "docs/intro", title: "Introduction") { Text("Docs") }
        }
    }

    private struct Broken: App {
        var body: some Scene {
            WindowGroup("Home") { Image("nowhere") }
        }
    }

    /// A build killed between the two renames of a swap (where the system cannot exchange
    /// folders in one step) left the old site aside and none in place: the next build puts it
    /// back, here one that fails, so the old site is what stays.
    @Test func aSwapCutInHalfIsRepairedByTheNextBuild() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        _ = try SiteGenerator(options: SiteOptions(output: site, isVerbose: false)).build(Small())
        let built = try contents(of: site)

        let aside = folder.appendingPathComponent(".site.kiln-previous")
        let staging = folder.appendingPathComponent(".site.kiln-staging")
        try FileManager.default.moveItem(at: site, to: aside)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try Data("half".utf8).write(to: staging.appendingPathComponent("index.html"))

        #expect(throws: SiteError.self) { try SiteGenerator(options: SiteOptions(output: site, isVerbose: false)).build(Broken()) }
        #expect(try contents(of: site) == built, "the old site is back in place, unchanged")
        #expect(!FileManager.default.fileExists(atPath: aside.path) && !FileManager.default.fileExists(atPath: staging.path))
        _ = try SiteGenerator(options: SiteOptions(output: site, isVerbose: false)).build(Small())
        #expect(try contents(of: site) == built)
    }

    /// The showcase's executable killed with SIGKILL at moments spread over its build: the site
    /// in place is always the whole previous one (the same sources, so the same bytes), and the
    /// next build succeeds.
    @Test func aBuildKilledAtAnyMomentLeavesTheSiteWhole() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        try runShowcase(into: site).waitUntilExit()
        let built = try contents(of: site)
        #expect(built.count == 227, "the showcase's 213 pages and 14 other files: \(built.count)")

        var completed = 0
        for delay in [0, 5, 15, 30, 50, 75, 100, 130, 170, 220] {
            let build = try runShowcase(into: site)
            usleep(useconds_t(delay * 1000))
            kill(build.processIdentifier, SIGKILL)
            build.waitUntilExit()
            if build.terminationReason == .exit { completed += 1 }
            #expect(try contents(of: site) == built, "killed after \(delay) ms: the site in place is the whole previous one")
        }
        let last = try runShowcase(into: site)
        last.waitUntilExit()
        #expect(last.terminationStatus == 0, "the build after the kills succeeds")
        #expect(try contents(of: site) == built)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "site" }
        #expect(leftovers.isEmpty, "nothing is left beside the site: \(leftovers)")
        #expect(completed < 10, "some kills landed before the build finished")
    }

    private func runShowcase(into site: URL) throws -> Process {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Showcase")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "no showcase executable at \(executable.path)")
        let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Assets")
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--output", site.path, "--assets", assets.path]
        // One build date for every build: a TimelineView's page is built for its day, and a run
        // either side of midnight UTC would differ for that alone.
        process.environment = ProcessInfo.processInfo.environment.merging(["SOURCE_DATE_EPOCH": "1781049600"]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }
}
