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

private enum Swatch: String, CaseIterable, Identifiable, Hashable {
    case red = "Red", teal = "Teal"
    var id: Self { self }
}

private struct Swatches: App {
    var body: some Scene {
        WindowGroup("Swatches") { SwatchesHome() }
    }
}

/// A detail whose body is only a colour, as the party planner's, or a stack with its own title.
private struct SwatchesHome: View {
    @State private var swatch: Swatch?

    var body: some View {
        NavigationSplitView {
            List(Swatch.allCases, selection: $swatch) { swatch in
                NavigationLink(value: swatch) { Text(swatch.rawValue) }
            }
        } detail: {
            if swatch == .teal {
                NavigationStack {
                    VStack {
                        Color.teal
                        NavigationLink("Lighter", value: 1)
                    }
                    .navigationTitle("Teal")
                    .navigationDestination(for: Int.self) { shade in Text("Shade \(shade)") }
                }
            } else {
                Color.red.accessibilityIdentifier("swatch")
            }
        }
    }
}

/// A split view's columns sit side by side on a wide screen and collapse to one on a phone,
/// showing the sidebar on the split view's own page and the detail on a selection's page.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct SplitViewGeometryTests {
    /// The bakery's pages, each with its stylesheet inlined so the browser can load it alone.
    private static let pages = generate(Bakery(), ["index.html", "shelf/pies/index.html"])
    private static let swatchPages = generate(Swatches(), [])

    private static func generate(_ app: some App, _ paths: [String]) -> [String: String] {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-split-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        _ = try! SiteGenerator(options: SiteOptions(output: output, isVerbose: false)).build(app)
        let shared = try! FileManager.default.contentsOfDirectory(atPath: output.path).first { $0.hasPrefix("kiln-") && $0.hasSuffix(".css") }!
        let css = try! String(contentsOf: output.appendingPathComponent(shared), encoding: .utf8)
        var pages: [String: String] = [:]
        // Every page when no paths are named.
        let paths = paths.isEmpty
            ? (FileManager.default.enumerator(atPath: output.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix("index.html") } ?? [])
            : paths
        for path in paths {
            let html = try! String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
            let link = try! #require(html.range(of: #"<link rel="stylesheet" href="[^"]*">"#, options: .regularExpression))
            pages[path] = html.replacingCharacters(in: link, with: "<style>\(css)</style>")
        }
        return pages
    }

    private func load(_ path: String, width: Int) throws -> PageMeasurement {
        try Browser.shared().measure(html: Self.pages[path]!, width: width)
    }

    @Test func wideScreensShowTheSidebarBesideTheDetail() throws {
        let page = try load("shelf/pies/index.html", width: 1200)
        let sidebar = try page.box("sidebar"), detail = try page.box("detail")
        expectClose(sidebar.width, 320, "the sidebar is a column of SwiftUI's default width: \(sidebar)")
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

    /// An app's columns run the window's full height: they are as tall as the viewport even when
    /// their content is short (the planner's stopped at 662 px with white below).
    @Test func columnsAreAsTallAsTheWindow() throws {
        let columns = try inspect(html: Self.pages["shelf/pies/index.html"]!, width: 1280, selectors: [".k-col-sidebar", ".k-col-detail"])
        let sidebar = try #require(columns[".k-col-sidebar"]), detail = try #require(columns[".k-col-detail"])
        expectClose(sidebar.y, 0, "the sidebar starts at the top")
        expectClose(sidebar.height, 800, "the sidebar column fills the viewport's height")
        expectClose(detail.height, 800, "the detail column fills the viewport's height")
    }

    /// On a phone, a detail that is only a colour fills the screen below the bar, as SwiftUI's
    /// flexible `Color` does (it collapsed to an 8 px strip).
    @Test func aColorDetailFillsThePhoneBelowTheBar() throws {
        let page = try Browser.shared().measure(html: Self.swatchPages["swatch/red/index.html"]!, width: 390)
        let swatch = try page.box("swatch")
        expectClose(swatch.width, 390, "the colour spans the phone")
        expectClose(swatch.y + swatch.height, 800, "the colour reaches the bottom of the screen")
        #expect(swatch.y <= 60, "only the bar is above the colour: \(swatch)")
        #expect(page.scrollWidth <= 390)
    }

    /// `.sidebar` (the automatic style in a sidebar): rows on the grouped background, no card
    /// and no separators; the selected row an accent fill with rounded corners and white text.
    /// Collapsed on a phone, the sidebar has no border at its side.
    @Test func theSidebarDrawsRowsOnItsBackgroundAndFillsTheSelectedOne() throws {
        let styles = ["background-color", "background-image", "color", "border-top-left-radius", "border-inline-end-width"]
        let selectors = [".k-col-sidebar", ".k-col-sidebar ul", ".k-col-sidebar li:has([aria-current])", ".k-col-sidebar li:has([aria-current]) + li"]
        let wide = try inspect(html: Self.pages["shelf/pies/index.html"]!, width: 1280, selectors: selectors, styles: styles)
        let card = try #require(wide[".k-col-sidebar ul"]), selected = try #require(wide[".k-col-sidebar li:has([aria-current])"])
        let plain = try #require(wide[".k-col-sidebar li:has([aria-current]) + li"])
        #expect(card.style["background-color"] == "rgba(0, 0, 0, 0)", "no card behind the rows: \(card)")
        #expect(plain.style["background-image"] == "none", "no separator: \(plain)")
        #expect(selected.style["background-color"] == "rgb(0, 102, 214)", "the selection is filled with the accent: \(selected)")
        #expect(selected.style["color"] == "rgb(255, 255, 255)", "white text on the selection: \(selected)")
        #expect(selected.style["border-top-left-radius"] == "10px", "a rounded selection: \(selected)")
        #expect(wide[".k-col-sidebar"]?.style["border-inline-end-width"] == "1px", "beside the detail, a separating line")

        let phone = try inspect(html: Self.pages["index.html"]!, width: 390, selectors: [".k-col-sidebar"], styles: styles)
        #expect(phone[".k-col-sidebar"]?.style["border-inline-end-width"] == "0px", "alone on a phone, no border: \(String(describing: phone))")
    }

    /// A page pushed in the detail's stack has one way back: on a phone the collapsed column's,
    /// beside the sidebar the stack's (both showed on a phone, as two "Teal" links).
    @Test func aViewPushedInTheDetailHasOneWayBack() throws {
        let html = try #require(Self.swatchPages.first { $0.value.contains("Shade 1") }?.value, "the pushed page")
        for width in [390, 1280] {
            let shown = try Browser.shared().evaluate(html: html, width: width, script: """
                return [...document.querySelectorAll('.k-trail')].filter(t => t.getClientRects().length > 0).length;
                """) as? Int
            #expect(shown == 1, "one way back at \(width) px, not \(String(describing: shown))")
        }
    }

    /// A stack in the detail shares the column's bar, as SwiftUI merges them: one bar's height
    /// above its large title, whether the bar holds the way back (phone) or not (wide).
    @Test func aStackInTheDetailSharesTheColumnsBar() throws {
        for width in [390, 1280] {
            let parts = try inspect(html: Self.swatchPages["swatch/teal/index.html"]!, width: width, selectors: [".k-col-detail .k-bar-title"])
            let title = try #require(parts[".k-col-detail .k-bar-title"])
            expectClose(title.y, 44, "one bar above the title at \(width) px")
        }
    }
}
