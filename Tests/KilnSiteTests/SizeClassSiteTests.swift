import Foundation
import Kiln
import Testing

private struct Shelf: Hashable, Identifiable {
    let name: String
    var id: String { name }
}

/// An app whose root reads the size class, as apps choose between a stack and a split view: its
/// pages are built once, each with both renderings, and links from either reach the same pages.
private struct Pantry: App {
    var body: some Scene {
        WindowGroup("Pantry") { Root() }
    }

    struct Root: View {
        @Environment(\.horizontalSizeClass) private var sizeClass
        var body: some View {
            NavigationStack {
                VStack {
                    Text(sizeClass == .compact ? "Narrow pantry" : "Wide pantry")
                    ForEach(["Jams", "Pickles"], id: \.self) { name in
                        NavigationLink(name, value: Shelf(name: name))
                    }
                }
                .navigationTitle("Shelves")
                .navigationDestination(for: Shelf.self) { shelf in
                    Text("On the \(shelf.name) shelf").navigationTitle(shelf.name)
                }
            }
        }
    }
}

struct SizeClassSiteTests {
    @Test func aRootReadingTheSizeClassStillLeadsToEachPageOnce() throws {
        let output = try temporaryFolder().appendingPathComponent("site")
        let report = try SiteGenerator(options: SiteOptions(output: output, isVerbose: false)).build(Pantry())
        #expect(report.pages == 4) // home, two shelves, 404
        let home = try read(output, "index.html")
        #expect(home.contains("Narrow pantry") && home.contains("Wide pantry"))
        // Either rendering's links lead to the same page.
        #expect(home.components(separatedBy: "href=\"shelf/jams/\"").count == 3, "\(home)")
        let jams = try read(output, "shelf/jams/index.html")
        // Both renderings of the pushed page show the destination alone, the same: it is there once.
        #expect(jams.components(separatedBy: "On the Jams shelf").count == 2)
        #expect(jams.contains("<nav class=\"k-trail\""))
        #expect(!jams.contains("k-compact"))
    }
}
