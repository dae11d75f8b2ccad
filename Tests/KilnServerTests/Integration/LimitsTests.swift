import Foundation
import Testing
@testable import KilnServer

/// Malformed, oversized and slow clients get an answer (or are closed) in bounded time, and never
/// stop the server from serving others.
@Suite(.serialized)
struct LimitsTests {
    private func status(of answer: String) -> Int? {
        answer.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }

    @Test(arguments: [
        ("GARBAGE\r\n\r\n", 400), ("GET\r\n\r\n", 400), ("GET / HTTP/1.1\r\n\r\n", 400), ("GET / HTTP/9.9\r\nHost: a\r\n\r\n", 505),
        ("GET / HTTP/1.1\r\nHost a\r\n\r\n", 400), ("\u{0}\u{1}\u{2}\u{3}\r\n\r\n", 400), ("GET /\t HTTP/1.1\r\nHost: a\r\n\r\n", 400),
        ("GET /%zz HTTP/1.1\r\nHost: a\r\n\r\n", 400), ("GET /%00 HTTP/1.1\r\nHost: a\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: a\r\nContent-Length: -1\r\n\r\n", 400),
    ])
    func answersMalformedRequestsWithTheirStatusAndKeepsServing(_ request: String, _ expected: Int) throws {
        let server = try TestServer()
        let answer = try server.exchange(Array(request.utf8))
        #expect(status(of: answer) == expected, "\(answer)")
        #expect(answer.contains("Connection: close"))
        #expect(try server.request("/page.html").status == 200)
    }

    @Test func answersAnOversizedRequestLineWith414() throws {
        let server = try TestServer()
        let answer = try server.exchange(Array(("GET /" + String(repeating: "a", count: 9000) + " HTTP/1.1\r\nHost: a\r\n\r\n").utf8))
        #expect(status(of: answer) == 414)
        // Even when the line never ends.
        #expect(status(of: try server.exchange(Array(String(repeating: "a", count: 20_000).utf8))) == 414)
        #expect(try server.request("/page.html").status == 200)
    }

    @Test func answersOversizedHeadersWith431() throws {
        let server = try TestServer()
        let large = "GET / HTTP/1.1\r\nHost: a\r\nX-Big: " + String(repeating: "b", count: 17_000) + "\r\n\r\n"
        #expect(status(of: try server.exchange(Array(large.utf8))) == 431)
        let many = "GET / HTTP/1.1\r\nHost: a\r\n" + String(repeating: "X-Many: 1\r\n", count: 101) + "\r\n"
        #expect(status(of: try server.exchange(Array(many.utf8))) == 431)
        let endless = "GET / HTTP/1.1\r\nHost: a\r\n" + String(repeating: "X-Endless: 1\r\n", count: 2_000)
        #expect(status(of: try server.exchange(Array(endless.utf8))) == 431)
        let fits = "GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n" + String(repeating: "X-Many: 1\r\n", count: 98) + "\r\n"
        #expect(status(of: try server.exchange(Array(fits.utf8))) == 200)
    }

