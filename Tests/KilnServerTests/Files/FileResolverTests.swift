import Foundation
import Glibc
import Testing
@testable import KilnServer

struct FileResolverTests {
    private func resolve(_ target: String, in site: TestSite) throws -> FileResolver.Resolution {
        FileResolver(folder: site.folder.path).resolve(try #require(RequestPath(target: target)))
    }

    private func real(_ site: TestSite, _ path: String) -> String {
        site.folder.appending(path: path).resolvingSymlinksInPath().path
    }

    @Test func findsFilesAndFolderIndexes() throws {
        let site = try TestSite()
        #expect(try resolve("/page.html", in: site) == .file(real(site, "page.html")))
        #expect(try resolve("/", in: site) == .file(real(site, "index.html")))
        #expect(try resolve("/docs/", in: site) == .file(real(site, "docs/index.html")))
        #expect(try resolve("/missing.html", in: site) == .notFound)
        #expect(try resolve("/page.html/", in: site) == .notFound)
        #expect(try resolve("/assets/", in: site) == .notFound)
    }

    @Test func redirectsAFolderAskedForWithoutItsSlash() throws {
        let site = try TestSite()
        #expect(try resolve("/docs", in: site) == .redirect("/docs/"))
        #expect(try resolve("/docs?tab=2", in: site) == .redirect("/docs/?tab=2"))
    }

    @Test func followsSymlinksOnlyWhileTheyStayInsideTheFolder() throws {
        let site = try TestSite()
        #expect(try resolve("/alias.html", in: site) == .file(real(site, "page.html")))
        #expect(try resolve("/docs-alias/", in: site) == .file(real(site, "docs/index.html")))
        for target in ["/leak.txt", "/absolute-leak.txt", "/leak-folder/", "/leak-folder/index.html", "/leak-folder"] {
            #expect(try resolve(target, in: site) == .notFound, "\(target)")
        }
    }

    @Test func servesAFolderThatIsItselfASymlinkAndFollowsItsSwaps() throws {
        let site = try TestSite()
        let link = site.parent.appending(path: "current")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: site.folder)
        let resolver = FileResolver(folder: link.path)
        #expect(resolver.resolve(try #require(RequestPath(target: "/page.html"))) == .file(real(site, "page.html")))
        #expect(resolver.notFoundPage() == real(site, "404.html"))

        let next = site.parent.appending(path: "next")
        try FileManager.default.createDirectory(at: next, withIntermediateDirectories: true)
        try "new".write(to: next.appending(path: "new.html"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: next)
        #expect(resolver.resolve(try #require(RequestPath(target: "/new.html"))) == .file(next.resolvingSymlinksInPath().path + "/new.html"))
        #expect(resolver.resolve(try #require(RequestPath(target: "/page.html"))) == .notFound)
    }

    @Test func opensOnlyRegularFiles() throws {
        let site = try TestSite()
        let fifo = site.folder.appending(path: "pipe.html").path
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(try resolve("/pipe.html", in: site) == .notFound)
        #expect(OpenFile(path: fifo) == nil)
        let file = try #require(OpenFile(path: real(site, "page.html")))
        #expect(file.readAll() == Array(TestSite.page.utf8))
    }
}
