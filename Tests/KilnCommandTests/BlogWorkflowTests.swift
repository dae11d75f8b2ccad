import Foundation
import KilnTestSupport
import Testing

@testable import KilnCommand

/// A new blog, for real: `kiln new --template blog`, twelve posts, `kiln build` with a real
/// `swift build` (Kiln compiled as a dependency), and its output read as a reader's tools read
/// it: the feeds by an XML parser, the search index as JSON, every link followed to its file.
/// It compiles Kiln once more, so it runs beside the other workflow test (`KILN_WORKFLOW_TEST=1`).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["KILN_WORKFLOW_TEST"] == "1", "set KILN_WORKFLOW_TEST=1 to run it (it takes minutes)"))
struct BlogWorkflowTests {
    private let kiln = kilnCheckout.appendingPathComponent(".build/debug/kiln")

    @Test(.timeLimit(.minutes(30))) func aNewBlogBuildsPagesOfTenTagsFeedsAndSearch() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blog = folder.appendingPathComponent("notes")
        let made = try ChildProcess.run(kiln, ["new", "notes", "--template", "blog"], in: folder, mergingOutput: true)
        #expect(made.succeeded, "kiln new: \(made.standardOutput)")
        // Nine more posts: twelve in all, so the newest ten fill the first page.
        for day in 1...9 {
            let post = "---\ntitle: Note \(day)\ndate: 2026-02-0\(day)\ntags: [notes]\n---\nNote number \(day), with a [link to the welcome post](welcome.md).\n"
            try post.write(to: blog.appendingPathComponent("Content/posts/note-\(day).md"), atomically: true, encoding: .utf8)
        }

        let built = try ChildProcess.run(kiln, ["build"], in: blog, mergingOutput: true)
        #expect(built.succeeded, "kiln build: \(built.standardOutput)")
        let site = blog.appendingPathComponent("site")
        let html = try Self.pages(in: site)

        // Pages of ten, newest first.
        let first = try #require(html["index.html"])
        #expect(Self.count(of: "href=\"post/", in: first) == 10, "ten posts on the first page")
        #expect(first.contains(">Note 9<") && !first.contains(">Welcome to Notes<"))
        let second = try #require(html["page/2/index.html"])
        #expect(second.contains(">Writing a post<") && second.contains(">Welcome to Notes<"))
        #expect(second.contains("rel=\"prev\""))
        // A page per post and per tag; the tag's page lists only its posts.
        #expect(html["post/welcome/index.html"]?.contains("Welcome to Notes") == true)
        let guides = try #require(html["tag/guide/index.html"])
        #expect(guides.contains(">Writing a post<") && guides.contains(">Highlighted code<") && !guides.contains(">Note 1<"))
        // Highlighted code: Swift's keywords coloured, no script on the page.
        let code = try #require(html["post/highlighted-code/index.html"])
        #expect(code.contains(">struct</span>") && !code.contains("<script"))
        // The template asks for a Content-Security-Policy: a page without a script may run none.
        #expect(code.contains("<meta http-equiv=\"Content-Security-Policy\"") && code.contains("script-src 'none'"))

        // Every link of every page leads to a file of the site (or a heading on it).
        for (path, page) in html {
            for link in Self.links(in: page) {
                #expect(Self.resolves(link, from: path, in: site, pages: html), "\(path) links to \(link)")
            }
        }

        // The feeds, read by Foundation's XML parser and JSON reader: the twelve posts, newest first.
        let rss = try #require(XMLTree.parse(Data(contentsOf: site.appendingPathComponent("feed.rss"))))
        let items = rss.first("channel")?.all("item") ?? []
        let titles = items.compactMap { $0.first("title")?.text }
        #expect(titles.count == 12 && titles.first == "Note 9" && titles.last == "Welcome to Notes")
        #expect(items.compactMap { $0.first("link")?.text }.allSatisfy { $0.hasPrefix("https://example.com/post/") })
        let atom = try #require(XMLTree.parse(Data(contentsOf: site.appendingPathComponent("feed.atom"))))
        #expect(atom.all("entry").compactMap { $0.first("title")?.text } == titles)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: site.appendingPathComponent("feed.json"))) as? [String: Any]
        #expect((json?["items"] as? [Any])?.count == 12)

        // The search index lists every page but the search page itself.
        let index = try JSONSerialization.jsonObject(with: Data(contentsOf: site.appendingPathComponent("search/index.json"))) as? [[String: String]]
        let entries = try #require(index)
        #expect(entries.contains { $0["t"] == "Writing a post" && $0["u"] == "../post/writing-posts/" })
        #expect(entries.count == html.count - 2, "every page but 404.html and search/")
        #expect(html["search/index.html"]?.contains("href=\"../post/welcome/\"") == true)
    }

    private static func pages(in site: URL) throws -> [String: String] {
        var pages: [String: String] = [:]
        let root = site.standardizedFileURL.path + "/"
        for case let url as URL in FileManager.default.enumerator(at: site, includingPropertiesForKeys: nil)! where url.pathExtension == "html" {
            pages[String(url.standardizedFileURL.path.dropFirst(root.count))] = try String(contentsOf: url, encoding: .utf8)
        }
        return pages
    }

    private static func count(of text: String, in page: String) -> Int { page.components(separatedBy: text).count - 1 }

    /// The `href` and `src` values of a page's elements (not its scripts' text).
    private static func links(in page: String) -> [String] {
        var links: [String] = []
        for attribute in [" href=\"", " src=\""] {
            var rest = page[...]
            while let start = rest.range(of: attribute) {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                links.append(String(rest[..<end]).replacingOccurrences(of: "&amp;", with: "&"))
                rest = rest[end...]
            }
        }
        return links
    }

    /// Whether a relative link from the page at `path` names a file of the site, and its
    /// fragment an element of that page; links elsewhere (https:, mailto:) are not followed.
    private static func resolves(_ link: String, from path: String, in site: URL, pages: [String: String]) -> Bool {
        if link.contains(":") { return true }
        let (target, fragment) = link.firstIndex(of: "#").map { (String(link[..<$0]), String(link[link.index(after: $0)...])) } ?? (link, "")
        var segments = path.split(separator: "/").dropLast().map(String.init)
        for segment in target.split(separator: "/", omittingEmptySubsequences: false) {
            switch segment {
            case "..": if segments.popLast() == nil { return false }
            case ".", "": continue
            default: segments.append(String(segment))
            }
        }
        var file = segments.joined(separator: "/")
        if target.isEmpty { file = path } else if target.hasSuffix("/") { file += (file.isEmpty ? "" : "/") + "index.html" }
        guard FileManager.default.fileExists(atPath: site.appendingPathComponent(file).path) else { return false }
        return fragment.isEmpty || pages[file]?.contains("id=\"\(fragment)\"") == true
    }
}
