import Foundation
import Kiln
import KilnTestSupport
import Testing

/// A `LazyVStack` takes the width offered and places its rows by its alignment; with pinned
/// section headers, a section's header stays at the top of the scrolling area while the
/// section's rows scroll under it. A `GroupBox` is a card 16 pt larger than its content on
/// every side, its label above its content.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct LazyStackAndGroupBoxGeometryTests {
    private func sections(pinned: Bool) -> some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: pinned ? [.sectionHeaders] : []) {
                Section {
                    ForEach(0..<10) { index in block("row\(index)", 100, 100) }
                } header: {
                    block("header", 200, 40, .orange)
                }
            }
            .accessibilityIdentifier("stack")
        }
    }

    /// The header's top edge in the viewport after the page scrolled down by `offset`.
    private func headerTop(_ view: some View, scrolledBy offset: Int) throws -> Double {
        let html = HTMLRenderer(content: view).document(title: "Pinned")
        let value = try Browser.shared().evaluate(
            html: html, width: 400, height: 400,
            script: """
                window.scrollTo(0, arguments[0]);
                return document.querySelector('[data-testid="header"]').getBoundingClientRect().top;
                """,
            arguments: [offset])
        guard let top = (value as? NSNumber)?.doubleValue else { throw BrowserError("no header top: \(String(describing: value))") }
        return top
    }

    @Test func lazyVStackFillsTheWidthAndAlignsItsRows() throws {
        let page = try measure(sections(pinned: false), width: 400)
        let stack = try page.box("stack"), row = try page.box("row3"), header = try page.box("header")
        expectClose(stack.width, 400, "the stack takes the offered width, as SwiftUI's LazyVStack does")
        expectClose(row.x, stack.x, "rows sit at the leading edge")
        expectClose(header.y, stack.y, "the header comes first")
        expectClose(try page.box("row0").y, header.y + 40, "then the rows, without spacing")
        expectClose(row.y, header.y + 40 + 300, "one after the other")
    }

    @Test func aPinnedSectionHeaderStaysAtTheTopWhileScrolling() throws {
        let before = try headerTop(sections(pinned: true), scrolledBy: 0)
        let scrolled = try headerTop(sections(pinned: true), scrolledBy: 500)
        expectClose(scrolled, 0, "the pinned header stays at the top of the viewport")
        #expect(before >= 0 && before < 40, "before scrolling it is where the stack starts: \(before)")
        let unpinned = try headerTop(sections(pinned: false), scrolledBy: 500)
        expectClose(unpinned, before - 500, "without pinning it scrolls away with its rows")
    }

    @Test func groupBoxIsACardAroundItsLabelAndContent() throws {
        let page = try measure(
            GroupBox {
                block("content", 120, 50)
            } label: {
                block("label", 80, 20, .orange)
            }
            .accessibilityIdentifier("box"),
            width: 400, styleProperties: ["border-top-left-radius", "background-color"])
        let box = try page.box("box"), label = try page.box("label"), content = try page.box("content")
        expectClose(label.x, box.x + 16, "the label is 16 pt inside the leading edge")
        expectClose(label.y, box.y + 16, "and 16 pt below the top")
        expectClose(content.x, box.x + 16, "the content is aligned with the label")
        expectClose(content.y, label.y + 20 + 8, "8 pt below it")
        expectClose(box.width, 120 + 32, "the box hugs its widest part plus its padding")
        expectClose(box.height, 16 + 20 + 8 + 50 + 16, "and its parts plus its padding")
        #expect(box.style["border-top-left-radius"] == "8px", "a rounded card: \(box)")
        #expect(box.style["background-color"] == "rgb(242, 242, 247)", "on the secondary background: \(box)")
    }
}
