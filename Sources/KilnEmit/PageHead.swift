/// What a page's `<head>` says about it beyond its title and stylesheet: its description,
/// canonical URL and social card (Open Graph and Twitter), the site's icons, manifest and theme
/// colours, its feeds, and the extra elements its views ask for. Every value is plain text here;
/// `html` escapes it once. URLs are absolute or root-relative as the site resolved them.
package struct HeadMetadata: Equatable, Sendable {
    package struct Icon: Equatable, Sendable {
        package var rel: String
        /// Below the site root (`favicon.ico`).
        package var path: String
        package var type: String?
        package var sizes: String?

        package init(rel: String, path: String, type: String?, sizes: String?) {
            self.rel = rel
            self.path = path
            self.type = type
            self.sizes = sizes
        }
    }

    /// A feed the page offers (`<link rel="alternate">`).
    package struct Alternate: Equatable, Sendable {
        package var type: String
        package var title: String
        package var href: String

        package init(type: String, title: String, href: String) {
            self.type = type
            self.title = title
            self.href = href
        }
    }

    /// An element the user's views add, already checked (names are tokens, URLs are not script).
    package enum Extra: Equatable, Sendable {
        case meta(name: String, content: String)
        case metaProperty(property: String, content: String)
        case link(rel: String, href: String, type: String?)
    }

    package var title = ""
    package var description: String?
    package var canonicalURL: String?
    package var noindex = false
    package var siteName: String?
    /// The social card's picture, absolute, with its size in pixels when known.
    package var image: String?
    /// Whether to write the Open Graph and Twitter tags: for a site or page that describes itself.
    package var socialCard = true
    package var imageSize: (width: Int, height: Int)?
    /// How the site root is reached from the page (`../`, `/`, or the base URL).
    package var root = ""
    package var icons: [Icon] = []
    package var manifest: String?
    package var themeColor: (light: String, dark: String)?
    package var alternates: [Alternate] = []
    package var extras: [Extra] = []

    package init() {}

    package static func == (lhs: HeadMetadata, rhs: HeadMetadata) -> Bool {
        lhs.html == rhs.html
    }

    /// The elements, one per line, in the order crawlers and browsers document them.
    package var html: String {
        var lines: [String] = []
        func meta(_ key: String, _ name: String, _ content: String?) {
            guard let content else { return }
            lines.append("<meta \(key)=\"\(Escaping.attribute(name))\" content=\"\(Escaping.attribute(content))\">")
        }
        func link(_ rel: String, _ href: String, type: String? = nil, sizes: String? = nil, title: String? = nil) {
            guard let url = Escaping.url(href) else { return }
            var tag = "<link rel=\"\(Escaping.attribute(rel))\""
            if let type { tag += " type=\"\(Escaping.attribute(type))\"" }
            if let sizes { tag += " sizes=\"\(Escaping.attribute(sizes))\"" }
            if let title { tag += " title=\"\(Escaping.attribute(title))\"" }
            lines.append(tag + " href=\"\(Escaping.attribute(url))\">")
        }
        meta("name", "description", description)
        if noindex { meta("name", "robots", "noindex") }
        if let canonicalURL { link("canonical", canonicalURL) }
        if socialCard {
            // Open Graph (read by most sites) and Twitter's card.
            meta("property", "og:type", "website")
            meta("property", "og:title", title)
            meta("property", "og:site_name", siteName)
            meta("property", "og:description", description)
            meta("property", "og:url", canonicalURL)
            meta("property", "og:image", image)
            if let imageSize {
                meta("property", "og:image:width", String(imageSize.width))
                meta("property", "og:image:height", String(imageSize.height))
            }
            meta("name", "twitter:card", image == nil ? "summary" : "summary_large_image")
            meta("name", "twitter:title", title)
            meta("name", "twitter:description", description)
            meta("name", "twitter:image", image)
        }
        for icon in icons { link(icon.rel, root + icon.path, type: icon.type, sizes: icon.sizes) }
        if let manifest { link("manifest", root + manifest) }
        if let themeColor {
            lines.append("<meta name=\"theme-color\" media=\"(prefers-color-scheme: light)\" content=\"\(Escaping.attribute(themeColor.light))\">")
            lines.append("<meta name=\"theme-color\" media=\"(prefers-color-scheme: dark)\" content=\"\(Escaping.attribute(themeColor.dark))\">")
        }
        for alternate in alternates { link("alternate", alternate.href, type: alternate.type, title: alternate.title) }
        for extra in extras {
            switch extra {
            case .meta(let name, let content): meta("name", name, content)
            case .metaProperty(let property, let content): meta("property", property, content)
            case .link(let rel, let href, let type): link(rel, href, type: type)
            }
        }
        return lines.joined(separator: "\n")
    }
}
