import Dispatch
import Foundation
import Testing

@testable import KilnCommand

@Suite struct RebuildLoopTests {
    let package = URL(fileURLWithPath: "/tmp/demo")

    @Test func aGoodBuildReloadsThePages() {
        let pages = FakePages()
        let loop = RebuildLoop(builder: FakeBuilder([nil]), pages: pages, package: package, progress: Progress { _ in })
        loop.sourcesChanged(["/tmp/demo/Sources/demo/demo.swift"])
        loop.waitUntilIdle()
        #expect(pages.calls.values == ["reload"])
    }

    @Test func aFailedBuildShowsItsErrorsUntilAGoodOneClearsThem() {
        let pages = FakePages()
        let compileFailure = CommandError.compileFailed(product: "demo", errors: "Sources/demo/demo.swift:3:5: error: cannot find 'Tex' in scope")
        let siteFailure = CommandError.siteFailed(product: "demo", errors: "demo/demo.swift:7: error: two pages want /about/")
        let lines = Recorder<String>()
        let loop = RebuildLoop(
            builder: FakeBuilder([compileFailure, siteFailure, nil, nil]), pages: pages, package: package, progress: Progress { lines.record($0) })
        for _ in 0..<4 {
            loop.sourcesChanged(["/tmp/demo/Sources/demo/demo.swift"])
            loop.waitUntilIdle()
        }
        #expect(pages.calls.values == [
            "error Sources/demo/demo.swift:3:5: error: cannot find 'Tex' in scope",
            "error demo/demo.swift:7: error: two pages want /about/",
            "error cleared",
            "reload",
        ])
        #expect(lines.values.first == "Sources/demo/demo.swift changed: rebuilding\n")
    }

    @Test func aFirstBuildThatFailedIsClearedByTheNextGoodOne() {
        let pages = FakePages()
        let loop = RebuildLoop(builder: FakeBuilder([nil]), pages: pages, package: package, progress: Progress { _ in }, isShowingError: true)
        loop.sourcesChanged(["/tmp/demo/Package.swift"])
        loop.waitUntilIdle()
        #expect(pages.calls.values == ["error cleared"])
    }

    @Test func aChangeToWhatTheSiteReadsWhenItRunsRendersWithoutCompiling() {
        let builder = FakeBuilder([nil, nil, nil, nil])
        let lines = Recorder<String>()
        let loop = RebuildLoop(builder: builder, pages: FakePages(), package: package, progress: Progress { lines.record($0) })
        for paths in [
            ["/tmp/demo/Content/posts/hello.md"], ["/tmp/demo/Assets/photo.png", "/tmp/demo/Content/guides/a.md"],
            ["/tmp/demo/Content/posts/hello.md", "/tmp/demo/Sources/demo/demo.swift"], ["/tmp/demo/Package.swift"],
        ] {
            loop.sourcesChanged(paths)
            loop.waitUntilIdle()
        }
        #expect(builder.compiled.values == [false, false, true, true], "Content/ and Assets/ alone are read by the running site")
        #expect(lines.values.first == "Content/posts/hello.md changed: rendering again\n")
    }

    /// The site takes the pages that read no documents from the last build only when that build
    /// was good and the same code makes this one: an edit of `Content/` alone after it.
    @Test func onlyAContentEditAfterAGoodBuildLetsTheSiteKeepThePagesThatReadNoDocuments() {
        let siteFailure = CommandError.siteFailed(product: "demo", errors: "demo/demo.swift:7: error: two pages want /about/")
        let builder = FakeBuilder([nil, nil, siteFailure, nil, nil])
        let loop = RebuildLoop(builder: builder, pages: FakePages(), package: package, progress: Progress { _ in })
        for paths in [
            ["/tmp/demo/Content/posts/hello.md"], ["/tmp/demo/Assets/photo.png"], ["/tmp/demo/Content/posts/bad.md"],
            ["/tmp/demo/Content/posts/bad.md"], ["/tmp/demo/Content/posts/hello.md"],
        ] {
            loop.sourcesChanged(paths)
            loop.waitUntilIdle()
        }
        #expect(builder.onlyContent.values == [true, false, true, false, true], "an image may be on any page; after a failed build the output is older")
    }

    @Test func afterAFailedCompileEvenAContentChangeCompiles() {
        let compileFailure = CommandError.compileFailed(product: "demo", errors: "Sources/demo/demo.swift:3:5: error: cannot find 'Tex' in scope")
        let siteFailure = CommandError.siteFailed(product: "demo", errors: "Content/posts/a.md:2: error: no title")
        let builder = FakeBuilder([compileFailure, nil, siteFailure, nil])
        let loop = RebuildLoop(builder: builder, pages: FakePages(), package: package, progress: Progress { _ in })
        for path in ["Sources/demo/demo.swift", "Content/posts/a.md", "Content/posts/a.md", "Content/posts/a.md"] {
            loop.sourcesChanged(["/tmp/demo/" + path])
            loop.waitUntilIdle()
        }
        // The executable is stale after the failed compile; a site that fails as it runs was compiled.
        #expect(builder.compiled.values == [true, true, false, false])
        let fresh = FakeBuilder([nil])
        let afterAFailedStart = RebuildLoop(builder: fresh, pages: FakePages(), package: package, progress: Progress { _ in }, isShowingError: true)
        afterAFailedStart.sourcesChanged(["/tmp/demo/Content/posts/a.md"])
        afterAFailedStart.waitUntilIdle()
        #expect(fresh.compiled.values == [true], "a first build that failed may not have compiled")
    }

    @Test func changesDuringABuildCostOneMoreBuild() {
        let pages = FakePages()
        let builder = FakeBuilder([nil, nil, nil], holdingFirst: true)
        let lines = Recorder<String>()
        let loop = RebuildLoop(builder: builder, pages: pages, package: package, progress: Progress { lines.record($0) })
        loop.sourcesChanged(["/tmp/demo/Sources/demo/a.swift"])
        #expect(builder.started.wait(for: 1, seconds: 10))
        for name in ["b", "c", "d"] { loop.sourcesChanged(["/tmp/demo/Sources/demo/\(name).swift"]) }
        builder.release.signal()
        loop.waitUntilIdle()
        #expect(builder.started.values.count == 2)
        #expect(pages.calls.values == ["reload", "reload"])
        #expect(lines.values == [
            "Sources/demo/a.swift changed: rebuilding\n",
            "Sources/demo/b.swift and 2 more changed: rebuilding\n",
        ])
    }
}

