import Kiln
import KilnTestSupport
import Testing

/// A stack's bar lays its items out as an app's does: leading items before the title, trailing
/// ones at the far end, all on one row above the content; a tab bar is a row of tabs above the tab.
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
        }, width: 600)
        let one = try page.box("one"), two = try page.box("two"), first = try page.box("first")
        #expect(two.x > one.x + one.width && abs(two.y - one.y) < 1, "tabs side by side: \(one) \(two)")
        #expect(first.y > one.y + one.height, "the tab's content below the bar")
        #expect(page.boxes["second"] == nil, "only the selected tab is on its page")
    }
}
