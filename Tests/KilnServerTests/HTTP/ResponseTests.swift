import Testing
@testable import KilnServer

struct ResponseTests {
    @Test func writesTheHeadWithLengthAndConnection() {
        var response = Response.text(.notFound, "Not found.")
        response.closesConnection = true
        #expect(
            String(decoding: response.head(date: "D"), as: UTF8.self)
                == "HTTP/1.1 404 Not Found\r\nServer: Kiln\r\nDate: D\r\nContent-Type: text/plain; charset=utf-8\r\n"
                + "Cache-Control: no-store\r\nContent-Length: 11\r\nConnection: close\r\n\r\n")
        #expect(String(decoding: response.serialized(date: "D").suffix(11), as: UTF8.self) == "Not found.\n")
    }

    @Test func leavesTheLengthOutOf304AndStreams() {
        let notModified = Response(status: .notModified, fields: [HeaderField(name: "ETag", value: "\"x\"")])
        #expect(String(decoding: notModified.head(date: "D"), as: UTF8.self) == "HTTP/1.1 304 Not Modified\r\nServer: Kiln\r\nDate: D\r\nETag: \"x\"\r\n\r\n")
        let stream = Response(status: .ok, fields: [], body: .stream)
        #expect(!String(decoding: stream.head(date: "D"), as: UTF8.self).contains("Content-Length"))
    }

    @Test func formatsTheDateAsIMFFixdate() {
        #expect(HTTPDate.format(0) == "Thu, 01 Jan 1970 00:00:00 GMT")
        #expect(HTTPDate.format(1_784_592_005) == "Tue, 21 Jul 2026 00:00:05 GMT")
    }
}
