import Foundation
import Testing

@testable import KilnCommand

/// Each watcher must notice sources changing at any depth, new folders, and the manifest, and
/// ignore what a build writes (site/, .build/) and editors' scratch files.
@Suite(.serialized) struct FileWatcherTests {
    static let entries: Set<String> = ["Sources", "Templates", "Assets", "Package.swift"]

    #if canImport(Glibc)
    @Test func inotifyNoticesAChangeAtOnce() throws {
        try checkWatcher(noticeWithin: 10) { package, changes in
            InotifyWatcher(package: package, entries: Self.entries) { changes.record($0) }
        }
    }
    #endif

    @Test func pollingNoticesAChangeWithinAFewPolls() throws {
        try checkWatcher(noticeWithin: 10) { package, changes in
            PollingWatcher(package: package, entries: Self.entries, interval: .milliseconds(50)) { changes.record($0) }
        }
    }

    @Test func scratchFilesAreNotSources() {
        for name in [".demo.swift.swp", ".#demo.swift", "#demo.swift#", "demo.swift~", "4913"] { #expect(isScratchFile(name), "\(name)") }
        #expect(!isScratchFile("demo.swift"))
    }

    private func checkWatcher(noticeWithin seconds: Double, _ make: (URL, Recorder<String>) -> any FileWatcher) throws {
        let package = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: package) }
        let files = FileManager.default
        try files.createDirectory(at: package.appendingPathComponent("Sources/demo"), withIntermediateDirectories: true)
        try files.createDirectory(at: package.appendingPathComponent("site"), withIntermediateDirectories: true)
        try "let a = 1\n".write(to: package.appendingPathComponent("Sources/demo/demo.swift"), atomically: false, encoding: .utf8)
        try "// manifest\n".write(to: package.appendingPathComponent("Package.swift"), atomically: false, encoding: .utf8)

        let changes = Recorder<String>()
        let watcher = make(package, changes)
        try watcher.start()
        defer { watcher.stop() }

        // What is not a source changes first: none of it may be reported.
        try "<p>built</p>".write(to: package.appendingPathComponent("site/index.html"), atomically: false, encoding: .utf8)
        try "x".write(to: package.appendingPathComponent("Sources/demo/.demo.swift.swp"), atomically: false, encoding: .utf8)
        try "x".write(to: package.appendingPathComponent("notes.txt"), atomically: false, encoding: .utf8)
        usleep(300_000)
        #expect(changes.values.isEmpty, "reported \(changes.values)")

        let start = DispatchTime.now().uptimeNanoseconds
        try "let a = 2\n".write(to: package.appendingPathComponent("Sources/demo/demo.swift"), atomically: false, encoding: .utf8)
        #expect(changes.wait(for: 1, seconds: seconds))
        let noticed = Double((changes.times.first ?? .max) - start) / 1e9
        #expect(noticed < seconds, "noticed after \(noticed) s")
        #expect(changes.values.first == package.appendingPathComponent("Sources/demo/demo.swift").path)

        // A folder made after watching began is watched too, and so are entries made later.
        func expectReported(_ relative: String) {
            let path = package.appendingPathComponent(relative).path
            #expect(changes.wait(seconds: seconds) { $0.contains(path) }, "\(relative) was not reported")
        }
        try files.createDirectory(at: package.appendingPathComponent("Sources/demo/Pages"), withIntermediateDirectories: true)
        usleep(200_000)
        try "struct About {}\n".write(to: package.appendingPathComponent("Sources/demo/Pages/About.swift"), atomically: false, encoding: .utf8)
        expectReported("Sources/demo/Pages/About.swift")

        try files.createDirectory(at: package.appendingPathComponent("Assets"), withIntermediateDirectories: true)
        usleep(200_000)
        try Data([1, 2, 3]).write(to: package.appendingPathComponent("Assets/logo.png"))
        expectReported("Assets/logo.png")

        // Saved as editors do: written beside, then renamed over the manifest.
        try "// manifest, changed\n".write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        expectReported("Package.swift")
    }
}
