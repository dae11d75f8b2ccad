import Foundation
import KilnTree

extension Publishing {
    /// The files published beside the pages: icons, the manifest, `robots.txt` and each feed's
    /// three files, by their path in the site; entries without a date are warned about.
    func files(for pages: [PublishedPage], warnings: inout [Diagnostic]) -> [(path: String, bytes: [UInt8])] {
        var files = icons.files
        if site != nil || !icons.links.isEmpty { files.append((Self.manifestName, manifest)) }
        files.append(("robots.txt", Array(robots.utf8)))
        guard let publicBase else { return files }
        for (index, feed) in feeds.enumerated() {
            let listed = pages.filter { $0.feeds.contains(index) }
            for page in listed where page.date == nil {
                warnings.append(Diagnostic(
                    .warning,
                    "the page /\(page.route.path) has no date, so the feed \"\(feed.title)\" (\(feed.source)) leaves it out: give its view pageMetadata(date:)",
                    at: page.source))
            }
            let writer = FeedWriter(feed: feed, base: publicBase, siteName: site?.name ?? feed.title, siteDescription: site?.description, pages: listed)
            files.append((feed.path + ".rss", Array(writer.rss.utf8)))
            files.append((feed.path + ".atom", Array(writer.atom.utf8)))
            files.append((feed.path + ".json", writer.json))
        }
        return files
    }

    /// Every crawler may read every page (a `noindex` page says so in its head, which a crawler
    /// must be allowed to read); the sitemap's absolute URL when the site's is known.
    var robots: String {
        var text = "User-agent: *\nAllow: /\n"
        if let publicBase { text += "\nSitemap: \(publicBase)sitemap.xml\n" }
        return text
    }

    /// The web app manifest: the site's name, its icons and the accent colour as the theme.
    /// Paths are relative to the manifest, which sits at the site root.
    var manifest: [UInt8] {
        var object: [String: Any] = [
            "name": site?.name ?? "", "short_name": site?.name ?? "", "start_url": "./", "scope": "./", "display": "browser",
            "theme_color": (themeColor ?? Self.defaultAccent).light, "background_color": "#ffffff",
            "icons": icons.manifestIcons.map { ["src": $0.path, "sizes": "\($0.size)x\($0.size)", "type": "image/png", "purpose": "any"] },
        ]
        if let description = site?.description { object["description"] = description }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return [UInt8](data) + [0x0A]
    }
}
