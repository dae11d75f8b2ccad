import Kiln
import KilnTestSupport
import Testing

/// A stack's bar lays its items out as an app's does: leading items before the title, trailing
/// ones at the far end, all on one row above the content; a tab bar is a row of tabs above the tab
/// on a wide window and iOS's bottom bar on a phone.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct NavigationBarGeometryTests {
    @Test func leadingItemsTitleAndTrailingItemsShareTheBarsRow() throws {
        let page = try measure(NavigationStack {
            block("content", 100, 40)
                .navigationTitle("Drafts")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {}.accessibilityIdentifier("cancel") }
                    ToolbarItem(placement: .confirmationAction) { Button("Done") {}.accessibilityIdentifier("done") }
                }
        }, width: 600)
        let cancel = try page.box("cancel"), done = try page.box("done"), content = try page.box("content")
        #expect(cancel.x < 40, "the leading item starts the bar: \(cancel)")
        expectClose(done.x + done.width, 600 - 16, "the trailing item ends the bar, inside its padding")
        #expect(abs((cancel.y + cancel.height / 2) - (done.y + done.height / 2)) < 1, "one row: \(cancel) \(done)")
        #expect(content.y >= done.y + done.height, "the content is below the bar")
    }

    @Test func theTabBarIsARowAboveTheSelectedTab() throws {
        let page = try measure(TabView {
            block("first", 100, 40).tabItem { Text("One").accessibilityIdentifier("one") }
            block("second", 100, 40).tabItem { Text("Two").accessibilityIdentifier("two") }
        }, width: 800)
        let one = try page.box("one"), two = try page.box("two"), first = try page.box("first")
        #expect(two.x > one.x + one.width && abs(two.y - one.y) < 1, "tabs side by side: \(one) \(two)")
        #expect(first.y > one.y + one.height, "the tab's content below the bar")
        #expect(page.boxes["second"] == nil, "only the selected tab is on its page")
    }

    /// A large title sits below the bar's 44 pt, as SwiftUI leaves the bar's height above it,
    /// not at the top edge; the content follows the title.
    @Test func aLargeTitleSitsBelowTheBar() throws {
        let html = HTMLRenderer(content: NavigationStack {
            block("content", 100, 40).navigationTitle("Drafts")
        }).document(title: "Large title")
        let parts = try inspect(html: html, width: 390, selectors: [".k-bar-row", ".k-bar-title", "[data-testid=content]"])
        let bar = try #require(parts[".k-bar-row"]), title = try #require(parts[".k-bar-title"])
        let content = try #require(parts["[data-testid=content]"])
        expectClose(bar.y, 0, "the bar is at the top")
        expectClose(bar.height, 44, "iOS's bar height")
        #expect(title.y >= bar.y + bar.height - tolerance, "the title is below the bar: \(bar) \(title)")
        #expect(content.y >= title.y + title.height, "the content is below the title: \(title) \(content)")
    }

    private static func tabs() -> some View {
        TabView {
            block("first", 100, 40).tabItem { Label("Inbox", systemImage: "tray") }
            block("second", 100, 40).tabItem { Label("Sent", systemImage: "paperplane") }
            block("third", 100, 40).tabItem { Label("Archive", systemImage: "archivebox") }
        }
    }

    private static let tabParts = (0..<3).flatMap { index in
        ["a:nth-child(\(index + 1))", "a:nth-child(\(index + 1)) svg", "a:nth-child(\(index + 1)) svg + *"].map { ".k-tabs>" + $0 }
    } + [".k-tabs", "[data-testid=first]"]

    /// On a phone the tab bar is iOS's: at the bottom of the screen, its items spread evenly
    /// across it, each icon above its label.
    @Test func onAPhoneTheTabBarIsAtTheBottomWithIconsAboveLabels() throws {
        let parts = try inspect(html: HTMLRenderer(content: Self.tabs()).document(title: "Tabs"), width: 390, selectors: Self.tabParts)
        let bar = try #require(parts[".k-tabs"]), content = try #require(parts["[data-testid=first]"])
        expectClose(bar.y + bar.height, 800, "the bar ends at the bottom of the screen")
        #expect(bar.height < 70, "one row of items: \(bar)")
        #expect(bar.height >= 49, "as tall as iOS's tab bar: \(bar)")
        #expect(content.y + content.height <= bar.y, "the tab's content is above the bar: \(content) \(bar)")
        for index in 1...3 {
            let item = try #require(parts[".k-tabs>a:nth-child(\(index))"])
            let icon = try #require(parts[".k-tabs>a:nth-child(\(index)) svg"])
            let label = try #require(parts[".k-tabs>a:nth-child(\(index)) svg + *"])
            expectClose(item.width, 130, "item \(index) takes a third of the bar")
            expectClose(item.x, Double(index - 1) * 130, "item \(index) in its third")
            #expect(icon.y + icon.height <= label.y + tolerance, "icon \(index) above its label: \(icon) \(label)")
            // iOS's tab bar icons fill a 25-point square (the HIG's tab bar icon size) above 10-point labels,
            // in a bar about 49 tall (it drew them 10 px): a symbol at 20 points, its box as its glyph inks.
            #expect(icon.height >= 18 && icon.height <= 25 + tolerance && icon.width <= 25 + tolerance, "icon \(index) is a tab bar's icon: \(icon)")
            // Each icon is centred in the same 25-point square, so the labels line up whatever the glyph's shape.
            expectClose(label.y, try #require(parts[".k-tabs>a:nth-child(1) svg + *"]).y, "label \(index) in line with the first")
            expectClose(icon.x + icon.width / 2, label.x + label.width / 2, "icon \(index) centred over its label")
        }
    }

    /// On a wide window the bar stays a row of tabs at the top.
    @Test func onAWideWindowTheTabBarIsAtTheTop() throws {
        let parts = try inspect(html: HTMLRenderer(content: Self.tabs()).document(title: "Tabs"), width: 1280, selectors: Self.tabParts)
        let bar = try #require(parts[".k-tabs"]), content = try #require(parts["[data-testid=first]"])
        expectClose(bar.y, 0, "the bar is at the top")
        #expect(content.y >= bar.y + bar.height, "the tab's content below the bar: \(bar) \(content)")
    }
}
