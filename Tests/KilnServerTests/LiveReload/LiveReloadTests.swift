import Foundation
import Testing
@testable import KilnServer

/// Development mode end to end: pages carry the script, open pages hear `reload` and `error` over
/// the event stream, and pages served during a build error show the overlay.
struct LiveReloadTests {
    /// Opens `/_kiln/events` (as a page served at `version` would) and reads up to the stream's first line.
    private func openEvents(_ server: TestServer, version: String? = nil) throws -> RawClient {
        let client = try server.connect()
        client.send("GET /_kiln/events\(version.map { "?v=" + $0 } ?? "") HTTP/1.1\r\nHost: a\r\n\r\n")
        let head = try client.read(until: "retry: 1000\n\n")
        #expect(head.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(head.contains("Content-Type: text/event-stream\r\n"))
        #expect(!head.contains("Content-Length"))
        return client
    }

    /// The live-reload version a page was served at, read from its script.
    private func version(of page: String) throws -> String {
        let marker = try #require(page.range(of: "/_kiln/events?v="))
        return String(page[marker.upperBound...].prefix { $0 != "\"" && $0 != "&" })
    }

    @Test func injectsTheScriptIntoPagesOnlyAndAdjustsTheirLength() throws {
        let server = try TestServer(isDevelopment: true)
        let page = try server.request("/page.html")
        #expect(page.text.contains("<script>"))
        #expect(page.text.hasSuffix("</script></body></html>\n"))
        #expect(page.headers["content-length"] == "\(page.body.count)")
        #expect(page.body.count > TestSite.page.utf8.count)
        let head = try server.request("/page.html", method: "HEAD")
        #expect(head.headers["content-length"] == "\(page.body.count)")
        #expect(try server.request("/no/such/page").text.contains("/_kiln/events"))
        #expect(try server.request("/assets/app.js").text == "console.log(1)\n")
    }

    @Test func sendsReloadToOpenPages() throws {
        let server = try TestServer(isDevelopment: true)
        let current = try version(of: server.request("/page.html").text)
        let events = try openEvents(server, version: current)
        let other = try openEvents(server, version: current)
        server.server.reloadPages()
        #expect(try events.read(until: "\n\n") == "event: reload\ndata:\n\n")
        #expect(try other.read(until: "\n\n") == "event: reload\ndata:\n\n")
    }

    @Test func aReloadOfSomePagesNamesTheirPaths() throws {
        let server = try TestServer(isDevelopment: true)
        let events = try openEvents(server, version: try version(of: server.request("/page.html").text))
        server.server.reloadPages(changed: ["/post/a/", "/post/a/index.html"])
        #expect(try events.read(until: "\n\n") == "event: reload\ndata: [\"/post/a/\",\"/post/a/index.html\"]\n\n")
        #expect(try server.request("/page.html").text.contains("hit(location.href)||[...d.querySelectorAll(\"iframe\")]"), "each page checks its own path and its frames'")
    }

    @Test func sendsTheErrorAndShowsTheOverlayOnPagesServedUntilCleared() throws {
        let server = try TestServer(isDevelopment: true)
        let events = try openEvents(server, version: try version(of: server.request("/page.html").text))
        let message = "Sources/Site/Home.swift:3:9: error: cannot find 'Txet' in scope\n<b>"
        server.server.showBuildError(message)
        #expect(try events.read(until: "\n\n") == "event: error\ndata: \(JSONString.quote(message))\n\n")

        let during = try server.request("/page.html").text
        #expect(during.contains(#"<div id="kiln-error" role="alertdialog""#))
        #expect(during.contains("Home.swift:3:9: error: cannot find 'Txet' in scope\n&lt;b&gt;</pre>"))
        #expect(try server.request("/missing").text.contains("kiln-error-title"))

        server.server.showBuildError(nil)
        #expect(try events.read(until: "\n\n") == "event: reload\ndata:\n\n")
        #expect(!(try server.request("/page.html").text.contains("role=\"alertdialog\"")))
        // Clearing when no error stands sends nothing; the next event is the reload asked for.
        server.server.showBuildError(nil)
        server.server.reloadPages()
        #expect(try events.read(until: "\n\n") == "event: reload\ndata:\n\n")
    }

    @Test func tellsAPageThatConnectsLateWhatItMissed() throws {
        let server = try TestServer(isDevelopment: true)
        let old = try version(of: server.request("/page.html").text)
        server.server.reloadPages()
        #expect(try openEvents(server, version: old).read(until: "\n\n") == "event: reload\ndata:\n\n")
        server.server.showBuildError("broken")
        #expect(try openEvents(server, version: old).read(until: "\n\n") == "event: error\ndata: \"broken\"\n\n")
        // A page from another server run (or one that knows no version) reloads too.
        server.server.showBuildError(nil)
        #expect(try openEvents(server, version: "0-0").read(until: "\n\n") == "event: reload\ndata:\n\n")
        let current = try version(of: server.request("/page.html").text)
        let upToDate = try openEvents(server, version: current)
        #expect(upToDate.closes(within: 0.3) == false)
    }

    @Test func keepsAnIdleStreamOpenWithHeartbeats() throws {
        let server = try TestServer(isDevelopment: true) { $0.heartbeatInterval = .milliseconds(100) }
        let events = try openEvents(server, version: try version(of: server.request("/").text))
        #expect(try events.read(until: ": heartbeat\n\n") == ": heartbeat\n\n")
        server.server.reloadPages()
        #expect(try events.read(until: "event: reload").contains("event: reload"))
    }

    @Test func neverInjectsNorStreamsInProductionMode() throws {
        let server = try TestServer(isDevelopment: false)
        server.server.showBuildError("broken")
        server.server.reloadPages()
        let page = try server.request("/page.html")
        #expect(page.text == TestSite.page)
        #expect(!page.text.contains("<script"))
        let missing = try server.request("/no/such/page")
        #expect(!missing.text.contains("<script"))
        #expect(try server.request("/_kiln/events").status == 404)
    }
}
