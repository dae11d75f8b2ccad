import KilnTree

/// What the layout pass needs from the site, as plain data: the site resolves every page,
/// window and asset the page refers to before layout runs.
package struct LayoutOptions: Sendable {
    /// The site's root as seen from the page (`../../`, or the base URL); asset and window URLs start with it.
    package var root: String
    /// Where each image asset is in the built site, by name (`assets/photo.png`); a name not here is used as it is.
    package var assetPaths: [String: String]
    /// The natural size of image assets whose files say it, by name.
    package var imageSizes: [String: ImageSize]
    /// Where the denser files of an image asset are (`assets/photo@2x.png` at 2), by name, for
    /// its `srcset`: a screen with two pixels to a point takes the `@2x` file.
    package var imageDensities: [String: [ImageDensity]]
    /// Where each window's page is in the built site, by the window's id (`budget/`); a window not
    /// here is at its id as a folder.
    package var windowPaths: [String: String]
    /// Where the page's navigation links lead, by their `.page(n)` index; a link with no entry (or
    /// nil) has no URL.
    package var pageLinks: [PageLinkTarget?]
    /// The pages on the way back to where this page's navigation started.
    package var trail: [TrailCrumb]
    /// The page's name, for a heading that only assistive technology reads where a pushed
    /// view has no `navigationTitle` (the app shows none).
    package var pageTitle: String?
    /// Whether the page is a `Window` scene's, whose content SwiftUI centres in the window
    /// (the other pages start at the top, as a scroll view's content does).
    package var isWindow: Bool
    /// Put before a relative image URL (`AsyncImage`, `Image` of a URL): a translated page is in its
    /// language's folder (`../` for `fr/`), below the development language's page, to which the
    /// author's relative URLs are relative, and files are not translated. (A relative link stays
    /// in the page's language: it leads to the translated page.)
    package var languageFolderUp: String
    /// The site's search page as seen from the page (`../search/`, in the page's language), where
    /// a site-searching field's form leads; the index it reads is beside it (`index.json`).
    package var siteSearch: String
    /// The site search's index, in the search page's folder.
    package static let siteSearchIndexName = "index.json"

    package init(
        root: String = "", assetPaths: [String: String] = [:], imageSizes: [String: ImageSize] = [:],
        imageDensities: [String: [ImageDensity]] = [:], windowPaths: [String: String] = [:], pageLinks: [PageLinkTarget?] = [], trail: [TrailCrumb] = [],
        pageTitle: String? = nil, isWindow: Bool = false, languageFolderUp: String = "", siteSearch: String = "search/"
    ) {
        self.root = root
        self.assetPaths = assetPaths
        self.imageSizes = imageSizes
        self.imageDensities = imageDensities
        self.windowPaths = windowPaths
        self.pageLinks = pageLinks
        self.trail = trail
        self.pageTitle = pageTitle
        self.isWindow = isWindow
        self.languageFolderUp = languageFolderUp
        self.siteSearch = siteSearch
    }

    /// An image URL the page's views give, as the page must write it (`languageFolderUp`).
    func imageURL(_ url: String) -> String {
        guard !languageFolderUp.isEmpty, Self.isPathRelative(url) else { return url }
        return languageFolderUp + url
    }

    /// A URL with no scheme that is not absolute, root-relative, a fragment or a query.
    static func isPathRelative(_ url: String) -> Bool {
        guard let first = url.first, first != "/", first != "#", first != "?" else { return false }
        let beforePath = url.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !beforePath.contains(":")
    }

    /// The URL of an image asset.
    func assetURL(_ name: String) -> String {
        root + (assetPaths[name] ?? name)
    }

    /// The `srcset` of an image asset with denser files (`assets/photo@2x.png 2x`), nil for one
    /// without. A candidate's URL ends at a space or comma, so those are escaped in it.
    func assetSourceSet(_ name: String) -> String? {
        guard let densities = imageDensities[name], !densities.isEmpty else { return nil }
        return densities.map { density in
            (root + density.path).replacingOccurrences(of: " ", with: "%20").replacingOccurrences(of: ",", with: "%2C") + " \(density.scale)x"
        }.joined(separator: ", ")
    }

    /// Where a link leads, and whether that is the page itself; nil for a page link the site did not resolve.
    func target(of destination: LinkDestination) -> PageLinkTarget? {
        switch destination {
        case .url(let url): PageLinkTarget(url: url, isCurrent: false)
        case .window(let id):
            // The home page's link to itself: an empty href would be the page too, but reads as a missing one.
            PageLinkTarget(url: { $0.isEmpty ? "./" : $0 }(root + (windowPaths[id] ?? id + "/")), isCurrent: false)
        case .page(let index): pageLinks.indices.contains(index) ? pageLinks[index] : nil
        }
    }
}

/// One of an image asset's denser files: its pixels to a point and its path in the built site.
package struct ImageDensity: Hashable, Sendable {
    package var scale: Int
    package var path: String

    package init(scale: Int, path: String) {
        self.scale = scale
        self.path = path
    }
}
