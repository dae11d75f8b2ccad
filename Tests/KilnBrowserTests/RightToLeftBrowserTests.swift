import Foundation
import Kiln
import KilnTestSupport
import Testing

/// Leading and trailing follow the page's `dir`, as SwiftUI mirrors them under a right-to-left
/// layout: asymmetric padding and a leading `safeAreaInset` bar.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct RightToLeftBrowserTests {
    /// The page measured left to right and right to left (`dir="rtl"` on the root, as a
    /// localized site writes it for Arabic or Hebrew).
    private func measureBothWays(_ view: some View) throws -> (ltr: PageMeasurement, rtl: PageMeasurement) {
        let html = HTMLRenderer(content: view).document(title: "Direction", lang: "ar")
        let rtl = html.replacingOccurrences(of: "<html lang=\"ar\"", with: "<html lang=\"ar\" dir=\"rtl\"")
        #expect(rtl != html, "the root carries dir=rtl")
        return (try Browser.shared().measure(html: html, width: 400), try Browser.shared().measure(html: rtl, width: 400))
    }

    @Test func leadingPaddingIsOnTheRightInARightToLeftPage() throws {
        let view = VStack(alignment: .leading) {
            block("inner", 20, 20).padding(.leading, 40).padding(.trailing, 8).accessibilityIdentifier("padded")
        }
        let (ltr, rtl) = try measureBothWays(view)
        var padded = try ltr.box("padded"), inner = try ltr.box("inner")
        expectClose(inner.x - padded.x, 40, "left to right, leading is the left")
        expectClose(padded.x + padded.width - (inner.x + inner.width), 8, "and trailing the right")
        padded = try rtl.box("padded")
        inner = try rtl.box("inner")
        expectClose(padded.x + padded.width - (inner.x + inner.width), 40, "right to left, leading is the right")
        expectClose(inner.x - padded.x, 8, "and trailing the left")
    }

    @Test func aLeadingSafeAreaBarIsOnTheRightInARightToLeftPage() throws {
        let view = block("content", 100, 40)
            .safeAreaInset(edge: .leading, spacing: 10) { block("bar", 30, 40) }
        let (ltr, rtl) = try measureBothWays(view)
        var bar = try ltr.box("bar"), content = try ltr.box("content")
        expectClose(content.x - (bar.x + bar.width), 10, "left to right, the bar is on the left, 10 apart")
        bar = try rtl.box("bar")
        content = try rtl.box("content")
        expectClose(bar.x - (content.x + content.width), 10, "right to left, the bar is on the right, 10 apart")
    }

    @Test func aLeadingBarInAHorizontalScrollerSticksToTheRightInARightToLeftPage() throws {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) { block("first", 300, 40); block("second", 300, 40) }
        }
        // The scroll view itself holds the bar (no frame around it), stuck at its leading edge.
        .safeAreaInset(edge: .leading, spacing: 10) { block("bar", 30, 40) }
        let (ltr, rtl) = try measureBothWays(view)
        var bar = try ltr.box("bar"), first = try ltr.box("first")
        expectClose(first.x - (bar.x + bar.width), 10, "left to right, the bar leads on the left, 10 before the content")
        bar = try rtl.box("bar")
        first = try rtl.box("first")
        expectClose(bar.x - (first.x + first.width), 10, "right to left, the bar leads on the right, 10 before the content")
    }
}
