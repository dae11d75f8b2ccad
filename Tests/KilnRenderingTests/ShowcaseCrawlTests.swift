import Foundation
import Kiln
@testable import Showcase
import Testing

/// The showcase site — with seed 000's navigation samples, written as the session wrote them —
/// is one connected site: crawling from `index.html` reaches every page, and no link is broken.
struct ShowcaseCrawlTests {
    @Test func everyPageIsReachableFromTheHomePageAndNoLinkIsBroken() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-crawl-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        _ = try SiteGenerator(options: SiteOptions(output: output, assets: Self.assets, isVerbose: false)).build(ShowcaseSite())
        let crawl = try Crawl(root: output)
        #expect(crawl.brokenLinks.isEmpty, "broken: \(crawl.brokenLinks.prefix(10))")
        let pages = try Self.htmlFiles(in: output).subtracting(["404.html"])
        #expect(pages.subtracting(crawl.reached).isEmpty, "unreachable: \(pages.subtracting(crawl.reached).sorted().prefix(10))")
        // The seed's samples made their pages: value-based foods, view-based foods, and the split view's tasks with the food stack inside.
        for page in ["party-food/food-item/doughnut/index.html", "party-food-views/doughnut/index.html",
                     "planner/party-task/music/index.html", "planner/party-task/food/food-item/flan/index.html"] {
            #expect(crawl.reached.contains(page), "\(page) not reached")
        }
    }

    static var assets: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets")
    }

    static func htmlFiles(in folder: URL) throws -> Set<String> {
        let root = folder.standardizedFileURL.path
        var files: Set<String> = []
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)! where url.pathExtension == "html" {
            files.insert(String(url.standardizedFileURL.path.dropFirst(root.count + 1)))
        }
        return files
    }
}

/// Follows every `href` and `src` of a built site from its home page.
private struct Crawl {
    private(set) var reached: Set<String> = []
    private(set) var brokenLinks: [String] = []

    init(root: URL) throws {
        var queue = ["index.html"]
        reached.insert("index.html")
        while let page = queue.popLast() {
            let html = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
            for reference in Self.references(in: html) {
                guard let file = Self.resolve(reference, from: page) else { continue }
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: root.appendingPathComponent(file).path, isDirectory: &isFolder), !isFolder.boolValue else {
                    brokenLinks.append("\(page) → \(reference)")
                    continue
                }
                if file.hasSuffix(".html"), reached.insert(file).inserted { queue.append(file) }
            }
        }
    }

    static func references(in html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"(?:href|src)="([^"]*)""#)
        let range = NSRange(html.startIndex..., in: html)
        return pattern.matches(in: html, range: range).map { String(html[Range($0.range(at: 1), in: html)!]) }
    }

    /// The file a site-relative reference names from `page`, or nil for another site or a fragment.
    static func resolve(_ reference: String, from page: String) -> String? {
        let decoded = (reference.removingPercentEncoding ?? reference).replacingOccurrences(of: "&amp;", with: "&")
        let path = String(decoded.prefix { $0 != "#" && $0 != "?" })
        guard !path.isEmpty, !path.contains(":"), !path.hasPrefix("//") else { return nil }
        var segments = path.hasPrefix("/") ? [] : page.split(separator: "/").dropLast().map(String.init)
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == ".." { _ = segments.popLast() } else if segment != "." { segments.append(String(segment)) }
        }
        if path.hasSuffix("/") || segments.isEmpty { segments.append("index.html") }
        return segments.joined(separator: "/")
    }
}
