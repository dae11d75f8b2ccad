import Foundation
import KilnTree

nonisolated extension Scene {
    /// Says what the whole site is, for what is published with its pages: the name social cards
    /// and the web app manifest show, the absolute URL it is served from (for canonical URLs,
    /// social images, feeds, the sitemap and `robots.txt`), and the description and social image
    /// (an image in `Assets/`) of pages that give none. Declared once, on any scene; it applies
    /// to every page. `--base-url` given as an absolute URL overrides `baseURL`.
    ///
    /// With `contentSecurityPolicy`, each published page carries a Content-Security-Policy that
    /// lets it run its own inline script and apply its own inline styles, by their SHA-256
    /// hashes, and load everything else from the site itself (images also from `https:`): an
    /// injected script or style does nothing. The development copy `kiln serve` shows has none.
    public func site(
        name: String, baseURL: URL? = nil, description: String? = nil, image: String? = nil, contentSecurityPolicy: Bool = false,
        fileID: String = #fileID, line: Int = #line
    ) -> some Scene {
        SiteMetadataScene(
            content: self,
            site: SiteMetadata(
                name: name, baseURL: baseURL, description: description, image: image, contentSecurityPolicy: contentSecurityPolicy,
                source: CallSite(fileID: fileID, line: line)))
    }
}

/// Not API: what `site(name:baseURL:description:image:)` declared, and where.
nonisolated package struct SiteMetadata: Sendable {
    package var name: String
    package var baseURL: URL?
    package var description: String?
    package var image: String?
    package var contentSecurityPolicy = false
    package var source: CallSite

    /// Whether two declarations say the same (wherever they are).
    package func agrees(with other: SiteMetadata) -> Bool {
        name == other.name && baseURL == other.baseURL && description == other.description && image == other.image
            && contentSecurityPolicy == other.contentSecurityPolicy
    }
}

nonisolated struct SiteMetadataScene<Content: Scene>: Scene {
    let content: Content
    let site: SiteMetadata
    typealias Body = Never

    static func _collect(_ scene: Self, into pages: inout [_ScenePage]) {
        let start = pages.count
        collect(scene.content, into: &pages)
        for index in start..<pages.count where pages[index].site == nil { pages[index].site = scene.site }
    }
}

/// A feed of some of the site's pages, written as RSS 2.0 (`path.rss`), Atom (`path.atom`) and
/// JSON Feed (`path.json`): each page's title, its `pageMetadata(date:)`, its description as the
/// summary and its absolute URL (so the site needs an absolute base URL). The pages in the feed
/// and the home page link to it for discovery. A page without a date is left out, with a warning.
nonisolated public struct Feed: Scene {
    let spec: FeedSpec
    public typealias Body = Never

    /// A feed of the pages at `pages` (paths as `Page(path:)` and links give them: `"text"`, `"recipes/flan"`).
    public init(_ title: String, path: String, pages: [String], fileID: String = #fileID, line: Int = #line) {
        spec = FeedSpec(title: title, path: path, selection: .paths(pages), source: CallSite(fileID: fileID, line: line))
    }

    /// A feed of every page that shows a value of `type`, as `NavigationLink(value:)` and
    /// `navigationDestination(for:)` make them.
    public init<Value: Hashable>(_ title: String, path: String, for type: Value.Type, fileID: String = #fileID, line: Int = #line) {
        spec = FeedSpec(
            title: title, path: path, selection: .values(typeName: "\(Value.self)") { $0.base is Value },
            source: CallSite(fileID: fileID, line: line))
    }

    public static func _collect(_ scene: Self, into pages: inout [_ScenePage]) {
        var page = ScenePage(role: .page(path: scene.spec.path), title: scene.spec.title, source: scene.spec.source) { _, _, _ in LoweredPage() }
        page.feed = scene.spec
        pages.append(page)
    }
}

/// Not API: a feed as declared: its title, where its files go and which pages it lists.
nonisolated package struct FeedSpec: @unchecked Sendable {
    package enum Selection {
        case paths([String])
        case values(typeName: String, matches: (AnyHashable) -> Bool)
    }

    package var title: String
    package var path: String
    package var selection: Selection
    package var source: CallSite
}
