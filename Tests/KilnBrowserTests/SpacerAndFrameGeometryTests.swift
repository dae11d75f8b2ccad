import Kiln
import KilnTestSupport
import Testing

/// Spacers and flexible views take the free space; frames size and place their content.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct SpacerAndFrameGeometryTests {
    @Test func spacerPushesApartAndMakesTheStackFillTheWidth() throws {
        for width in [390, 1200] {
            let page = try measure(HStack { block("a", 20, 20); Spacer(); block("b", 20, 20) }.accessibilityIdentifier("row"), width: width)
            let row = try page.box("row"), a = try page.box("a"), b = try page.box("b")
            expectClose(row.width, Double(width), "a stack with a spacer fills the offered width")
            expectClose(a.x, 0, "leading child at the start")
            expectClose(b.x + b.width, Double(width), "trailing child at the end")
        }
    }

    @Test func spacerKeepsItsMinimumLength() throws {
        let page = try measure(VStack {
            HStack { block("a", 20, 20); Spacer(minLength: 50); block("b", 20, 20) }.fixedSize()
            VStack { block("c", 20, 20); Spacer(); block("d", 20, 20) }
        })
        let a = try page.box("a"), b = try page.box("b"), c = try page.box("c"), d = try page.box("d")
        expectClose(b.x - (a.x + a.width), 66, "8 + 50 + 8 between the blocks")
        expectClose(d.y - (c.y + c.height), 24, "8 + default minimum 8 + 8 in a column with nothing to fill")
    }

    @Test func colorsFillTheFreeSpaceOfARow() throws {
        let page = try measure(HStack(spacing: 0) { block("a", 100, 20); Color.red.accessibilityIdentifier("fill") }.frame(width: 300, height: 20))
        let fill = try page.box("fill")
        expectClose(fill.width, 200, "flexible colour takes the rest")
        expectClose(fill.height, 20, "and the row's height")
    }

    @Test func fixedFramesPlaceTheirContentByAlignment() throws {
        let page = try measure(VStack {
            block("c1", 20, 20).frame(width: 100, height: 50).accessibilityIdentifier("f1")
            block("c2", 20, 20).frame(width: 100, height: 50, alignment: .bottomTrailing).accessibilityIdentifier("f2")
            block("c3", 20, 20).frame(width: 100, height: 50, alignment: .topLeading).accessibilityIdentifier("f3")
        })
        for (frame, child, dx, dy) in [("f1", "c1", 40.0, 15.0), ("f2", "c2", 80, 30), ("f3", "c3", 0, 0)] {
            let f = try page.box(frame), c = try page.box(child)
            expectClose(f.width, 100, "\(frame) width")
            expectClose(f.height, 50, "\(frame) height")
            expectClose(c.x - f.x, dx, "\(child) x in its frame")
            expectClose(c.y - f.y, dy, "\(child) y in its frame")
        }
    }

    @Test func maxWidthInfinityFillsAndAlignsItsContent() throws {
        for width in [390, 1200] {
            let page = try measure(
                Text("Hi").accessibilityIdentifier("text").frame(maxWidth: .infinity, alignment: .trailing).accessibilityIdentifier("frame"),
                width: width)
            let frame = try page.box("frame"), text = try page.box("text")
            expectClose(frame.width, Double(width), "fills the offered width")
            expectClose(text.x + text.width, Double(width), "content at the trailing edge")
        }
    }

    @Test func boundedFlexibleFramesGrowToTheirMaximumAndAreCentred() throws {
        let page = try measure(VStack {
            Text("Hi").frame(maxWidth: 200).accessibilityIdentifier("max")
            Text("Hi").frame(minWidth: 150).accessibilityIdentifier("min")
            Color.red.frame(minHeight: 30, maxHeight: 30).accessibilityIdentifier("height")
        }, width: 400)
        let max = try page.box("max"), min = try page.box("min"), height = try page.box("height")
        expectClose(max.width, 200, "grows to maxWidth")
        expectClose(max.x, 100, "and is centred by the page")
        expectClose(min.width, 150, "at least minWidth")
        expectClose(height.height, 30, "a flexible view between min and max height")
        expectClose(height.width, 400, "and still fills the width")
    }

    @Test func paddingAddsSpaceOnTheGivenEdges() throws {
        let page = try measure(VStack {
            block("a", 20, 20).padding().accessibilityIdentifier("all")
            block("b", 20, 20).padding(.horizontal, 10).accessibilityIdentifier("horizontal")
            block("c", 20, 20).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).accessibilityIdentifier("insets")
            block("d", 20, 20).padding(5).padding(5).accessibilityIdentifier("twice")
        })
        let all = try page.box("all"), a = try page.box("a")
        expectClose(all.width, 52, "16 + 20 + 16")
        expectClose(all.height, 52, "16 + 20 + 16")
        expectClose(a.x - all.x, 16, "content inset by 16")
        let horizontal = try page.box("horizontal")
        expectClose(horizontal.width, 40, "10 + 20 + 10")
        expectClose(horizontal.height, 20, "no vertical padding")
        let insets = try page.box("insets"), c = try page.box("c")
        expectClose(insets.width, 26, "2 + 20 + 4")
        expectClose(insets.height, 24, "1 + 20 + 3")
        expectClose(c.x - insets.x, 2, "leading inset")
        expectClose(c.y - insets.y, 1, "top inset")
        expectClose(try page.box("twice").width, 40, "paddings add up")
    }

    @Test func fixedSizeTextDoesNotWrap() throws {
        let long = "A sentence long enough to wrap in a narrow frame"
        let page = try measure(VStack {
            Text(long).accessibilityIdentifier("wrapping").frame(width: 100)
            Text(long).fixedSize().accessibilityIdentifier("fixed").frame(width: 100)
        })
        let wrapping = try page.box("wrapping"), fixed = try page.box("fixed")
        #expect(wrapping.width <= 100 + tolerance, "offered 100, the text wraps")
        #expect(fixed.width > 200, "fixedSize keeps the ideal width")
        #expect(fixed.height < wrapping.height, "on one line")
    }
}
