import Testing
@testable import KilnServer

struct RequestPathTests {
    @Test func decodesOnceAndSplitsIntoSegments() throws {
        let path = try #require(RequestPath(target: "/docs/a%20b/c.html?x=1&v=abc"))
        #expect(path.segments == ["docs", "a b", "c.html"])
        #expect(!path.hasTrailingSlash)
        #expect(path.query == "x=1&v=abc")
        #expect(path.queryValue("v") == "abc")
        #expect(path.queryValue("y") == nil)
        let pages = try #require(RequestPath(target: "/_kiln/events?v=1&p=%2Fa%2F&p=%2Fb%2F"))
        #expect(pages.queryValues("p") == ["%2Fa%2F", "%2Fb%2F"], "every value, in order, as sent")
        #expect(pages.queryValues("q") == [])
    }

    @Test func dropsDotAndEmptySegmentsAndKeepsTheTrailingSlash() throws {
        let path = try #require(RequestPath(target: "//docs/./guide//"))
        #expect(path.segments == ["docs", "guide"])
        #expect(path.hasTrailingSlash)
        #expect(RequestPath(target: "/")?.segments == [])
    }

    @Test(arguments: [
        "/..", "/../etc/passwd", "/a/../../etc/passwd", "/%2e%2e/etc/passwd", "/%2E%2e/secret.txt", "/.%2e/x",
        "/%2e%2e%2fsecret.txt", "/..%2fsecret.txt", "/a%2f..%2f..%2fsecret.txt", "/%5c..%5csecret.txt",
        "/..\\secret.txt", "/a\\b", "/%00", "/index.html%00.png", "/%0d%0aX:%20y", "/%7f", "/%zz", "/%2", "/%",
        "/%ff%fe", "*", "example.com:80", "ftp://host/x", "http://host/../../etc/passwd",
        "http://host/%2e%2e/secret.txt",
    ])
    func refusesEveryEscapeAndMalformedForm(_ target: String) {
        #expect(RequestPath(target: target) == nil)
    }

    @Test func takesDoubleEncodingLiterally() throws {
        let path = try #require(RequestPath(target: "/%252e%252e/%252fsecret.txt"))
        #expect(path.segments == ["%2e%2e", "%2fsecret.txt"])
    }

    @Test func usesOnlyThePathOfAnAbsoluteFormTarget() throws {
        #expect(RequestPath(target: "http://evil.example/docs/?q")?.segments == ["docs"])
        #expect(RequestPath(target: "HTTPS://host:8000")?.segments == [])
        #expect(RequestPath(target: "http://host?x=1")?.query == "x=1")
    }

    @Test func encodesTheCanonicalPathForARedirect() throws {
        let path = try #require(RequestPath(target: "/a%20b//%23c/."))
        #expect(path.encoded == "/a%20b/%23c/")
        #expect(RequestPath(target: "//evil.example")?.encoded == "/evil.example")
    }
}
