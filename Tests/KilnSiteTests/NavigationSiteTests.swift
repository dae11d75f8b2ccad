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

    /// `let id = UUID()`, the most common model in SwiftUI code: a new id on every run, so the
    /// page is named from the value's name (numbered where two read the same) or a hash of what
    /// it holds, and two builds give the same URLs and bytes.
    @Test func valuesWithIdsMadeAnewGetURLsFromWhatTheyHold() throws {
        struct Fruit: Hashable, Identifiable {
            let id = UUID()
            let name: String
            var color = "red"
        }
        struct Reading: Hashable, Identifiable {
            let id = UUID()
            let celsius: Double
        }
        struct Orchard: App {
            var body: some Scene {
                WindowGroup("Orchard") { Trees() }
            }
        }
        struct Trees: View {
            // Made anew on every page, as a view's own data is: each copy holds another id.
            let fruits = [Fruit(name: "Apple"), Fruit(name: "Apple", color: "green"), Fruit(name: "Fig", color: "purple")]
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(fruits) { NavigationLink($0.name, value: $0) }
                        NavigationLink("Noon", value: Reading(celsius: 21.5))
                    }
                    .navigationDestination(for: Fruit.self) { fruit in
                        VStack {
                            Text("\(fruit.color) \(fruit.name)")
                            NavigationLink("Next", value: fruits.last!)
                        }
                    }
                    .navigationDestination(for: Reading.self) { Text("\($0.celsius) °C") }
                }
            }
        }
        let first = try temporaryFolder().appendingPathComponent("site")
        let report = try build(Orchard(), into: first)
        let files = try contents(of: first).keys.filter { $0.hasSuffix(".html") }.sorted()
        #expect(files == ["404.html", "fruit/apple-2/index.html", "fruit/apple/index.html", "fruit/fig/index.html", "index.html", "reading/\(try #require(files.first { $0.hasPrefix("reading/") }).dropFirst(8).prefix(8))/index.html"])
        #expect(try read(first, "fruit/apple-2/index.html").contains("green Apple"))
        // The fig linked from another page's copy of the data is the same page.
        #expect(try read(first, "fruit/apple/index.html").contains("href=\"../../fruit/fig/\""))
        #expect(report.warnings.map(\.message).contains(
            "Fruit's id is made anew on every build (a UUID or an object's identity), so its page is named from what it holds: fruit/apple. Give it a stable id, or conform it to PagePathConvertible, to choose its URL"))
        let second = try temporaryFolder().appendingPathComponent("site")
        _ = try build(Orchard(), into: second)
        #expect(try contents(of: first) == contents(of: second))
    }

    @Test func aSidebarOfRowsTaggedWithIdsMadeAnewNamesPagesFromTheirText() throws {
        struct Sidebar: App {
            var body: some Scene {
                WindowGroup("Shop") { ShelfSidebar(shelves: Shelf.all) }
            }
        }
        let output = try temporaryFolder().appendingPathComponent("site")
        let report = try build(Sidebar(), into: output)
        let pies = try read(output, "pies/index.html")
        #expect(pies.contains("<title>Pies — Shop</title>"))
        #expect(pies.contains(">Pies</p>"))
        #expect(report.warnings.contains { $0.message.hasPrefix("This list's rows are tagged with ids made anew on every build") })
    }

    @Test func aSidebarWhoseRowsGetNewIdsOnEveryPageIsAnError() throws {
        struct Sidebar: App {
            var body: some Scene {
                // Made anew each time the page's view is: each page's rows hold other ids.
                WindowGroup("Shop") { ShelfSidebar(shelves: [Shelf(title: "Cakes"), Shelf(title: "Pies")]) }
            }
        }
        let output = try temporaryFolder().appendingPathComponent("site")
        #expect { try build(Sidebar(), into: output) } throws: { error in
            "\(error)".contains("this list's rows have new ids on every page (UUIDs made with the data), so the page selecting one cannot find it")
        }
    }
}

/// A shelf of a shop's sidebar, with the id SwiftUI code most often gives its data.
private struct Shelf: Identifiable {
    let id = UUID()
    let title: String

    /// Made once, so a shelf keeps its id from page to page.
    static let all = [Shelf(title: "Cakes"), Shelf(title: "Pies")]
}

/// A shop's shelves in a sidebar, each row the page selecting it.
private struct ShelfSidebar: View {
    let shelves: [Shelf]
    @State private var selection: Shelf.ID?

    var body: some View {
        NavigationSplitView {
            List(shelves, selection: $selection) { Text($0.title) }
        } detail: {
            Text(shelves.first { $0.id == selection }?.title ?? "Choose a shelf")
        }
    }
}
