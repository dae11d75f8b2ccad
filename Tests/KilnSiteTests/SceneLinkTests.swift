import Foundation
@testable import Kiln
import KilnSite
import KilnTestSupport
import Testing

/// A button whose action calls `openWindow(id:)` links to the scene with that id, whatever kind
/// of scene it is: a `Window` by its id, a `WindowGroup` by the id it was given, a `Page` by its
/// path; from any page, in any language's folder.
struct SceneLinkTests {
    struct Guide: App {
        var body: some Scene {
            WindowGroup("Guide", id: "home") { Links() }
            Page(path: "install", title: "Install") { Links() }
            Page(path: "guides/deploying", title: "Deploying") { Links() }
            Window("Budget", id: "budget") { Links() }
        }
    }

    struct Links: View {
        @Environment(\.openWindow) private var openWindow

        var body: some View {
            VStack {
                Button("Home") { openWindow(id: "home") }
                Button("Install") { openWindow(id: "install") }
                Button("Deploying") { openWindow(id: "guides/deploying") }
                Button("Budget") { openWindow(id: "budget") }
            }
        }
    }

    /// The hrefs of the page's links, in order.
    private func hrefs(_ html: String) -> [String] {
        html.components(separatedBy: "<a ").dropFirst().compactMap { anchor in
            anchor.range(of: "href=\"").map { String(anchor[$0.upperBound...].prefix { $0 != "\"" }) }
        }
    }

    @Test func eachKindOfSceneIsOpenedByItsID() throws {
        let output = try temporaryFolder().appendingPathComponent("site")
        _ = try SiteGenerator(options: SiteOptions(output: output, isVerbose: false)).build(Guide())
        #expect(hrefs(try read(output, "index.html")) == ["./", "install/", "guides/deploying/", "budget/"])
        #expect(hrefs(try read(output, "install/index.html")) == ["../", "../install/", "../guides/deploying/", "../budget/"])
        #expect(hrefs(try read(output, "guides/deploying/index.html")) == ["../../", "../../install/", "../../guides/deploying/", "../../budget/"])
        #expect(!(try read(output, "index.html")).contains("<button"), "each is a link, not a button")
    }

    @Test func aSceneIsOpenedInThePagesLanguage() throws {
        let tables = try LocalizedSiteFixture.bundle(second: "fr")
        defer { try? FileManager.default.removeItem(at: tables) }
        let output = try temporaryFolder().appendingPathComponent("site")
        var options = SiteOptions(output: output, assets: output.deletingLastPathComponent(), isVerbose: false)
        options.stringTables = [tables]
        _ = try SiteGenerator(options: options).build(Guide())
        #expect(hrefs(try read(output, "fr/install/index.html")).prefix(4) == ["../../fr/", "../../fr/install/", "../../fr/guides/deploying/", "../../fr/budget/"])
    }
}
