import Foundation
import Testing

/// No request, however encoded, reads anything outside the served folder: the secret beside the
/// folder (and inside `outside/`, reachable through symlinks) never appears in any answer.
struct TraversalTests {
    static let targets = [
        "/../secret.txt", "/../../../../etc/passwd", "/docs/../../secret.txt", "/%2e%2e/secret.txt",
        "/%2E%2E/secret.txt", "/.%2e/secret.txt", "/%2e./secret.txt", "/%2e%2e%2fsecret.txt", "/..%2fsecret.txt",
        "/docs%2f..%2f..%2fsecret.txt", "/%252e%252e/secret.txt", "/%252e%252e%252fsecret.txt",
        "/..%252fsecret.txt", "/%5c..%5csecret.txt", "/..%5csecret.txt", "/..\\secret.txt", "/docs\\..\\..\\secret.txt",
        "/secret.txt%00.html", "/%00../secret.txt", "/..%00/secret.txt", "/%c0%ae%c0%ae/secret.txt",
        "/leak.txt", "/absolute-leak.txt", "/leak-folder", "/leak-folder/", "/leak-folder/index.html",
        "/leak-folder%2findex.html", "/./../secret.txt", "//../secret.txt", "/docs/./../../secret.txt",
        "http://127.0.0.1/../../secret.txt", "http://127.0.0.1/%2e%2e/secret.txt", "http://127.0.0.1/../../etc/passwd",
        "http://../secret.txt", "http://127.0.0.1/leak.txt", "..", "../secret.txt", "%2e%2e/secret.txt",
        "*", "/?/../../secret.txt", "/#/../../secret.txt",
    ]

    @Test(arguments: targets)
    func neverServesAnythingOutsideTheFolder(_ target: String) throws {
        let server = try TestServer()
        for method in ["GET", "HEAD"] {
            let answer = try server.exchange(Array("\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8))
            let status = answer.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            // After `?` or `#` the dots are not part of the path, which is then the site's home page.
            let isHome = target.hasPrefix("/?") || target.hasPrefix("/#")
            #expect(isHome ? status == 200 : [400, 404].contains(status), "\(method) \(target): \(answer)")
            #expect(!answer.contains(server.site.secret), "\(method) \(target) leaked the secret")
            #expect(!answer.contains("root:x:0:0"), "\(method) \(target) leaked /etc/passwd")
        }
    }

    @Test func stillServesLinksThatStayInside() throws {
        let server = try TestServer()
        #expect(try server.request("/alias.html").text == TestSite.page)
        #expect(try server.request("/docs-alias/").text.contains("Docs"))
    }
}
