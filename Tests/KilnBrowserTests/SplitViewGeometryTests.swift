import Foundation
import Kiln
import KilnTestSupport
import Testing

private enum Shelf: String, CaseIterable, Identifiable, Hashable {
    case cakes = "Cakes", pies = "Pies", cookies = "Cookies"
    var id: Self { self }
}

private struct Bakery: App {
    var body: some Scene {
        WindowGroup("Bakery") { BakeryHome() }
    }
}

private struct BakeryHome: View {
    @State private var shelf: Shelf?

    var body: some View {
        NavigationSplitView {
            List(Shelf.allCases, selection: $shelf) { shelf in
                NavigationLink(value: shelf) { Text(shelf.rawValue) }
            }
            .navigationTitle("Shelves")
            .accessibilityIdentifier("sidebar")
        } detail: {
            Text(shelf?.rawValue ?? "Pick a shelf")
                .accessibilityIdentifier("detail")
        }
    }
}

/// A split view's columns sit side by side on a wide screen and collapse to one on a phone,
/// showing the sidebar on the split view's own page and the detail on a selection's page.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct SplitViewGeometryTests {
    /// The bakery's pages, each with its stylesheet inlined so the browser can load it alone.
    private static let pages: [String: String] = {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-split-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        _ = try! SiteGenerator(options: SiteOptions(output: output, isVerbose: false)).build(Bakery())
        let css = try! String(contentsOf: output.appendingPathComponent("kiln.css"), encoding: .utf8)
        var pages: [String: String] = [:]
        for path in ["index.html", "shelf/pies/index.html"] {
            let html = try! String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
            let link = try! #require(html.range(of: #"<link rel="stylesheet" href="[^"]*">"#, options: .regularExpression))
            pages[path] = html.replacingCharacters(in: link, with: "<style>\(css)</style>")
        }
        return pages
    }()

    private func load(_ path: String, width: Int) throws -> PageMeasurement {
        try Browser.shared().measure(html: Self.pages[path]!, width: width)
    }

    @Test func wideScreensShowTheSidebarBesideTheDetail() throws {
        let page = try load("shelf/pies/index.html", width: 1200)
        let sidebar = try page.box("sidebar"), detail = try page.box("detail")
        #expect(sidebar.width > 200 && sidebar.width < 400, "the sidebar is a column: \(sidebar)")
        #expect(detail.x >= sidebar.x + sidebar.width, "the detail is to the sidebar's right: \(sidebar) \(detail)")
        #expect(abs(detail.y - sidebar.y) < 120, "side by side, not stacked: \(sidebar) \(detail)")
        #expect(page.scrollWidth <= 1200)
    }

    @Test func phonesShowOneColumn() throws {
        let home = try load("index.html", width: 390)
        let sidebar = try home.box("sidebar")
        #expect(sidebar.width > 300 && sidebar.x + sidebar.width <= 390, "the sidebar's list fills the phone: \(sidebar)")
        #expect(try home.box("detail").width == 0, "the split view's own page shows the sidebar alone")

        let pies = try load("shelf/pies/index.html", width: 390)
        #expect(try pies.box("sidebar").width == 0, "a selection's page shows its detail alone")
        #expect(try pies.box("detail").width > 0)
        #expect(pies.scrollWidth <= 390)
    }

    @Test func theSelectionsPageMarksItsRowCurrent() throws {
        let html = try #require(Self.pages["shelf/pies/index.html"])
        #expect(html.contains(#"href="../../shelf/pies/" aria-current="page""#))
        #expect(!html.contains(#"href="../../shelf/cakes/" aria-current"#))
        // On a phone, a link back to the sidebar, named by its title, stands where the back button would.
        #expect(html.contains(#"<nav class="k-trail k-trail-compact" aria-label="Back"><ol><li><a href="../../">Shelves</a>"#))
    }
}