/// The loop as `kiln serve` runs it: files saved in a package, watched, rebuild and tell the pages.
@Suite struct WatchedRebuildTests {
    @Test func savingASourceReloadsThePagesAndABrokenBuildShowsItsErrorsUntilFixed() throws {
        let package = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: package) }
        let source = package.appendingPathComponent("Sources/demo/demo.swift")
        try FileManager.default.createDirectory(at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "Text(\"Hello\")\n".write(to: source, atomically: false, encoding: .utf8)

        let pages = FakePages()
        let failure = CommandError.compileFailed(product: "demo", errors: "Sources/demo/demo.swift:1:1: error: cannot find 'Tex' in scope")
        let loop = RebuildLoop(builder: FakeBuilder([nil, failure, nil]), pages: pages, package: package, progress: Progress { _ in })
        let watcher = try loop.watch()
        defer { watcher.stop() }

        for (text, expected) in [("Text(\"Hello!\")", 1), ("Tex(\"Hello!\")", 2), ("Text(\"Hello!\")", 3)] {
            let saved = DispatchTime.now().uptimeNanoseconds
            try (text + "\n").write(to: source, atomically: true, encoding: .utf8)
            #expect(pages.calls.wait(for: expected, seconds: 20))
            let seconds = Double(pages.calls.times[expected - 1] - saved) / 1e9
            #expect(seconds < 1.5, "the pages heard after \(seconds) s")
        }
        #expect(pages.calls.values == ["reload", "error Sources/demo/demo.swift:1:1: error: cannot find 'Tex' in scope", "error cleared"])
    }
}

/// Records what the loop tells the pages.
private final class FakePages: PageReloading, @unchecked Sendable {
    let calls = Recorder<String>()
    let openPages: [String] = []

    func showPageAhead(path: String, file: String, html: [UInt8]) { calls.record("ahead \(path)") }
    func reloadPages(changed: [String]?) { calls.record(changed.map { "reload " + $0.joined(separator: " ") } ?? "reload") }
    func showBuildError(_ message: String?) { calls.record(message.map { "error \($0)" } ?? "error cleared") }
}

/// Fails or succeeds as told, build after build; can hold its first build until released.
private final class FakeBuilder: SiteBuilding, @unchecked Sendable {
    private let outcomes: [CommandError?]
    private let holdsFirst: Bool
    let started = Recorder<Int>()
    /// Whether each build compiled, in order.
    let compiled = Recorder<Bool>()
    /// Whether each build was told that only `Content/` changed since the last good one.
    let onlyContent = Recorder<Bool>()
    let release = DispatchSemaphore(value: 0)
    /// No site: every build reloads every page.
    let output = URL(fileURLWithPath: "/nonexistent/kiln-site")

    init(_ outcomes: [CommandError?], holdingFirst: Bool = false) {
        self.outcomes = outcomes
        holdsFirst = holdingFirst
    }

    func build(compiling: Bool, plan: RenderPlan) throws {
        let index = started.values.count
        started.record(index)
        compiled.record(compiling)
        onlyContent.record(plan.onlyContentChanged)
        if index == 0 && holdsFirst { release.wait() }
        if let failure = outcomes[index] { throw failure }
    }
}
