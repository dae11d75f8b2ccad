import Foundation
import Kiln
import Testing

// This test target compiles in the Swift 6 language mode, where a main-actor closure handed to
// a nonisolated function (`filter`, `first(where:)`) checks at run time that it runs on the main
// actor. Kiln lowers pages in parallel on worker threads; these pages must not trip that check.

@MainActor private final class Pantry: ObservableObject {
    @Published var items = (1...40).map { "Item \($0)" }
    func headline(for item: String) -> String { "About \(item)" }
}

private struct PantryItem: Hashable, Identifiable {
    var id: String { name }
    let name: String
}

private struct PantryHome: View {
    @StateObject private var pantry = Pantry()
    var body: some View {
        NavigationStack {
            List(pantry.items.filter { !$0.isEmpty }.map { PantryItem(name: $0) }, id: \.self) { item in
                NavigationLink(item.name, value: item)
            }
            .navigationDestination(for: PantryItem.self) { item in
                PantryDetail(item: item)
            }
        }
    }
}

private struct PantryDetail: View {
    let item: PantryItem
    @StateObject private var pantry = Pantry()
    var body: some View {
        VStack {
            Text(pantry.headline(for: item.name))
            Text(pantry.items.first { $0 == item.name } ?? "missing")
            ForEach(pantry.items.prefix(3).map { $0.uppercased() }, id: \.self) { Text($0) }
        }
    }
}

private struct PantrySite: App {
    var body: some Scene {
        WindowGroup("Pantry") { PantryHome() }
    }
}

struct MainActorSiteTests {
    @Test func pagesWhoseBodiesRunMainActorClosuresLowerInParallel() throws {
        let output = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        for _ in 0..<3 {
            _ = try SiteGenerator(options: SiteOptions(output: output, isVerbose: false)).build(PantrySite())
        }
        let page = try read(output, "pantry-item/item-17/index.html")
        #expect(page.contains(">About Item 17<"))
        #expect(page.contains(">Item 17<"))
        #expect(page.contains(">ITEM 1<"))
    }

    @Test func aMainActorTestLowersTooOnTheMainThread() async throws {
        let html = await MainActor.run { HTMLRenderer(content: PantryDetail(item: PantryItem(name: "Item 2"))).prettyHTML() }
        #expect(html.contains(">About Item 2<"))
    }
}
