import Foundation
import Kiln
import KilnTestSupport
import Testing

/// A `GeometryReader` fills what it is offered and builds its content from its size: the page
/// shows, at each width, the content SwiftUI would build for that width.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct GeometryReaderGeometryTests {
    @Test(arguments: [390, 768, 1280])
    func aWidthThresholdSwitchesBetweenAColumnAndARow(width: Int) throws {
        let page = try measure(
            GeometryReader { geometry in
                if geometry.size.width > 600 {
                    HStack { block("rowA", 100, 40); block("rowB", 100, 40) }
                } else {
                    VStack { block("columnA", 100, 40); block("columnB", 100, 40) }
                }
            }
            .frame(height: 100)
            .accessibilityIdentifier("reader"),
            width: width)
        let reader = try page.box("reader")
        let isRow = reader.width > 600
        let a = try page.box(isRow ? "rowA" : "columnA"), b = try page.box(isRow ? "rowB" : "columnB")
        let hidden = try page.box(isRow ? "columnA" : "rowA")
        #expect(hidden.width == 0 && hidden.height == 0, "the other branch is not drawn: \(hidden)")
        expectClose(reader.height, 100, "the reader takes the height of its frame")
        if isRow {
            expectClose(b.x - a.x, 108, "a row beside each other where the reader is wider than 600 pt")
            expectClose(b.y, a.y, "on one line")
        } else {
            expectClose(b.y - a.y, 48, "a column where it is not")
            expectClose(b.x, a.x, "one above the other")
        }
        expectClose(a.y, reader.y, "content starts at the reader's top")
    }

    @Test(arguments: [390, 768, 1280])
    func lengthsFollowTheReadersWidth(width: Int) throws {
        let page = try measure(
            GeometryReader { geometry in
                HStack(spacing: 0) {
                    Color.red.frame(width: geometry.size.width * 0.25, height: 20).accessibilityIdentifier("quarter")
                    Color.blue.frame(width: geometry.size.width * 0.75, height: geometry.size.height).accessibilityIdentifier("rest")
                }
            }
            .frame(height: 60)
            .accessibilityIdentifier("reader"),
            width: width)
        let reader = try page.box("reader"), quarter = try page.box("quarter"), rest = try page.box("rest")
        expectClose(quarter.width, reader.width * 0.25, "a quarter of the reader's width")
        expectClose(rest.width, reader.width * 0.75, "three quarters")
        expectClose(rest.height, 60, "the proxy's height is the frame's")
        expectClose(quarter.x, reader.x, "from the reader's leading edge")
    }

    @Test func aReaderWithoutAHeightIsTenPointsTallInAPage() throws {
        let page = try measure(
            VStack(spacing: 0) {
                GeometryReader { _ in Color.green }.accessibilityIdentifier("reader")
                block("after", 50, 50)
            },
            width: 390)
        expectClose(try page.box("reader").height, 10, "a flexible view in a scrolling column is 10 pt, as in SwiftUI")
        expectClose(try page.box("reader").width, 390, "and takes the width")
    }
}
