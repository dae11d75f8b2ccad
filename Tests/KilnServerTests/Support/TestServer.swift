import Foundation
@testable import KilnServer

/// A server on an ephemeral port of 127.0.0.1 over a `TestSite`, with time-outs short enough for tests.
final class TestServer {
    let site: TestSite
    let server: StaticServer
    let port: UInt16

    init(site: TestSite? = nil, isDevelopment: Bool = false, adjust: (inout ServerLimits) -> Void = { _ in }) throws {
        self.site = try site ?? TestSite()
        var options = ServerOptions(folder: self.site.folder, port: 0, isDevelopment: isDevelopment)
        options.limits.requestTimeout = .milliseconds(500)
        options.limits.lingerTimeout = .milliseconds(200)
        adjust(&options.limits)
        server = StaticServer(options: options)
        port = try server.start()
    }

    deinit { server.stop() }

    func connect() throws -> RawClient { try RawClient(port: port) }

    /// One request on a new connection: `GET target` (or another method) with `Connection: close`.
    func request(_ target: String, method: String = "GET", headers: [String] = []) throws -> TestResponse {
        let client = try connect()
        let lines = ["\(method) \(target) HTTP/1.1", "Host: 127.0.0.1", "Connection: close"] + headers
        client.send(lines.joined(separator: "\r\n") + "\r\n\r\n")
        return try client.readResponse(hasBody: method != "HEAD")
    }

    /// Sends raw bytes on a new connection and returns everything the server answers before closing.
    func exchange(_ bytes: [UInt8]) throws -> String {
        let client = try connect()
        client.send(bytes)
        return String(decoding: client.readUntilClosed(), as: UTF8.self)
    }
}
