import Foundation
import KilnHostProtocol
import KilnServer
import KilnTestSupport
import Testing

@testable import KilnCommand

/// `kiln serve` as a reader's browser sees it: a page open in headless Chromium reloads after a
/// good build, shows the labelled error overlay in place after a failed one, and loses it with
/// the next good build. (The builder is a stand-in that writes the page, so no Swift build runs.)
@Suite(.enabled(if: Browser.unavailableReason == nil, "\(Browser.unavailableReason ?? "")"))
struct LiveReloadBrowserTests {
    @Test func aBuildReloadsTheOpenPageAndAFailedOneShowsItsErrorsUntilFixed() throws {
        let package = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: package) }
        let site = package.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        let source = package.appendingPathComponent("Sources/demo/demo.swift")
        try FileManager.default.createDirectory(at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "Text(\"Build 0\")\n".write(to: source, atomically: true, encoding: .utf8)
        let error = "Sources/demo/demo.swift:1:1: error: cannot find 'Tex' in scope"
        let builder = PageWriter(site: site, outcomes: [nil, .compileFailed(product: "demo", errors: error), nil])
        try builder.writePage()

        let server = StaticServer(options: ServerOptions(folder: site, port: 0, isDevelopment: true))
        let port = try server.start()
        defer { server.stop() }
        let loop = RebuildLoop(builder: builder, pages: server, package: package, progress: Progress { _ in })
        let watcher = try loop.watch()
        defer { watcher.stop() }

        let heading = "document.querySelector('h1').textContent"
        try Browser.shared().watching(URL(string: "http://127.0.0.1:\(port)/")!) { page in
            #expect(try page.run("return \(heading)") as? String == "Build 0")
            // A mark on the window that only a reload removes.
            _ = try page.run("window.kilnStayed = true")

            try "Text(\"Build 1\")\n".write(to: source, atomically: true, encoding: .utf8)
            #expect(try page.wait(until: "!window.kilnStayed && \(heading) === 'Build 1'", seconds: 20), "the good build reloads the page")
            _ = try page.run("window.kilnStayed = true")

            try "Tex(\"Build 2\")\n".write(to: source, atomically: true, encoding: .utf8)
            #expect(try page.wait(until: "document.getElementById('kiln-error')", seconds: 20), "the failed build shows the overlay")
            let overlay = try page.run("""
                const o = document.getElementById('kiln-error');
                return [o.getAttribute('role'), document.getElementById(o.getAttribute('aria-labelledby')).textContent,
                        o.querySelector('pre').textContent, document.activeElement === o, window.kilnStayed === true]
                """) as? [Any]
            #expect(overlay?[0] as? String == "alertdialog")
            #expect(overlay?[1] as? String == "Build failed")
            #expect(overlay?[2] as? String == error, "the overlay shows the compiler's lines")
            #expect(overlay?[3] as? Bool == true, "focus moves to the overlay")
            #expect(overlay?[4] as? Bool == true, "the overlay comes without a reload")

            try "Text(\"Build 2\")\n".write(to: source, atomically: true, encoding: .utf8)
            #expect(
                try page.wait(until: "!window.kilnStayed && !document.getElementById('kiln-error') && \(heading) === 'Build 2'", seconds: 20),
                "the next good build reloads the page without the overlay")
        }
    }
}

