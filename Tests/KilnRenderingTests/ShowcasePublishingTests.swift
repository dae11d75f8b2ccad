import Foundation
import Kiln
import KilnTestSupport
import Testing

@testable import Showcase

/// The showcase publishes what a real site does: a description and social card on every page,
/// icons, a manifest, robots.txt and a feed of its topic pages, each checked by parsing it.
struct ShowcasePublishingTests {
    static let base = "https://kiln.example/"

    private static func build() throws -> URL {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-publishing-\(UUID().uuidString)")
        _ = try SiteGenerator(options: SiteOptions(output: output, assets: ShowcaseCrawlTests.assets, isVerbose: false)).build(ShowcaseSite())
        return output
    }

    @Test func everyPageHeadHasADescriptionCanonicalURLAndSocialCard() throws {
        let output = try Self.build()
        defer { try? FileManager.default.removeItem(at: output) }
        var problems: [String] = []
        for page in try ShowcaseCrawlTests.htmlFiles(in: output).sorted() where page != "404.html" {
            let head = HeadTags(html: try String(contentsOf: output.appendingPathComponent(page), encoding: .utf8))
            let url = Self.base + String(page.dropLast("index.html".count))
            if (head.meta("description") ?? "").isEmpty { problems.append("\(page): no description") }
            if head.meta("og:description") != head.meta("description") { problems.append("\(page): og:description differs") }
            if head.links(rel: "canonical").map({ $0["href"] }) != [url] { problems.append("\(page): canonical is not \(url)") }
            if head.meta("og:url") != url { problems.append("\(page): og:url is not \(url)") }
            if head.meta("og:title") == nil || head.meta("twitter:card") != "summary_large_image" { problems.append("\(page): no social card") }
            for key in ["og:image", "twitter:image"] {
                guard let image = head.meta(key), builtFile(for: image, base: Self.base, in: output) != nil else {
                    problems.append("\(page): \(key) \(head.meta(key) ?? "missing") is not a file of the site")
                    continue
                }
            }
            // Icons and the manifest are linked relative to the page and exist.
            for link in head.links(rel: "icon") + head.links(rel: "apple-touch-icon") + head.links(rel: "manifest") {
                let target = output.appendingPathComponent(page).deletingLastPathComponent().appendingPathComponent(link["href"] ?? "")
                if !FileManager.default.fileExists(atPath: target.standardizedFileURL.path) { problems.append("\(page): \(link["href"] ?? "") is missing") }
            }
            if head.metas.filter({ $0["name"] == "theme-color" }).map({ $0["media"] ?? "" })
                != ["(prefers-color-scheme: light)", "(prefers-color-scheme: dark)"] { problems.append("\(page): theme colours") }
        }
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(20).joined(separator: "\n"))")
        // The topic pages describe themselves in their summary's words, without its Markdown.
        let text = HeadTags(html: try String(contentsOf: output.appendingPathComponent("text/index.html"), encoding: .utf8))
        #expect(text.meta("description") == "A string literal is a localized key whose inline Markdown renders; Text(verbatim:) and string variables show their characters as they are.")
        let alternates = text.links(rel: "alternate")
        #expect(alternates.filter { $0["type"] != nil }.count == 3, "a topic page offers the feed it is in, in its three formats")
        #expect(alternates.compactMap { $0["hreflang"] } == ["en", "fr", "x-default"], "and itself in each language")
    }

    @Test func theTopicFeedIsValidInEachFormatAndLinksOnlyToBuiltPages() throws {
        let output = try Self.build()
        defer { try? FileManager.default.removeItem(at: output) }
        let sitemap = try #require(XMLTree.parse(Data(contentsOf: output.appendingPathComponent("sitemap.xml"))))
        let sitemapURLs = Set(sitemap.all("url").compactMap { $0.first("loc")?.text })
        let topicURLs = Topic.all.map { Self.base + $0.id + "/" }
        var links: [String] = []

        let rss = try #require(XMLTree.parse(Data(contentsOf: output.appendingPathComponent("topics.rss"))), "topics.rss is well-formed")
        #expect(rss.name == "rss" && rss.attributes["version"] == "2.0")
        let channel = try #require(rss.first("channel"))
        for required in ["title", "link", "description"] { #expect(channel.first(required)?.text.isEmpty == false, "channel \(required)") }
        let items = channel.all("item")
        #expect(Set(items.compactMap { $0.first("link")?.text }) == Set(topicURLs), "every topic, once")
        let rfc822 = try NSRegularExpression(pattern: #"^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} \+0000$"#)
        for item in items {
            let date = item.first("pubDate")?.text ?? ""
            #expect(rfc822.firstMatch(in: date, range: NSRange(date.startIndex..., in: date)) != nil, "pubDate \(date)")
            #expect(item.first("guid")?.text == item.first("link")?.text && item.first("title") != nil && item.first("description") != nil)
            links += [item.first("link")?.text ?? ""]
        }
        links += [channel.first("link")?.text ?? ""]

        let atom = try #require(XMLTree.parse(Data(contentsOf: output.appendingPathComponent("topics.atom"))), "topics.atom is well-formed")
        #expect(atom.name == "feed" && atom.first("id") != nil && atom.first("updated") != nil && atom.first("author")?.first("name") != nil)
        let rfc3339 = try NSRegularExpression(pattern: #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$"#)
        for entry in atom.all("entry") {
            for required in ["id", "title", "updated"] { #expect(entry.first(required) != nil, "entry \(required)") }
            let updated = entry.first("updated")?.text ?? ""
            #expect(rfc3339.firstMatch(in: updated, range: NSRange(updated.startIndex..., in: updated)) != nil, "updated \(updated)")
            links += entry.all("link").compactMap { $0.attributes["href"] }
        }
        #expect(atom.all("entry").count == Topic.all.count)

        let json = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("topics.json"))) as? [String: Any])
        #expect(json["version"] as? String == "https://jsonfeed.org/version/1.1" && json["title"] as? String == "Kiln topics")
        let jsonItems = try #require(json["items"] as? [[String: Any]])
        #expect(jsonItems.count == Topic.all.count)
        for item in jsonItems {
            #expect(item["id"] != nil && (item["content_text"] != nil || item["content_html"] != nil), "a JSON Feed item needs an id and content")
            links += [item["url"] as? String ?? ""]
        }
        links.append(json["feed_url"] as? String ?? "")

        // Absolute, inside the site, written as the sitemap writes them, and built.
        for link in links {
            #expect(link.hasPrefix(Self.base), "\(link) is absolute")
            #expect(builtFile(for: link, base: Self.base, in: output) != nil, "\(link) is a file of the site")
            if link.hasSuffix("/") { #expect(sitemapURLs.contains(link), "\(link) is in the sitemap, as written there") }
        }
        let robots = try String(contentsOf: output.appendingPathComponent("robots.txt"), encoding: .utf8)
        #expect(robots.contains("\nSitemap: \(Self.base)sitemap.xml\n"))
    }
}
