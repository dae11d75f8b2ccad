import Foundation
import KilnEmit
import KilnTree
import KilnViews

/// A page as a feed sees it, kept from its rendering after its views are dropped.
struct PublishedPage: Sendable {
    var route: Route
    var title: String
    var description: String?
    var date: Date?
    /// Where a missing date should be given: the page's `pageMetadata`, else its scene or link.
    var source: CallSite?
    var noindex: Bool
    /// The feeds (indexes into `Publishing.feeds`) that list the page.
    var feeds: [Int]
}

/// One feed written three ways: RSS 2.0, Atom (RFC 4287) and JSON Feed 1.1, newest entry first,
/// with absolute links written as the sitemap writes them (a page's URL ends in `/`).
struct FeedWriter {
    let feed: FeedSpec
    let base: String
    let siteName: String
    let siteDescription: String?
    /// Entries with dates, newest first (then by path, so the order is the same every build).
    let entries: [PublishedPage]

    init(feed: FeedSpec, base: String, siteName: String, siteDescription: String?, pages: [PublishedPage]) {
        self.feed = feed
        self.base = base
        self.siteName = siteName
        self.siteDescription = siteDescription
        entries = pages.filter { $0.date != nil }.sorted { ($0.date!, $1.route.path) > ($1.date!, $0.route.path) }
    }

    private var updated: Date { entries.first?.date ?? Date(timeIntervalSince1970: 0) }
    private func url(_ page: PublishedPage) -> String { base + page.route.path }
    private func url(_ ext: String) -> String { base + feed.path + "." + ext }
    private var description: String { siteDescription ?? feed.title }

    var rss: String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<rss version=\"2.0\" xmlns:atom=\"http://www.w3.org/2005/Atom\">",
            "<channel>",
            "<title>\(Self.xml(feed.title))</title>",
            "<link>\(Self.xml(base))</link>",
            "<description>\(Self.xml(description))</description>",
            "<atom:link href=\"\(Self.xml(url("rss")))\" rel=\"self\" type=\"application/rss+xml\"/>",
            "<lastBuildDate>\(Self.rfc822(updated))</lastBuildDate>",
        ]
        for entry in entries {
            lines.append("<item>")
            lines.append("<title>\(Self.xml(entry.title))</title>")
            lines.append("<link>\(Self.xml(url(entry)))</link>")
            lines.append("<guid isPermaLink=\"true\">\(Self.xml(url(entry)))</guid>")
            lines.append("<pubDate>\(Self.rfc822(entry.date!))</pubDate>")
            if let summary = entry.description { lines.append("<description>\(Self.xml(summary))</description>") }
            lines.append("</item>")
        }
        lines += ["</channel>", "</rss>", ""]
        return lines.joined(separator: "\n")
    }

    var atom: String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<feed xmlns=\"http://www.w3.org/2005/Atom\">",
            "<title>\(Self.xml(feed.title))</title>",
            "<subtitle>\(Self.xml(description))</subtitle>",
            "<id>\(Self.xml(url("atom")))</id>",
            "<link rel=\"self\" type=\"application/atom+xml\" href=\"\(Self.xml(url("atom")))\"/>",
            "<link rel=\"alternate\" type=\"text/html\" href=\"\(Self.xml(base))\"/>",
            "<updated>\(Self.rfc3339(updated))</updated>",
            "<author><name>\(Self.xml(siteName))</name></author>",
        ]
        for entry in entries {
            lines.append("<entry>")
            lines.append("<title>\(Self.xml(entry.title))</title>")
            lines.append("<id>\(Self.xml(url(entry)))</id>")
            lines.append("<link rel=\"alternate\" type=\"text/html\" href=\"\(Self.xml(url(entry)))\"/>")
            lines.append("<published>\(Self.rfc3339(entry.date!))</published>")
            lines.append("<updated>\(Self.rfc3339(entry.date!))</updated>")
            if let summary = entry.description { lines.append("<summary>\(Self.xml(summary))</summary>") }
            lines.append("</entry>")
        }
        lines += ["</feed>", ""]
        return lines.joined(separator: "\n")
    }

    var json: [UInt8] {
        let items: [[String: Any]] = entries.map { entry in
            var item: [String: Any] = [
                "id": url(entry), "url": url(entry), "title": entry.title, "date_published": Self.rfc3339(entry.date!),
                // An item needs content; the summary is the page's own words about itself.
                "content_text": entry.description ?? entry.title,
            ]
            if let summary = entry.description { item["summary"] = summary }
            return item
        }
        let object: [String: Any] = [
            "version": "https://jsonfeed.org/version/1.1", "title": feed.title, "home_page_url": base, "feed_url": url("json"),
            "description": description, "authors": [["name": siteName]], "items": items,
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return [UInt8](data) + [0x0A]
    }

    /// Text for XML content or a quoted attribute: escaped, and without the control characters
    /// XML 1.0 cannot hold.
    static func xml(_ text: String) -> String {
        let allowed = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 || $0 == "\t" || $0 == "\n" || $0 == "\r" }))
        return Escaping.attribute(allowed)
    }

    /// RFC 822 as RSS wants it, in UTC with a four-digit year: `Tue, 10 Jun 2003 04:00:00 +0000`.
    static func rfc822(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss '+0000'"
        return formatter.string(from: date)
    }

    /// RFC 3339 in UTC: `2003-06-10T04:00:00Z`.
    static func rfc3339(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}
