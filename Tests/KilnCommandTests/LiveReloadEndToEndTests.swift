import Foundation
@testable import KilnCommand
import KilnServer
import KilnTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `kiln serve`'s loop with the real server: saving a source reloads open pages over
/// server-sent events, a broken build puts its errors on every page, a fixed one clears them.
/// (The builder is a stand-in so that no Swift build runs in the test.)
@Suite struct LiveReloadEndToEndTests {
    @Test func aSavedFileReloadsPagesAndABrokenBuildShowsItsOverlayUntilFixed() throws {
        let package = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: package) }
        let site = package.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try "<!DOCTYPE html><html lang=\"en\"><head><title>Demo</title></head><body><p>Hello</p></body></html>"
            .write(to: site.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        let source = package.appendingPathComponent("Sources/demo/demo.swift")
        try FileManager.default.createDirectory(at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "Text(\"Hello\")\n".write(to: source, atomically: false, encoding: .utf8)

        let server = StaticServer(options: ServerOptions(folder: site, port: 0, isDevelopment: true))
        let port = try server.start()
        defer { server.stop() }
        let failure = CommandError.compileFailed(product: "demo", errors: "Sources/demo/demo.swift:1:1: error: cannot find 'Tex' in scope")
        let loop = RebuildLoop(builder: Outcomes([nil, failure, nil]), pages: server, package: package, progress: Progress { _ in })
        let watcher = try loop.watch()
        defer { watcher.stop() }

        // A page that connects without the current version (as this client does) is told to reload at once.
        let events = try EventStream(port: port)
        #expect(events.wait(for: "event: reload", seconds: 20))
        try "Text(\"Hello!\")\n".write(to: source, atomically: true, encoding: .utf8)
        #expect(events.wait(for: "event: reload", seconds: 20, after: "event: reload"))

        try "Tex(\"Hello!\")\n".write(to: source, atomically: true, encoding: .utf8)
        #expect(events.wait(for: "event: error", seconds: 20))
        let broken = try get(port: port)
        #expect(broken.contains("id=\"kiln-error\"") && broken.contains("error: cannot find"), "the page shows the overlay: \(broken)")

        try "Text(\"Hello!\")\n".write(to: source, atomically: true, encoding: .utf8)
        #expect(events.wait(for: "event: reload", seconds: 20, after: "event: error"))
        #expect(!(try get(port: port)).contains("cannot find"))
    }

    /// The home page as served; fails the test if it does not arrive whole.
    private func get(port: UInt16) throws -> String {
        let client = try EventStream(port: port, target: "/")
        #expect(client.wait(for: "</html>", seconds: 10), "the page arrived: \(client.text)")
        #expect(client.text.contains("<p>Hello</p>"))
        return client.text
    }
}

/// Succeeds or fails as told, build after build.
private final class Outcomes: SiteBuilding, @unchecked Sendable {
    private let outcomes: [CommandError?]
    private var count = 0
    private let lock = NSLock()
    /// No site: every build reloads every page.
    let output = URL(fileURLWithPath: "/nonexistent/kiln-site")

    init(_ outcomes: [CommandError?]) { self.outcomes = outcomes }

    func build(compiling: Bool, plan: RenderPlan) throws {
        let index = lock.withLock { () -> Int in
            count += 1
            return count - 1
        }
        if index < outcomes.count, let failure = outcomes[index] { throw failure }
    }
}

/// A raw HTTP client on 127.0.0.1 that keeps reading what the server sends.
private final class EventStream: @unchecked Sendable {
    private let socket: Int32
    private let lock = NSLock()
    private var received = ""

    init(port: UInt16, target: String = "/_kiln/events") throws {
        socket = try LoopbackSocket.connected(port: port).fd
        let request = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
        _ = request.withCString { send(socket, $0, strlen($0), 0) }
        Thread.detachNewThread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = recv(socket, &buffer, buffer.count, 0)
                guard count > 0 else { return }
                let text = String(decoding: buffer[0..<count], as: UTF8.self)
                lock.withLock { received += text }
            }
        }
    }

    deinit { close(socket) }

    var text: String { lock.withLock { received } }

    /// Waits until `needle` arrives (after `earlier`, when given).
    func wait(for needle: String, seconds: Double, after earlier: String? = nil) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            var text = self.text
            if let earlier, let range = text.range(of: earlier) { text = String(text[range.upperBound...]) } else if earlier != nil { text = "" }
            if text.contains(needle) { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }
}
