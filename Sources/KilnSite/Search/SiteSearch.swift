import Foundation
import KilnLayout
import KilnTree
import KilnViews

/// A page as the site's search finds it.
struct SiteSearchEntry: Sendable {
    let route: Route
    let title: String
    let description: String?
    let headings: [String]
    let text: String
}

/// The site's search, written where a page's field asks for it (`searchFiltering(.site)`):
/// `search/index.json`, every page's entry, and `search/`, a page listing every page, where the
/// field's form leads; each in the pages' language.
enum SiteSearch {
    static let folder = "search"

    /// The index as JSON: `[{"t": title, "u": URL from the index, "d": description, "h": headings, "x": text}]`.
    static func index(_ entries: [SiteSearchEntry], at searchRoute: Route) -> [UInt8] {
        let up = String(repeating: "../", count: searchRoute.segments.count)
        var json = "["
        for (offset, entry) in entries.enumerated() {
            if offset > 0 { json += ",\n" }
            json += "{\"t\":" + JSONText.quoted(entry.title) + ",\"u\":" + JSONText.quoted(up + entry.route.path)
            if let description = entry.description, !description.isEmpty { json += ",\"d\":" + JSONText.quoted(description) }
            if !entry.headings.isEmpty { json += ",\"h\":" + JSONText.quoted(entry.headings.joined(separator: " · ")) }
            json += ",\"x\":" + JSONText.quoted(entry.text) + "}"
        }
        return Array((json + "]\n").utf8)
    }

    /// The search page: a site-searching field over every page's title and description.
    /// `searchRoute` is where it will be (in the language's folder); the scene's path is below that folder.
    static func scene(listing entries: [SiteSearchEntry], at searchRoute: Route, source: CallSite) -> ScenePage {
        let up = String(repeating: "../", count: searchRoute.segments.count)
        let listed = entries.map { SiteSearchPage.Listed(title: $0.title, url: up + $0.route.path, description: $0.description) }
        var pages: [ScenePage] = []
        Page<SiteSearchPage>._collect(Page(path: folder, title: "Search") { SiteSearchPage(pages: listed) }, into: &pages)
        var page = pages[0]
        page.source = source
        return page
    }
}

/// What `search/` shows: the field, and every page of the site by title, which a reader
/// without script searches with the browser's find.
struct SiteSearchPage: View {
    struct Listed: Hashable {
        let title: String
        let url: String
        let description: String?
    }

    let pages: [Listed]

    var body: some View {
        NavigationStack {
            List(pages, id: \.url) { page in
                VStack(alignment: .leading, spacing: 2) {
                    if let url = URL(string: page.url) {
                        Link(page.title, destination: url)
                    }
                    if let description = page.description {
                        Text(verbatim: description).font(.footnote).foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Search")
            .searchable(text: .constant(""), prompt: "Search the site")
            .searchFiltering(.site)
        }
    }
}
