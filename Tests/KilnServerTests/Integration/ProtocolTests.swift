import Foundation
import Testing

/// HTTP/1.1 behaviour over real sockets: methods, keep-alive, validators, types, folders, misses.
struct ProtocolTests {
    @Test func servesAFileWithItsLengthTypeAndValidator() throws {
        let server = try TestServer()
        let response = try server.request("/page.html")
        #expect(response.status == 200)
        #expect(response.text == TestSite.page)
        #expect(response.headers["content-length"] == "\(TestSite.page.utf8.count)")
        #expect(response.headers["content-type"] == "text/html; charset=utf-8")
        #expect(response.headers["etag"]?.hasPrefix("\"") == true)
        #expect(response.headers["cache-control"] == "max-age=60")
        #expect(response.headers["date"]?.hasSuffix(" GMT") == true)
        #expect(response.headers["connection"] == "close")
    }

    @Test(arguments: [
        ("/assets/style.css", "text/css; charset=utf-8"), ("/assets/app.js", "text/javascript; charset=utf-8"),
        ("/assets/logo.svg", "image/svg+xml; charset=utf-8"), ("/assets/photo.png", "image/png"),
        ("/assets/photo.jpg", "image/jpeg"), ("/assets/photo.webp", "image/webp"),
        ("/assets/icon.ico", "image/vnd.microsoft.icon"), ("/assets/font.woff2", "font/woff2"),
        ("/assets/report.pdf", "application/pdf"), ("/data.json", "application/json; charset=utf-8"),
        ("/sitemap.xml", "application/xml; charset=utf-8"), ("/robots.txt", "text/plain; charset=utf-8"),
        ("/blob.bin", "application/octet-stream"),
    ])
    func sendsTheContentTypeOfEachFile(_ target: String, _ type: String) throws {
        let server = try TestServer()
        let response = try server.request(target)
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == type)
        #expect(response.headers["x-content-type-options"] == "nosniff")
    }

    @Test func answersHeadWithTheHeadersOnly() throws {
        let server = try TestServer()
        let client = try server.connect()
        client.send("HEAD /page.html HTTP/1.1\r\nHost: a\r\n\r\nGET /robots.txt HTTP/1.1\r\nHost: a\r\n\r\n")
        let head = try client.readResponse(hasBody: false)
        #expect(head.status == 200)
        #expect(head.headers["content-length"] == "\(TestSite.page.utf8.count)")
        // Had HEAD sent a body, it would be read here instead of the next response.
        let next = try client.readResponse()
        #expect(next.text == "User-agent: *\n")
    }

    @Test func keepsTheConnectionAliveBetweenRequests() throws {
        let server = try TestServer()
        let client = try server.connect()
        client.send("GET /page.html HTTP/1.1\r\nHost: a\r\n\r\n")
        let first = try client.readResponse()
        #expect(first.status == 200)
        #expect(first.headers["connection"] == nil)
        client.send("GET /data.json HTTP/1.1\r\nHost: a\r\n\r\n")
        #expect(try client.readResponse().text == "{}\n")
        client.send("GET /robots.txt HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")
        #expect(try client.readResponse().headers["connection"] == "close")
        #expect(client.closes(within: 1))
    }

    @Test func closesAfterAnHTTP10Request() throws {
        let server = try TestServer()
        let client = try server.connect()
        client.send("GET /page.html HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
        let response = try client.readResponse()
        #expect(response.status == 200)
        #expect(response.headers["connection"] == "close")
        #expect(client.closes(within: 1))
    }

    @Test func answers304WhenTheClientsCopyIsCurrent() throws {
        let server = try TestServer()
        let etag = try #require(try server.request("/page.html").headers["etag"])
        for header in ["If-None-Match: \(etag)", "If-None-Match: \"other\", W/\(etag)", "If-None-Match: *"] {
            let response = try server.request("/page.html", headers: [header])
            #expect(response.status == 304, "\(header)")
            #expect(response.body.isEmpty)
            #expect(response.headers["etag"] == etag)
        }
        #expect(try server.request("/page.html", headers: ["If-None-Match: \"other\""]).status == 200)

        try server.site.write("<p>changed, and longer than before</p>\n", to: "page.html")
        let changed = try server.request("/page.html", headers: ["If-None-Match: \(etag)"])
        #expect(changed.status == 200)
        #expect(changed.headers["etag"] != etag)
    }

    @Test(arguments: ["POST", "PUT", "DELETE", "OPTIONS", "PATCH", "CONNECT", "TRACE", "BREW"])
    func refusesOtherMethodsWith405(_ method: String) throws {
        let server = try TestServer()
        let response = try server.request("/page.html", method: method)
        #expect(response.status == 405)
        #expect(response.headers["allow"] == "GET, HEAD")
    }

    @Test func answersAPostWithABodyAndCloses() throws {
        let server = try TestServer()
        let client = try server.connect()
        client.send("POST /page.html HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nhello")
        let response = try client.readResponse()
        #expect(response.status == 405)
        #expect(response.headers["connection"] == "close")
        #expect(client.closes(within: 1))
    }

    @Test func redirectsAFolderToItsSlashFormAndServesItsIndex() throws {
        let server = try TestServer()
        let redirect = try server.request("/docs?x=1")
        #expect(redirect.status == 301)
        #expect(redirect.headers["location"] == "/docs/?x=1")
        let index = try server.request("/docs/")
        #expect(index.status == 200)
        #expect(index.text.contains("Docs"))
        #expect(try server.request("/").text.contains("Home"))
        #expect(try server.request("http://127.0.0.1:8000/docs/").text.contains("Docs"))
    }

    @Test func answersMissesWithTheSites404Page() throws {
        let server = try TestServer()
        let response = try server.request("/no/such/page")
        #expect(response.status == 404)
        #expect(response.text.contains("Missing"))
        #expect(response.headers["content-type"] == "text/html; charset=utf-8")
        #expect(response.headers["cache-control"] == "no-store")
        #expect(try server.request("/assets/").status == 404)

        try FileManager.default.removeItem(at: server.site.folder.appending(path: "404.html"))
        let plain = try server.request("/no/such/page")
        #expect(plain.status == 404)
        #expect(plain.headers["content-type"] == "text/plain; charset=utf-8")
    }

    @Test func servesWhateverTheFolderHoldsAtEachRequest() throws {
        let server = try TestServer()
        #expect(try server.request("/late.html").status == 404)
        try server.site.write("late", to: "late.html")
        #expect(try server.request("/late.html").text == "late")
    }

    @Test func cachesNothingInDevelopmentMode() throws {
        let server = try TestServer(isDevelopment: true)
        #expect(try server.request("/assets/style.css").headers["cache-control"] == "no-store")
        #expect(try server.request("/page.html").headers["cache-control"] == "no-store")
    }

    @Test func sendsALargeFileWhole() throws {
        let large = String(repeating: "0123456789abcdef", count: 200_000)
        let site = try TestSite(files: ["video.mp4": large])
        let server = try TestServer(site: site)
        let response = try server.request("/video.mp4")
        #expect(response.headers["content-type"] == "video/mp4")
        #expect(response.body.count == large.utf8.count)
        #expect(response.text == large)
    }
}
