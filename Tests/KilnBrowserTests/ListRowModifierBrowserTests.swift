import Foundation
import Kiln
import KilnTestSupport
import Testing

/// List rows' insets and badges, and controls without their labels, as the browser lays them out.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct ListRowModifierBrowserTests {
    private func numbers<V: View>(_ view: V, _ script: String) throws -> [Double] {
        let html = HTMLRenderer(content: view).document(title: "Rows")
        let value = try Browser.shared().evaluate(html: html, width: 400, script: script)
        return try #require((value as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue }, "the page returned \(String(describing: value))")
    }

    /// `listRowInsets(EdgeInsets())` puts the row's content at its edges; a badge sits at the
    /// row's trailing end, after its text.
    @Test func rowInsetsAndBadgesArePlacedInTheRow() throws {
        let found = try numbers(List {
            Color.red.frame(height: 20).accessibilityIdentifier("flush").listRowInsets(EdgeInsets())
            Text("Inbox").accessibilityIdentifier("inbox").badge(12)
        }.listStyle(.plain).frame(width: 320, height: 300).accessibilityIdentifier("list"), """
            var box = id => document.querySelector('[data-testid=' + id + ']').getBoundingClientRect();
            var badge = [...document.querySelectorAll('span')].find(s => s.textContent === '12').getBoundingClientRect();
            var flush = box('flush'), list = box('list'), inbox = box('inbox');
            return [flush.width, flush.left - list.left, badge.right - list.left, badge.left - inbox.right];
            """)
        try #require(found.count == 4)
        expectClose(found[0], 320, "a row without insets is as wide as the list")
        expectClose(found[1], 0, "and starts at its edge")
        expectClose(found[2], 320 - 16, "the badge ends at the row's trailing padding")
        #expect(found[3] > 0, "the badge comes after the row's text: \(found[3])")
    }

    /// A toggle without its label is its switch alone (66×30, Apple's iOS 26 switch), centred as a
    /// view of its own size, and its label still names it.
    @Test func aToggleWithoutItsLabelIsItsSwitch() throws {
        let view = VStack { Toggle("Notifications", isOn: .constant(true)).labelsHidden().accessibilityIdentifier("toggle") }
            .frame(width: 320).accessibilityIdentifier("column")
        let found = try numbers(view, """
            var box = id => document.querySelector('[data-testid=' + id + ']').getBoundingClientRect();
            var input = document.querySelector('input[role=switch]');
            return [box('toggle').width, box('toggle').left - box('column').left, input.labels[0].textContent === 'Notifications' ? 1 : 0];
            """)
        try #require(found.count == 3)
        expectClose(found[0], 66, "as wide as the switch")
        expectClose(found[1], (320 - 66) / 2, "centred in its column")
        #expect(found[2] == 1, "the label names the switch")
    }
}