extension LiveReloadBrowserTests {
    /// A build that writes another page leaves the open one as the reader left it; one that
    /// writes the open page reloads it.
    @Test func onlyThePagesABuildWroteAnewReload() throws {
        let package = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: package) }
        let site = package.appendingPathComponent("site")
        let builder = PageEditor(site: site)
        try builder.write("index.html", "Home 0")
        try builder.write("other/index.html", "Other 0")
        let server = StaticServer(options: ServerOptions(folder: site, port: 0, isDevelopment: true))
        let port = try server.start()
        defer { server.stop() }
        let loop = RebuildLoop(builder: builder, pages: server, package: package, progress: Progress { _ in })

        let heading = "document.querySelector('h1').textContent"
        try Browser.shared().watching(URL(string: "http://127.0.0.1:\(port)/")!) { page in
            _ = try page.run("window.kilnStayed = true")
            builder.next = ("other/index.html", "Other 1")
            loop.sourcesChanged([package.appendingPathComponent("Content/other.md").path])
            loop.waitUntilIdle()
            // The event has gone out; a page that would reload has had time to start.
            #expect(!(try page.wait(until: "!window.kilnStayed", seconds: 2)), "another page's change leaves this one alone")
            builder.next = ("index.html", "Home 1")
            loop.sourcesChanged([package.appendingPathComponent("Content/home.md").path])
            #expect(try page.wait(until: "!window.kilnStayed && \(heading) === 'Home 1'", seconds: 20), "its own change reloads it")
        }
    }

    /// The open page, rendered ahead of a build still running, reloads at once; the build's end
    /// does not reload it again when it wrote the page the same.
    @Test func theOpenPageReloadsAsSoonAsItIsRenderedAhead() throws {
        let package = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: package) }
        let site = package.appendingPathComponent("site")
        let builder = AheadRenderer(site: site)
        try builder.write("guide/index.html", "Guide 0")
        let server = StaticServer(options: ServerOptions(folder: site, port: 0, isDevelopment: true))
        let port = try server.start()
        defer { server.stop() }
        let loop = RebuildLoop(builder: builder, pages: server, package: package, progress: Progress { _ in })

        let heading = "document.querySelector('h1').textContent"
        try Browser.shared().watching(URL(string: "http://127.0.0.1:\(port)/guide/")!) { page in
            _ = try page.run("window.kilnStayed = true")
            loop.sourcesChanged([package.appendingPathComponent("Content/guide.md").path])
            #expect(try page.wait(until: "!window.kilnStayed && \(heading) === 'Guide 1'", seconds: 20), "reloaded while the build runs")
            #expect(builder.openPages.values == [["/guide/"]], "the build was told which page is open")
            _ = try page.run("window.kilnStayed = true")
            builder.release.signal()
            loop.waitUntilIdle()
            #expect(!(try page.wait(until: "!window.kilnStayed", seconds: 2)), "the build wrote it as rendered ahead: no second reload")
            #expect(try page.run("return \(heading)") as? String == "Guide 1")
        }
    }

    /// A preview's frame rendered ahead reloads the page around it, which then shows it.
    @Test func aFrameRenderedAheadReloadsThePageAroundIt() throws {
        let package = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: package) }
        let site = package.appendingPathComponent("site")
        let builder = AheadRenderer(site: site, files: ["/preview/frame/": "preview/frame/index.html"])
        try builder.write("index.html", "Previews", frame: "preview/frame/")
        try builder.write("preview/frame/index.html", "Guide 0")
        let server = StaticServer(options: ServerOptions(folder: site, port: 0, isDevelopment: true))
        let port = try server.start()
        defer { server.stop() }
        let loop = RebuildLoop(builder: builder, pages: server, package: package, progress: Progress { _ in })

        let framed = "document.querySelector('iframe').contentDocument.querySelector('h1')?.textContent"
        try Browser.shared().watching(URL(string: "http://127.0.0.1:\(port)/")!) { page in
            _ = try page.run("window.kilnStayed = true")
            loop.sourcesChanged([package.appendingPathComponent("Sources/demo/demo.swift").path])
            #expect(try page.wait(until: "!window.kilnStayed && \(framed) === 'Guide 1'", seconds: 20), "the frame shows the page rendered ahead")
            #expect(builder.openPages.values == [["/", "/preview/frame/"]], "the page and its frame are open")
            builder.release.signal()
            loop.waitUntilIdle()
        }
    }

    /// A page that shows another in a frame (the previews' index) reloads when the framed page changes.
    @Test func aPageReloadsWhenAPageInItsFrameChanges() throws {
        let package = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: package) }
        let site = package.appendingPathComponent("site")
        let builder = PageEditor(site: site)
        try builder.write("index.html", "Previews", frame: "preview/")
        try builder.write("preview/index.html", "Preview 0")
        let server = StaticServer(options: ServerOptions(folder: site, port: 0, isDevelopment: true))
        let port = try server.start()
        defer { server.stop() }
        let loop = RebuildLoop(builder: builder, pages: server, package: package, progress: Progress { _ in })
        try Browser.shared().watching(URL(string: "http://127.0.0.1:\(port)/")!) { page in
            _ = try page.run("window.kilnStayed = true")
            builder.next = ("preview/index.html", "Preview 1")
            loop.sourcesChanged([package.appendingPathComponent("Sources/demo/demo.swift").path])
            #expect(try page.wait(until: "!window.kilnStayed", seconds: 20), "the framed page changed: the page around it reloads")
        }
    }
}

