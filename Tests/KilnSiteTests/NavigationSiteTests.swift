import Foundation
import Kiln
import Testing

private struct Recipe: Hashable, Identifiable {
    let id: String
    var related: [String] = []
}

private let recipes = [
    Recipe(id: "Flan", related: ["Taffy"]),
    Recipe(id: "Taffy", related: ["Flan", "Moon Cake"]),
    Recipe(id: "Moon Cake", related: ["Flan"]),
]

/// A cookbook whose recipes link to each other: every value is a page once, cycles included.
private struct Cookbook: App {
    var body: some Scene {
        WindowGroup("Cookbook") {
            NavigationStack {
                List(recipes) { recipe in
                    NavigationLink(recipe.id, value: recipe)
                }
                .navigationTitle("Recipes")
                .navigationDestination(for: Recipe.self) { recipe in
                    VStack {
                        Text(recipe.id)
                        ForEach(recipe.related, id: \.self) { name in
                            NavigationLink(name, value: recipes.first { $0.id == name }!)
                        }
                    }
                    .navigationTitle(recipe.id)
                }
            }
        }
    }
}

private func build<A: App>(_ app: A, into output: URL) throws -> BuildReport {
    try SiteGenerator(options: SiteOptions(output: output, isVerbose: false)).build(app)
}

/// Navigation values become pages at stable URLs; problems name the user's lines.
struct NavigationSiteTests {
    @Test func everyReachableValueIsOnePageAndCyclesEnd() throws {
        let output = try temporaryFolder().appendingPathComponent("site")
        let report = try build(Cookbook(), into: output)
        #expect(report.pages == 5) // home, three recipes, 404
        let files = try contents(of: output).keys.filter { $0.hasSuffix(".html") }.sorted()
        #expect(files == ["404.html", "index.html", "recipe/flan/index.html", "recipe/moon-cake/index.html", "recipe/taffy/index.html"])
        let taffy = try read(output, "recipe/taffy/index.html")
        #expect(taffy.contains("<title>Taffy — Cookbook</title>"))
        #expect(taffy.contains("href=\"../../recipe/flan/\""))
        #expect(taffy.contains("href=\"../../recipe/moon-cake/\""))
        // The way back to the stack's root, and the page's own title as its heading.
        #expect(taffy.contains("<nav class=\"k-trail\" aria-label=\"Back\"><ol><li><a href=\"../../\">Recipes</a></li></ol></nav>"))
        #expect(taffy.contains(">Taffy</h1>"))
    }

    @Test func theSameDataGivesTheSameURLsAndBytes() throws {
        let first = try temporaryFolder().appendingPathComponent("site")
        let second = try temporaryFolder().appendingPathComponent("site")
        _ = try build(Cookbook(), into: first)
        _ = try build(Cookbook(), into: second)
        #expect(try contents(of: first) == contents(of: second))
    }

    @Test func twoValuesWantingOnePathAreAnErrorNamingBothLinks() throws {
        struct Clash: App {
            var body: some Scene {
                WindowGroup {
                    NavigationStack {
                        NavigationLink("One", value: Recipe(id: "Apple Pie"))
                        NavigationLink("Two", value: Recipe(id: "apple-pie"))
                            .navigationDestination(for: Recipe.self) { Text($0.id) }
                    }
                }
            }
        }
        let output = try temporaryFolder().appendingPathComponent("site")
        #expect { try build(Clash(), into: output) } throws: { error in
            "\(error)" == """
                KilnSiteTests/NavigationSiteTests.swift:74: error: two pages want /recipe/apple-pie/: Recipe(id: "apple-pie", related: []) \
                and Recipe(id: "Apple Pie", related: []) (linked at KilnSiteTests/NavigationSiteTests.swift:73); \
                give one another id, raw value or PagePathConvertible path
                """
        }
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func aLinkWithNoDestinationFailsTheBuildAtItsLineAndKeepsThePreviousSite() throws {
        struct Lost: App {
            nonisolated static let line = #line + 4
            var body: some Scene {
                WindowGroup {
                    NavigationStack {
                        NavigationLink("Lost", value: Recipe(id: "Flan"))
                    }
                }
            }
        }
        let output = try temporaryFolder().appendingPathComponent("site")
        _ = try build(Cookbook(), into: output)
        let before = try contents(of: output)
        #expect { try build(Lost(), into: output) } throws: { error in
            "\(error)" == "KilnSiteTests/NavigationSiteTests.swift:\(Lost.line): error: NavigationLink(value:) of type Recipe has no destination: add .navigationDestination(for: Recipe.self) inside its NavigationStack"
        }
        #expect(try contents(of: output) == before)
    }

    @Test func viewBasedLinksWithTheSameLabelAreNumbered() throws {
        struct Views: App {
            var body: some Scene {
                WindowGroup {
                    NavigationStack {
                        NavigationLink("More") { Text("First") }
                        NavigationLink("More") { Text("Second") }
                        NavigationLink("Again") { Text("First") }
                    }
                }
            }
        }
        let output = try temporaryFolder().appendingPathComponent("site")
        _ = try build(Views(), into: output)
        let home = try read(output, "index.html")
        #expect(home.contains("href=\"more/\""))
        #expect(home.contains("href=\"more-2/\""))
        // The same view again is the same page.
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("again").path))
        #expect(try read(output, "more-2/index.html").contains("Second"))
    }

    @Test func aSidebarSelectionIsAPageMarkedCurrent() throws {
        struct Sidebar: App {
            var body: some Scene {
                WindowGroup("Shop") { Shop() }
            }
        }
        struct Shop: View {
            @State private var selection: String?
            var body: some View {
                NavigationSplitView {
                    List(selection: $selection) {
                        ForEach(["Cakes", "Pies"], id: \.self) { Text($0) }
                    }
                } detail: {
                    Text(selection ?? "Choose a shelf")
                }
            }
        }
        let output = try temporaryFolder().appendingPathComponent("site")
        _ = try build(Sidebar(), into: output)
        let pies = try read(output, "string/pies/index.html")
        #expect(pies.contains("<title>Pies — Shop</title>"))
        #expect(pies.contains("href=\"../../string/pies/\" aria-current=\"page\""))
        #expect(!pies.contains("href=\"../../string/cakes/\" aria-current"))
        #expect(pies.contains(">Pies</p>"))
        #expect(try read(output, "index.html").contains(">Choose a shelf</p>"))
    }
}
