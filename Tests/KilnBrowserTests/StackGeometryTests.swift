import Kiln
import KilnTestSupport
import Testing

/// Stacks: alignment, default and custom spacing, hugging their content; the page root.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct StackGeometryTests {
    @Test func vstackCentresChildrenEightApartAndHugsThem() throws {
        let page = try measure(VStack { block("a", 100, 20); block("b", 50, 20) }.accessibilityIdentifier("stack"))
        let stack = try page.box("stack"), a = try page.box("a"), b = try page.box("b")
        expectClose(stack.width, 100, "stack hugs its widest child")
        expectClose(stack.height, 48, "20 + 8 + 20")
        expectClose(stack.x, 150, "page centres the narrower stack")
        expectClose(stack.y, 0, "page content starts at the top")
        expectClose(b.x, a.x + 25, "b centred under a")
        expectClose(b.y, a.y + 28, "default spacing 8")
    }

    @Test func vstackLeadingAndTrailingWithCustomSpacing() throws {
        let page = try measure(VStack(spacing: 0) {
            VStack(alignment: .leading, spacing: 4) { block("a", 100, 20); block("b", 50, 20) }
            VStack(alignment: .trailing, spacing: 12) { block("c", 100, 20); block("d", 50, 20) }
        })
        let a = try page.box("a"), b = try page.box("b"), c = try page.box("c"), d = try page.box("d")
        expectClose(b.x, a.x, "leading")
        expectClose(b.y, a.y + 24, "spacing 4")
        expectClose(d.x + d.width, c.x + c.width, "trailing")
        expectClose(d.y, c.y + 32, "spacing 12")
    }

    @Test func hstackCentresVerticallyEightApart() throws {
        let page = try measure(HStack { block("a", 20, 60); block("b", 20, 20) })
        let a = try page.box("a"), b = try page.box("b")
        expectClose(b.x, a.x + 28, "default spacing 8")
        expectClose(b.y, a.y + 20, "centred vertically")
    }

    @Test func hstackTopAndBottomWithCustomSpacing() throws {
        let page = try measure(VStack {
            HStack(alignment: .top, spacing: 2) { block("a", 20, 60); block("b", 20, 20) }
            HStack(alignment: .bottom, spacing: 30) { block("c", 20, 60); block("d", 20, 20) }
        })
        let a = try page.box("a"), b = try page.box("b"), c = try page.box("c"), d = try page.box("d")
        expectClose(b.y, a.y, "top")
        expectClose(b.x, a.x + 22, "spacing 2")
        expectClose(d.y + d.height, c.y + c.height, "bottom")
        expectClose(d.x, c.x + 50, "spacing 30")
    }

    @Test func pageCentresNarrowContentAndStartsAtTheTopAtEveryWidth() throws {
        for width in [390, 1200] {
            let page = try measure(block("a", 200, 30), width: width)
            let a = try page.box("a")
            expectClose(a.x, Double(width - 200) / 2, "centred at \(width)")
            expectClose(a.y, 0, "top at \(width)")
            #expect(page.scrollWidth <= Double(width), "no horizontal scrolling at \(width)")
        }
    }

    @Test func zstackAlignsLayersAndTakesTheLargestSize() throws {
        let page = try measure(VStack {
            ZStack { block("base", 100, 60); block("centre", 20, 20, .red) }.accessibilityIdentifier("z1")
            ZStack(alignment: .topLeading) { block("base2", 100, 60); block("corner", 20, 20, .red) }
            ZStack(alignment: .bottomTrailing) { block("base3", 100, 60); block("end", 20, 20, .red) }
        })
        let z1 = try page.box("z1"), base = try page.box("base"), centre = try page.box("centre")
        expectClose(z1.width, 100, "ZStack as wide as its widest layer")
        expectClose(z1.height, 60, "ZStack as tall as its tallest layer")
        expectClose(centre.x, base.x + 40, "centred")
        expectClose(centre.y, base.y + 20, "centred")
        let base2 = try page.box("base2"), corner = try page.box("corner")
        expectClose(corner.x, base2.x, "top leading")
        expectClose(corner.y, base2.y, "top leading")
        let base3 = try page.box("base3"), end = try page.box("end")
        expectClose(end.x, base3.x + 80, "bottom trailing")
        expectClose(end.y, base3.y + 40, "bottom trailing")
    }

    /// Seed 000's TaskLabel: a title over its subtitle sit as close as lines of text, while a
    /// stack that mixes other views keeps 8 between them.
    /// iOS 26: text to text 2, text over another view 14.81 (iamcgn/swiftui-web
    /// Fixtures/Goldens/ios/layout/basics/frames.json @ 33be5002bbddf8fd6f44ead75f592e35f77aaddf).
    @Test func linesOfTextInAVStackSitCloseAndAViewFurtherBelowText() throws {
        let page = try measure(VStack(spacing: 20) {
            Label {
                VStack(alignment: .leading) {
                    Text("Food").accessibilityIdentifier("title")
                    Text("Apps, 'Zerts and Cakes").font(.footnote).foregroundStyle(.secondary).accessibilityIdentifier("subtitle")
                }
            } icon: {
                Image(systemName: "circle")
            }
            VStack {
                Text("Above").accessibilityIdentifier("above")
                block("below", 40, 20)
            }
        })
        let title = try page.box("title"), subtitle = try page.box("subtitle")
        expectClose(subtitle.y - (title.y + title.height), 2, "text to text")
        let above = try page.box("above"), below = try page.box("below")
        expectClose(below.y - (above.y + above.height), 14.8091, "text to another view")
    }
}