    @Test func closesAStalledClientWithoutBlockingOthers() throws {
        // The time-out is long enough that a loaded machine (CI runs every suite at once) answers
        // the other request well before it: an answer only after it would mean it waited.
        let server = try TestServer { $0.requestTimeout = .milliseconds(2_000) }
        let stalled = try server.connect()
        stalled.send("GET /page.html HTTP/1.1\r\nHost: a\r\nX-Slow: ")
        let idle = try server.connect()

        let started = Date()
        #expect(try server.request("/page.html").status == 200)
        #expect(Date().timeIntervalSince(started) < 1.5, "answered without waiting for the stalled client's time-out")

        let answer = String(decoding: stalled.readUntilClosed(timeout: 10), as: UTF8.self)
        #expect(status(of: answer) == 408)
        #expect(idle.closes(within: 10))
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test func givesUpOnAClientThatDoesNotReadItsResponse() throws {
        let size = 8 << 20
        let site = try TestSite(files: ["large.bin": String(repeating: "x", count: size), "page.html": TestSite.page])
        let server = try TestServer(site: site) { $0.writeTimeout = .milliseconds(300) }
        let reader = try RawClient(port: server.port, receiveBuffer: 4096)
        reader.send("GET /large.bin HTTP/1.1\r\nHost: a\r\n\r\n")
        #expect(try server.request("/page.html").status == 200)
        // Loopback keeps taking a little data for about a second after the client's window closes.
        usleep(2_500_000)
        let started = Date()
        let received = reader.readUntilClosed(timeout: 10)
        #expect(Date().timeIntervalSince(started) < 2)
        #expect(received.count < size)
    }

    @Test func closesAClientThatTricklesItsRequest() throws {
        let server = try TestServer { $0.requestTimeout = .milliseconds(500) }
        let client = try server.connect()
        let started = Date()
        for byte in "GET /page.html HTTP/1.1\r\nHost: a\r\n".utf8 {
            guard client.send([byte]) else { break }
            usleep(50_000)
            if Date().timeIntervalSince(started) > 5 { break }
        }
        #expect(Date().timeIntervalSince(started) < 3, "closed long before the 5 s the trickle would take")
        #expect(client.closes(within: 5))
    }

    @Test func servesManyConcurrentConnections() async throws {
        let server = try TestServer()
        let port = server.port
        let statuses = try await withThrowingTaskGroup(of: [Int].self) { group in
            for _ in 0..<64 {
                group.addTask {
                    let client = try RawClient(port: port)
                    var statuses: [Int] = []
                    for _ in 0..<5 {
                        client.send("GET /page.html HTTP/1.1\r\nHost: a\r\n\r\n")
                        statuses.append(try client.readResponse().status)
                    }
                    return statuses
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(statuses.count == 320)
        #expect(statuses.allSatisfy { $0 == 200 })
    }

    @Test func answers503BeyondTheConnectionLimit() throws {
        let server = try TestServer { $0.maxConnections = 2 }
        let first = try server.connect()
        let second = try server.connect()
        first.send("GET /page.html HTTP/1.1\r\nHost: a\r\n\r\n")
        second.send("GET /page.html HTTP/1.1\r\nHost: a\r\n\r\n")
        #expect(try first.readResponse().status == 200)
        #expect(try second.readResponse().status == 200)
        let third = try server.connect()
        #expect(status(of: String(decoding: third.readUntilClosed(), as: UTF8.self)) == 503)
    }

    @Test func stopClosesEveryConnectionAndReturns() throws {
        let server = try TestServer(isDevelopment: true) { $0.requestTimeout = .seconds(60) }
        let idle = try server.connect()
        let events = try server.connect()
        events.send("GET /_kiln/events HTTP/1.1\r\nHost: a\r\n\r\n")
        _ = try events.read(until: "retry:")
        let started = Date()
        server.server.stop()
        #expect(Date().timeIntervalSince(started) < 5, "far below the 60 s request time-out")
        #expect(idle.closes(within: 5))
        #expect(events.closes(within: 5))
        #expect(throws: (any Error).self) { try server.connect() }
        server.server.stop()
    }

    @Test func findsTheNextFreePortOrSaysAllAreTaken() throws {
        let first = try TestServer()
        var options = ServerOptions(folder: first.site.folder, port: first.port)
        let next = StaticServer(options: options)
        defer { next.stop() }
        let port = try next.start()
        #expect(port > first.port && port <= first.port + 20)
        #expect(throws: ServerError.alreadyStarted) { try next.start() }

        options.findsFreePort = false
        #expect(throws: ServerError.portsInUse(host: "127.0.0.1", first: first.port, last: first.port)) {
            try StaticServer(options: options).start()
        }
    }
}
