import Foundation
import Kiln
import Testing

/// A field that searches the whole site: an index of every page beside a search page that
/// lists them all, a form that leads there without script, and the script that asks.
struct SiteSearchTests {
    struct Handbook: App {
        var body: some Scene {
            WindowGroup("Handbook") { HandbookHome() }
            Page(path: "guides/install", title: "Installing") {
                VStack {
                    Text("Installing").font(.title).accessibilityHeading(.h1)
                    // What assistive technology does not read is not indexed; what follows it is.
                    Text("Ornament words").accessibilityHidden(true)
                    Text("Download the toolchain, then run the build.")
                }
                .pageMetadata(description: "How to install it.")
            }
            Page(path: "private", title: "Private") {
                Text("Not for search").pageMetadata(noindex: true)
            }
        }
    }

    struct HandbookHome: View {
        @State private var query = ""

        var body: some View {
            NavigationStack {
                Text("Welcome to the handbook.")
                    .navigationTitle("Handbook")
                    .searchable(text: $query, prompt: "Search the handbook")
                    .searchFiltering(.site)
            }
        }
    }

    @Test func theIndexListsEveryPageAndTheFieldLeadsToTheSearchPage() throws {
        let output = try temporaryFolder().appendingPathComponent("site")
        _ = try SiteGenerator(options: SiteOptions(output: output, isVerbose: false)).build(Handbook())

        let index = try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("search/index.json"))) as? [[String: String]]
        let entries = try #require(index)
        let install = try #require(entries.first { $0["t"] == "Installing" })
        #expect(install["u"] == "../guides/install/")
        #expect(install["d"] == "How to install it.")
        #expect(install["h"] == "Installing")
        #expect(install["x"]?.contains("Download the toolchain") == true)
        #expect(install["x"]?.contains("Ornament") == false)
        #expect(entries.contains { $0["u"] == "../" && $0["t"] == "Handbook" })
        #expect(!entries.contains { $0["t"] == "Private" })

        let home = try read(output, "index.html")
        #expect(home.contains("<form class=\"k-search-form\" action=\"search/\">"))
        #expect(home.contains("name=\"q\""))
        #expect(home.contains("data-index=\"search/index.json\""))
        #expect(home.contains("<script>") && home.contains("URLSearchParams"))

        // Without script, the search page lists every page it indexes.
        let search = try read(output, "search/index.html")
        #expect(search.contains("href=\"../guides/install/\""))
        #expect(search.contains("How to install it."))
        #expect(search.contains("data-index=\"../search/index.json\""))
    }

    @Test func aPageAlreadyAtSearchIsAnError() throws {
        struct Taken: App {
            var body: some Scene {
                WindowGroup("Home") { HandbookHome() }
                Page(path: "search", title: "Mine") { Text("Mine") }
            }
        }
        let output = try temporaryFolder().appendingPathComponent("site")
        #expect { try SiteGenerator(options: SiteOptions(output: output, isVerbose: false)).build(Taken()) } throws: { error in
            "\(error)".contains("searchFiltering(.site) writes the site's search page at search/")
        }
    }
}
