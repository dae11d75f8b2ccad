import Foundation
import KilnEmit
import KilnTree
import KilnViews

/// What a build publishes besides the pages' views: each page's head metadata (description,
/// canonical URL, social card, icons, theme colours, feed links, extra elements), and the
/// site's `robots.txt`, web app manifest, icons and feeds. Made once per build from the scenes
/// and the options; checks what the user declared, each problem at the user's line.
struct Publishing {
    let site: SiteMetadata?
    /// The absolute URL the site is served from, ending in `/`, when one is known.
    let publicBase: String?
    let feeds: [FeedSpec]
    let icons: IconSet
    /// From an `AccentColor` colour set, else Kiln's accent for a site that describes itself.
    let themeColor: (light: String, dark: String)?
    /// Errors in what was declared, found before any page is rendered.
    private(set) var errors: [Diagnostic] = []
    private(set) var warnings: [Diagnostic] = []

    static let manifestName = "manifest.webmanifest"
    /// The accent colour of `base.css`, light and dark, when the assets have no `AccentColor`.
    static let defaultAccent = (light: "#0066d6", dark: "#0a84ff")

    init(scenes: [ScenePage], options: SiteOptions, colors: ColorSets) {
        var declared: SiteMetadata?
        var errors: [Diagnostic] = []
        for scene in scenes {
            guard let site = scene.site else { continue }
            if let first = declared, !first.agrees(with: site) {
                let conflict = Diagnostic(.error, "the site is described twice, differently; the first is at \(first.source): describe it once with site(name:baseURL:description:image:)", at: site.source)
                if !errors.contains(conflict) { errors.append(conflict) }
            } else if declared == nil {
                declared = site
            }
        }
        site = declared
        var base: String?
        if let url = declared?.baseURL {
            if let absolute = Self.absoluteBase(url.absoluteString) {
                base = absolute
            } else {
                errors.append(Diagnostic(.error, "the site's baseURL \"\(url.absoluteString)\" is not an absolute URL: canonical URLs, social images, feeds and the sitemap need one such as https://example.com/\(url.absoluteString.drop { $0 == "/" })", at: declared?.source))
            }
        }
        // An absolute `--base-url` is where this build is published: it wins.
        if let option = options.baseURL, let absolute = Self.absoluteBase(option) { base = absolute }
        publicBase = base
        feeds = scenes.compactMap(\.feed)
        for feed in feeds where !feed.path.split(separator: "/").allSatisfy({ Route.isSafeSegment(String($0)) }) || feed.path.isEmpty {
            errors.append(Diagnostic(.error, "\"\(feed.path)\" is not a feed path: use plain folder names separated by /, without . or .. (the feed's files are path.rss, path.atom and path.json)", at: feed.source))
        }
        if base == nil {
            let given = options.baseURL.map { " (--base-url \($0) is a path, not an absolute URL)" } ?? ""
            for feed in feeds {
                errors.append(Diagnostic(.error, "the feed \"\(feed.title)\" needs the site's absolute URL for its links\(given): declare site(name:baseURL:) with an address such as https://example.com/ or build with --base-url https://example.com/", at: feed.source))
            }
        }
        self.errors = errors
        icons = IconSet(folder: options.assets, cache: options.cache)
        warnings = icons.warnings.map { Diagnostic(.warning, $0, at: nil) }
        // The sitemap format allows only absolute URLs; a development build is never crawled.
        if base == nil && !options.showsPreviews {
            warnings.append(Diagnostic(.warning, "sitemap.xml is left out: a sitemap lists absolute URLs, so it needs the site's address; declare site(name:baseURL:) with one such as https://example.com/ or build with --base-url https://example.com/", at: nil))
        }
        let accent = colors.entries["AccentColor"]
        themeColor = accent.map { ($0.light, $0.dark ?? $0.light) } ?? (declared == nil ? nil : Self.defaultAccent)
    }

