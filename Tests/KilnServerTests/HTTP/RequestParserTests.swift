import Testing
@testable import KilnServer

struct RequestParserTests {
    private func parse(_ text: String, limits: ServerLimits = ServerLimits()) -> [RequestParser.Result] {
        var parser = RequestParser(limits: limits)
        Array(text.utf8).withUnsafeBytes { parser.append($0) }
        var results: [RequestParser.Result] = []
        while true {
            let result = parser.next()
            results.append(result)
            guard case .request = result else { return results }
        }
    }

    @Test func parsesTheRequestLineAndFields() throws {
        let results = parse("GET /a?b HTTP/1.1\r\nHost: example\r\nX-Thing:  spaced value \t\r\n\r\n")
        guard case .request(let request) = results.first else { Issue.record("no request: \(results)"); return }
        #expect(request.method == "GET")
        #expect(request.target == "/a?b")
        #expect(request.minorVersion == 1)
        #expect(request.headers == [HeaderField(name: "host", value: "example"), HeaderField(name: "x-thing", value: "spaced value")])
        #expect(results.last == .needsMore)
    }

    @Test func waitsForTheWholeHeadAndSkipsEmptyLinesBefore() {
        #expect(parse("GET / HTTP/1.1\r\nHost: a\r\n") == [.needsMore])
        #expect(parse("GET / HT") == [.needsMore])
        let results = parse("\r\n\r\nGET / HTTP/1.1\nHost: a\n\n")
        #expect(results.count == 2)
    }

    @Test func givesPipelinedRequestsOneByOne() {
        let results = parse("GET /1 HTTP/1.1\r\nHost: a\r\n\r\nHEAD /2 HTTP/1.1\r\nHost: a\r\n\r\nGET /3")
        let targets = results.compactMap { result -> String? in
            if case .request(let request) = result { return request.target }
            return nil
        }
        #expect(targets == ["/1", "/2"])
        #expect(results.last == .needsMore)
    }

    @Test(arguments: [
        "GET /\r\n\r\n", "GET  / HTTP/1.1\r\nHost: a\r\n\r\n", "GET / HTTP/1.1 extra\r\nHost: a\r\n\r\n",
        "G(T / HTTP/1.1\r\nHost: a\r\n\r\n", "GET / FTP/1.1\r\nHost: a\r\n\r\n", "GET /\u{7F} HTTP/1.1\r\nHost: a\r\n\r\n",
        "GET /é HTTP/1.1\r\nHost: a\r\n\r\n", "\u{1}\u{2}\u{3}\r\n\r\n", "GET / http/1.1\r\nHost: a\r\n\r\n",
    ])
    func refusesMalformedRequestLines(_ text: String) {
        #expect(parse(text) == [.failure(.badRequest)])
    }

    @Test(arguments: [
        "GET / HTTP/1.1\r\nNoColon\r\n\r\n", "GET / HTTP/1.1\r\nHost : a\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: a\r\n folded\r\n\r\n", "GET / HTTP/1.1\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", "GET / HTTP/1.1\r\nHost: a\r\nContent-Length: x\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: a\u{0}b\r\n\r\n", "GET / HTTP/1.1\r\nHost: a\rb\r\n\r\n",
    ])
    func refusesMalformedFields(_ text: String) {
        #expect(parse(text) == [.failure(.badRequest)])
    }

    @Test func refusesOtherHTTPVersionsWith505() {
        #expect(parse("GET / HTTP/2.0\r\nHost: a\r\n\r\n") == [.failure(.versionNotSupported)])
    }

    @Test func refusesALongRequestLineWith414EvenBeforeItEnds() {
        var limits = ServerLimits()
        limits.maxRequestLineBytes = 64
        let long = "GET /" + String(repeating: "a", count: 100)
        #expect(parse(long, limits: limits) == [.failure(.uriTooLong)])
        #expect(parse(long + " HTTP/1.1\r\nHost: a\r\n\r\n", limits: limits) == [.failure(.uriTooLong)])
        #expect(parse("GET /" + String(repeating: "a", count: 50) + " HTTP/1.1\r\nHost: a\r\n\r\n", limits: limits).count == 2)
    }

    @Test func refusesTooManyOrTooLargeFieldsWith431EvenBeforeTheHeadEnds() {
        var limits = ServerLimits()
        limits.maxHeaderBytes = 256
        limits.maxHeaderLines = 5
        let manyLines = "GET / HTTP/1.1\r\nHost: a\r\n" + String(repeating: "X: 1\r\n", count: 5)
        #expect(parse(manyLines, limits: limits) == [.failure(.headersTooLarge)])
        let manyBytes = "GET / HTTP/1.1\r\nHost: a\r\nX: " + String(repeating: "b", count: 300)
        #expect(parse(manyBytes, limits: limits) == [.failure(.headersTooLarge)])
        #expect(parse("GET / HTTP/1.1\r\nHost: a\r\nX: 1\r\n\r\n", limits: limits).count == 2)
    }

    @Test func knowsWhenTheConnectionStaysOpen() throws {
        func request(_ text: String) -> HTTPRequest? {
            if case .request(let request) = parse(text).first { return request }
            return nil
        }
        #expect(request("GET / HTTP/1.1\r\nHost: a\r\n\r\n")?.keepsAlive == true)
        #expect(request("GET / HTTP/1.1\r\nHost: a\r\nConnection: keep-alive, Close\r\n\r\n")?.keepsAlive == false)
        #expect(request("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")?.keepsAlive == false)
        #expect(request("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\n\r\n")?.hasBody == true)
        #expect(request("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n")?.hasBody == true)
        #expect(request("GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\n\r\n")?.hasBody == false)
    }
}
