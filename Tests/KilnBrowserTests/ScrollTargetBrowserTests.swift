import Foundation
import Kiln
import KilnTestSupport
import Testing

/// A scroll view that snaps to the views of its target layout, and safe-area padding, where
/// readers see them.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct ScrollTargetBrowserTests {
    /// Where a scroll view with test id `scroller` comes to rest after a scroll to `offset` points
    /// along `axis` ("Left" or "Top").
    private func rest(_ view: some View, after offset: Double, axis: String) throws -> Double {
        let html = HTMLRenderer(content: view).document(title: "Snap")
        let value = try Browser.shared().evaluate(html: html, width: 400, height: 400, script: """
            var scroller = document.querySelector('[data-testid="scroller"]');
            scroller['scroll' + arguments[1]] = arguments[0];
            return scroller['scroll' + arguments[1]];
            """, arguments: [offset, axis])
        guard let number = (value as? NSNumber)?.doubleValue else { throw BrowserError("the page returned \\(String(describing: value))") }
        return number
    }

    private func cards(_ axis: Axis) -> some View {
        let stack = ForEach(0..<6, id: \.self) { index in
            Color.orange.frame(width: 100, height: 100).overlay { Text("\(index)") }
        }
        return ScrollView(axis == .horizontal ? .horizontal : .vertical) {
            if axis == .horizontal { LazyHStack(spacing: 0) { stack }.scrollTargetLayout() } else { LazyVStack(spacing: 0) { stack }.scrollTargetLayout() }
        }
        .scrollTargetBehavior(.viewAligned)
        .accessibilityIdentifier("scroller")
        .frame(width: 250, height: 250)
    }

    /// View-aligned: a scroll that ends between two views comes to rest at the nearer one's edge,
    /// as SwiftUI's `.viewAligned` does.
    @Test func aViewAlignedScrollViewComesToRestAtAView() throws {
        expectClose(try rest(cards(.horizontal), after: 70, axis: "Left"), 100, "across: 70 rests at the second view")
        expectClose(try rest(cards(.horizontal), after: 220, axis: "Left"), 200, "220 rests at the third")
        expectClose(try rest(cards(.vertical), after: 130, axis: "Top"), 100, "down: 130 rests at the second view")
    }

    /// Without a target layout nothing marks where to rest: the scroll ends where it was sent.
    @Test func withoutATargetLayoutAScrollEndsWhereItWasSent() throws {
        let free = ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0..<6, id: \.self) { _ in Color.orange.frame(width: 100, height: 100) } }
        }
        .accessibilityIdentifier("scroller").frame(width: 250, height: 120)
        expectClose(try rest(free, after: 70, axis: "Left"), 70, "a free scroll view")
    }

    /// `safeAreaPadding` on a scroll view: the content starts that far in and scrolls under the
    /// padding; on another view, the view is laid out inside it.
    @Test func safeAreaPaddingInsetsContentThatStillScrollsUnderIt() throws {
        let scrolled = ScrollView {
            VStack(spacing: 0) { ForEach(0..<20, id: \.self) { Text("Row \($0)").frame(height: 40).accessibilityIdentifier("row\($0)") } }
        }
        .safeAreaPadding(.top, 30)
        .accessibilityIdentifier("scroller")
        .frame(width: 200, height: 300)
        let page = try measure(scrolled)
        let scroller = try page.box("scroller"), first = try page.box("row0")
        expectClose(first.y - scroller.y, 30, "the first row starts 30 below the top")
        let padded = try measure(Text("Inside").frame(maxWidth: .infinity, maxHeight: .infinity).accessibilityIdentifier("text")
            .safeAreaPadding(20).background(Color.yellow.accessibilityIdentifier("box")).frame(width: 200, height: 100))
        let text = try padded.box("text"), box = try padded.box("box")
        expectClose(text.x - box.x, 20, "laid out 20 in from the leading edge")
        expectClose(text.width, 160, "and from the trailing edge")
        expectClose(text.height, 60, "and 20 in from the top and bottom")
    }
}
