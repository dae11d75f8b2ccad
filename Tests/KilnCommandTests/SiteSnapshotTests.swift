import Foundation
import Testing

@testable import KilnCommand

/// Which pages a build wrote anew, told by the files' identities (the generator hard-links the
/// files whose bytes did not change): those pages reload, the others stay as the reader left them.
struct SiteSnapshotTests {
    private func site(_ files: [String: String]) throws -> URL {
        let folder = try makeTemporaryFolder()
        for (path, text) in files { try write(text, to: path, in: folder) }
        return folder
    }

    /// Writes a new file in place of the old, as a build writes a changed page.
    private func write(_ text: String, to path: String, in folder: URL) throws {
        let file = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func onlyThePagesWrittenAnewAreNamedByBothTheirURLs() throws {
        let folder = try site(["index.html": "home", "post/a/index.html": "a", "post/b/index.html": "b", "kiln-1.css": "css"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = SiteSnapshot(folder: folder)
        #expect(SiteSnapshot(folder: folder).changedPages(since: before) == [], "nothing written: no page reloads")
        try write("a, edited", to: "post/a/index.html", in: folder)
        #expect(SiteSnapshot(folder: folder).changedPages(since: before) == ["/post/a/", "/post/a/index.html"])
        try write("home, edited", to: "index.html", in: folder)
        #expect(SiteSnapshot(folder: folder).changedPages(since: before) == ["/", "/index.html", "/post/a/", "/post/a/index.html"])
        try write("new", to: "post/c/index.html", in: folder)
        #expect(SiteSnapshot(folder: folder).changedPages(since: before)?.contains("/post/c/") == true, "a new page")
    }

    @Test func whatEveryPageMayUseReloadsThemAll() throws {
        let folder = try site(["index.html": "home", "post/a/index.html": "a", "kiln-1.css": "css", "404.html": "gone"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = SiteSnapshot(folder: folder)
        try write("css, edited", to: "kiln-1.css", in: folder)
        #expect(SiteSnapshot(folder: folder).changedPages(since: before) == nil, "a stylesheet")
        let again = SiteSnapshot(folder: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("post/a/index.html"))
        #expect(SiteSnapshot(folder: folder).changedPages(since: again) == nil, "a page gone")
        #expect(SiteSnapshot(folder: folder.appendingPathComponent("none")).changedPages(since: again) == nil, "no site")
    }
}