    /// `text` as a base URL ending in `/` when it is an absolute http(s) URL with a host.
    static func absoluteBase(_ text: String) -> String? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty else { return nil }
        return text.hasSuffix("/") ? text : text + "/"
    }

    /// Whether `page` is listed in `feed`.
    func lists(_ feed: FeedSpec, _ page: PlannedPage) -> Bool {
        guard let route = page.route else { return false }
        switch feed.selection {
        case .paths(let paths): return paths.contains { Route(path: $0)?.path == route.path }
        case .values(_, let matches): return !page.state.steps.isEmpty && page.identity.map(matches) ?? false
        }
    }

    // MARK: - A page's head

    /// The head elements of `page` (reached from the site root by `root`); problems with what
    /// its views declared are added to `problems`, and the social image to `used` (to be copied).
    func head(
        for page: PlannedPage, root: String, assets: AssetCatalog, problems: inout [Diagnostic], used: inout [String]
    ) -> HeadMetadata {
        let metadata = page.lowered.metadata
        var head = HeadMetadata()
        // The not-found page is served at any depth: its icons are found from the site's address when known.
        head.root = page.route == nil ? publicBase ?? root : root
        head.title = page.documentTitle
        head.siteName = site?.name
        head.description = metadata.description ?? site?.description
        head.noindex = metadata.noindex
        // A site or page that says nothing about itself gets no card made of its title alone.
        head.socialCard = site != nil || metadata.source != nil
        if let canonical = metadata.canonicalURL {
            if Self.absoluteBase(canonical.absoluteString) != nil {
                head.canonicalURL = canonical.absoluteString
            } else {
                problems.append(Diagnostic(.error, "canonicalURL \"\(canonical.absoluteString)\" is not an absolute URL: give the page's full address, such as https://example.com/\(canonical.absoluteString.drop { $0 == "/" })", at: metadata.canonicalSource))
            }
        } else if let publicBase, let route = page.route {
            head.canonicalURL = publicBase + route.path
        }
        let image = metadata.image.map { ($0, metadata.imageSource) } ?? site?.image.map { ($0, Optional(site!.source)) }
        if let (name, source) = image {
            if assets.files[name] == nil {
                problems.append(Diagnostic(.error, "the social image \"\(name)\" is not in Assets/ (looked for \(AssetCatalog.imageExtensions.map { "\(name).\($0)" }.joined(separator: ", ")))", at: source))
            } else if let publicBase, let path = assets.sitePaths[name] {
                used.append(name)
                head.image = publicBase + path
                if !name.contains("@"), let size = assets.sizes[name] { head.imageSize = (Int(size.width), Int(size.height)) }
            } else {
                problems.append(Diagnostic(.warning, "the social image \"\(name)\" needs the site's absolute URL, which is not known: declare site(name:baseURL:) with an address such as https://example.com/ (the image is left out of the social card)", at: source))
            }
        }
        head.icons = icons.links
        if site != nil || !icons.links.isEmpty { head.manifest = Self.manifestName }
        head.themeColor = themeColor
        if let publicBase {
            for feed in feeds where page.route == .home || lists(feed, page) {
                let url = publicBase + feed.path
                head.alternates += [
                    .init(type: "application/rss+xml", title: feed.title, href: url + ".rss"),
                    .init(type: "application/atom+xml", title: feed.title + " (Atom)", href: url + ".atom"),
                    .init(type: "application/feed+json", title: feed.title + " (JSON Feed)", href: url + ".json"),
                ]
            }
        }
        for element in metadata.head {
            switch Self.checked(element) {
            case .success(let extra): head.extras.append(extra)
            case .failure(let problem): problems.append(Diagnostic(.error, problem.description, at: metadata.source))
            }
        }
        return head
    }

    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    /// Meta names and properties Kiln writes from `pageMetadata` and `site`, which a head element may not repeat.
    private static let written: [String: String] = [
        "description": "pageMetadata(description:)", "robots": "pageMetadata(noindex:)", "viewport": "Kiln's page shell",
        "theme-color": "an AccentColor colour set", "og:title": "the page's title", "og:description": "pageMetadata(description:)",
        "og:image": "pageMetadata(image:)", "og:url": "pageMetadata(canonicalURL:)", "og:type": "Kiln", "og:site_name": "site(name:)",
        "twitter:card": "Kiln", "twitter:title": "the page's title", "twitter:description": "pageMetadata(description:)",
        "twitter:image": "pageMetadata(image:)", "canonical": "pageMetadata(canonicalURL:)", "manifest": "Kiln's manifest",
    ]

    /// A head element, or why it is refused: a name that is not a plain token, one Kiln writes
    /// itself, or a URL that would run script.
    static func checked(_ element: HeadElement) -> Result<HeadMetadata.Extra, Refusal> {
        func token(_ value: String, _ what: String) -> Refusal? {
            let allowed = value.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || ":._- ".unicodeScalars.contains($0)) }
            if value.isEmpty || !allowed { return Refusal(description: "\(what) \"\(value)\" is not a plain name (letters, digits, : . _ -); the head element is left out") }
            if let owner = written[value.lowercased()] { return Refusal(description: "\(what) \"\(value)\" is written by Kiln; set it with \(owner) instead") }
            return nil
        }
        switch element.kind {
        case .meta(let name, let content):
            if let refusal = token(name, "the meta name") { return .failure(refusal) }
            return .success(.meta(name: name, content: content))
        case .metaProperty(let property, let content):
            if let refusal = token(property, "the meta property") { return .failure(refusal) }
            return .success(.metaProperty(property: property, content: content))
        case .link(let rel, let href, let type):
            if let refusal = token(rel, "the link relation") { return .failure(refusal) }
            guard Escaping.url(href.absoluteString) != nil else {
                return .failure(Refusal(description: "the link to \"\(href.absoluteString)\" would run script; it is left out"))
            }
            return .success(.link(rel: rel, href: href.absoluteString, type: type))
        }
    }
}
