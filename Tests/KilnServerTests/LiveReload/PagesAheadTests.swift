import Foundation
import Testing
@testable import KilnServer

/// A page rendered ahead of a running build: the server knows which pages are open from their
/// streams, serves the page from memory until the build ends and reloads it alone, and after the
/// build reloads it again only if the build wrote it otherwise.
struct PagesAheadTests {
    /// Opens the event stream of a page served at the current version, at URL path `page` as its
    /// script sends it, with the pages in its `frames`.
    private func openEvents(_ server: TestServer, page: String?, frames: [String] = []) throws -> RawClient {
        let version = try self.version(of: server.request("/").text)
        let client = try server.connect()
        let pageQuery = ((page.map { [$0] } ?? []) + frames).map { "&p=" + ($0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? $0) }.joined()
        client.send("GET /_kiln/events?v=\(version)\(pageQuery) HTTP/1.1\r\nHost: a\r\n\r\n")
        _ = try client.read(until: "retry: 1000\n\n")
        return client
    }

    private func version(of page: String) throws -> String {
        let marker = try #require(page.range(of: "/_kiln/events?v="))
        return String(page[marker.upperBound...].prefix { $0 != "\"" && $0 != "&" })
    }

    private static let ahead = "<!doctype html><html lang=\"en\"><head><title>Docs</title></head><body><main>Docs, edited</main></body></html>\n"

    @Test func thePagesOpenAreThoseTheirStreamsName() throws {
        let server = try TestServer(isDevelopment: true)
        let streams = try ["/docs/", "/caf%C3%A9/", "/docs/", nil].map { try openEvents(server, page: $0) }
        #expect(server.server.openPages == ["/caf%C3%A9/", "/docs/"], "each page once, as the browser has its path")
        for stream in streams[0...1] { shutdown(stream.descriptor, Int32(SHUT_RDWR)) }
        #expect(try waitUntil { server.server.openPages == ["/docs/"] }, "a closed stream's page is no longer open")
    }

    @Test func thePagesInAPagesFramesAreOpenAfterThePagesThemselves() throws {
        let server = try TestServer(isDevelopment: true)
        let previews = try openEvents(server, page: "/_previews/", frames: ["/_previews/card/1/frame/", "/_previews/card/2/frame/"])
        let docs = try openEvents(server, page: "/docs/")
        #expect(server.server.openPages == ["/_previews/", "/docs/", "/_previews/card/1/frame/", "/_previews/card/2/frame/"])
        server.server.showPageAhead(path: "/_previews/card/2/frame/", file: "_previews/card/2/frame/index.html", html: Array(Self.ahead.utf8))
        #expect(try previews.read(until: "\n\n") == "event: reload\ndata: [\"/_previews/card/2/frame/\"]\n\n", "the page around the frame hears it")
        server.server.reloadPages(changed: [])
        #expect(try docs.read(until: "\n\n") == "event: reload\ndata: [\"/_previews/card/2/frame/\",\"/_previews/card/2/frame/index.html\"]\n\n", "the first event this page hears is the build's")
    }

    @Test func aPageAheadIsServedAndReloadedAloneUntilTheBuildEnds() throws {
        let server = try TestServer(isDevelopment: true)
        let docs = try openEvents(server, page: "/docs/")
        let home = try openEvents(server, page: "/")
        server.server.showPageAhead(path: "/docs/", file: "docs/index.html", html: Array(Self.ahead.utf8))
        #expect(try docs.read(until: "\n\n") == "event: reload\ndata: [\"/docs/\"]\n\n")
        for target in ["/docs/", "/docs/index.html"] {
            let page = try server.request(target)
            #expect(page.status == 200)
            #expect(page.text.hasPrefix(Self.ahead.dropLast(15)), "served from memory, with the script")
            #expect(page.text.contains("/_kiln/events?v="))
            #expect(page.headers["cache-control"] == "no-store")
        }
        #expect(try server.request("/page.html").text.contains("<main>Page</main>"), "other pages are their files")

        // The build wrote the page as it was rendered ahead: only the other pages reload.
        try server.site.write(Self.ahead, to: "docs/index.html")
        server.server.reloadPages(changed: ["/", "/docs/", "/docs/index.html", "/index.html"])
        #expect(try home.read(until: "\n\n") == "event: reload\ndata: [\"/\",\"/index.html\"]\n\n", "the home page heard nothing before")
        #expect(try docs.read(until: "\n\n") == "event: reload\ndata: [\"/\",\"/index.html\"]\n\n")
        #expect(try server.request("/docs/").text.contains("<main>Docs, edited</main>"), "the file now")
    }

    @Test func aPageTheBuildWroteOtherwiseReloadsAgain() throws {
        let server = try TestServer(isDevelopment: true)
        let docs = try openEvents(server, page: "/docs/")
        server.server.showPageAhead(path: "/docs/", file: "docs/index.html", html: Array(Self.ahead.utf8))
        _ = try docs.read(until: "\n\n")
        try server.site.write(Self.ahead.replacingOccurrences(of: "edited", with: "edited twice"), to: "docs/index.html")
        server.server.reloadPages(changed: [])
        #expect(try docs.read(until: "\n\n") == "event: reload\ndata: [\"/docs/\",\"/docs/index.html\"]\n\n")
        #expect(try server.request("/docs/").text.contains("edited twice"))
    }

    @Test func aPageAheadAsTheFolderHoldsItReloadsNothing() throws {
        let server = try TestServer(isDevelopment: true)
        let docs = try openEvents(server, page: "/docs/")
        server.server.showPageAhead(path: "/docs/", file: "docs/index.html", html: Array(try Data(contentsOf: server.site.folder.appending(path: "docs/index.html"))))
        server.server.reloadPages(changed: [])
        #expect(try docs.read(until: "\n\n") == "event: reload\ndata: []\n\n", "the build's event is the first")
    }

    @Test func aFailedBuildEndsServingItsPagesAhead() throws {
        let server = try TestServer(isDevelopment: true)
        server.server.showPageAhead(path: "/docs/", file: "docs/index.html", html: Array(Self.ahead.utf8))
        #expect(try server.request("/docs/").text.contains("Docs, edited"))
        server.server.showBuildError("Sources/Site/Docs.swift:1:1: error: no")
        let page = try server.request("/docs/").text
        #expect(page.contains("<main>Docs</main>") && page.contains("kiln-error"), "the last good file, with the error")
    }

    @Test func productionModeHasNoPagesAhead() throws {
        let server = try TestServer(isDevelopment: false)
        server.server.showPageAhead(path: "/docs/", file: "docs/index.html", html: Array(Self.ahead.utf8))
        #expect(try server.request("/docs/").text == TestSite.page.replacingOccurrences(of: "Page", with: "Docs"))
        #expect(server.server.openPages.isEmpty)
    }

    private func waitUntil(_ condition: () -> Bool) throws -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return false
    }
}