/// Writes one page anew per build, as a content edit does; the others stay the same files.
private final class PageEditor: SiteBuilding, @unchecked Sendable {
    let output: URL
    var next: (path: String, heading: String)?

    init(site: URL) { output = site }

    func build(compiling: Bool, plan: RenderPlan) throws {
        if let next { try write(next.path, next.heading) }
    }

    func write(_ path: String, _ heading: String, frame: String? = nil) throws {
        let file = output.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let framed = frame.map { "<iframe src=\"\($0)\" title=\"Preview\"></iframe>" } ?? ""
        let html = "<!DOCTYPE html><html lang=\"en\"><head><title>Demo</title></head><body><h1>\(heading)</h1>\(framed)</body></html>"
        try html.write(to: file, atomically: true, encoding: .utf8)
    }
}

/// Renders the open pages it knows ahead, holds the build until released, then writes them as it rendered them.
private final class AheadRenderer: SiteBuilding, @unchecked Sendable {
    let output: URL
    let openPages = Recorder<[String]>()
    let release = DispatchSemaphore(value: 0)
    /// The files of the pages it renders ahead, by their URL paths.
    private let files: [String: String]

    init(site: URL, files: [String: String] = ["/guide/": "guide/index.html"]) {
        output = site
        self.files = files
    }

    func build(compiling: Bool, plan: RenderPlan) throws {
        openPages.record(plan.openPages)
        for path in plan.openPages {
            guard let file = files[path] else { continue }
            plan.pageAhead(RenderHostMessages.PageAhead(path: path, file: file, html: Data(Self.page("Guide 1").utf8)))
        }
        release.wait()
        for file in files.values { try write(file, "Guide 1") }
    }

    func write(_ path: String, _ heading: String, frame: String? = nil) throws {
        let file = output.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Self.page(heading, frame: frame).write(to: file, atomically: true, encoding: .utf8)
    }

    private static func page(_ heading: String, frame: String? = nil) -> String {
        let framed = frame.map { "<iframe src=\"\($0)\" title=\"Preview\"></iframe>" } ?? ""
        return "<!DOCTYPE html><html lang=\"en\"><head><title>Guide</title></head><body><h1>\(heading)</h1>\(framed)</body></html>"
    }
}

/// Writes the page with the number of good builds so far, or fails, as told, build after build.
private final class PageWriter: SiteBuilding, @unchecked Sendable {
    private let site: URL
    var output: URL { site }
    private let outcomes: [CommandError?]
    private var builds = 0
    private var succeeded = 0
    private let lock = NSLock()

    init(site: URL, outcomes: [CommandError?]) {
        self.site = site
        self.outcomes = outcomes
    }

    func build(compiling: Bool, plan: RenderPlan) throws {
        let index = lock.withLock { () -> Int in
            builds += 1
            return builds - 1
        }
        if index < outcomes.count, let failure = outcomes[index] { throw failure }
        try writePage(number: lock.withLock { succeeded += 1; return succeeded })
    }

    func writePage(number: Int = 0) throws {
        let html = "<!DOCTYPE html><html lang=\"en\"><head><title>Demo</title></head><body><h1>Build \(number)</h1></body></html>"
        try html.write(to: site.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
    }
}
