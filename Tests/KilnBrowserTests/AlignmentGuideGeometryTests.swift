import Kiln
import KilnTestSupport
import Testing

extension HorizontalAlignment {
    /// Lines views up across nested stacks; a view that does not set it aligns by its leading edge.
    fileprivate enum MarkerID: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }

    fileprivate static let marker = HorizontalAlignment(MarkerID.self)
}

/// `alignmentGuide` and custom alignments: each child of a stack sits so that the children's
/// values of the stack's guide line up, the stack as wide as max(guide) + max(width − guide),
/// as SwiftUI documents for `alignmentGuide(_:computeValue:)` and "Aligning views across stacks".
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct AlignmentGuideGeometryTests {
    @Test func aLeadingGuideAtTheTrailingEdgeHangsTheViewToTheLeftByItsWidth() throws {
        let page = try measure(VStack(alignment: .leading) {
            block("a", 100, 20)
            block("hang", 40, 20).alignmentGuide(.leading) { d in d[.trailing] }
            block("b", 60, 20)
        }.accessibilityIdentifier("stack"))
        let stack = try page.box("stack"), a = try page.box("a"), hang = try page.box("hang"), b = try page.box("b")
        expectClose(hang.x + hang.width, a.x, "the hanging view ends where the others start")
        expectClose(b.x, a.x, "the others stay lined up")
        expectClose(hang.x, stack.x, "the hanging view starts the stack")
        expectClose(stack.width, 140, "40 hanging + the widest other, 100")
        expectClose(stack.x, 130, "the page centres the 140 px stack")
    }

    @Test func aConstantGuideMovesTheViewByThatMuch() throws {
        let page = try measure(VStack {
            VStack {
                block("a", 100, 20)
                block("c", 50, 20).alignmentGuide(HorizontalAlignment.center) { _ in 0 }
            }.accessibilityIdentifier("centred")
            VStack(alignment: .leading) {
                block("d", 100, 20)
                block("e", 50, 20).alignmentGuide(.leading) { _ in -30 }
            }.accessibilityIdentifier("leading")
        })
        let centred = try page.box("centred"), a = try page.box("a"), c = try page.box("c")
        expectClose(c.x, a.x + 50, "c's leading edge (its guide, 0) under a's centre")
        expectClose(centred.width, 100, "50 + max(50, 50)")
        let d = try page.box("d"), e = try page.box("e")
        expectClose(e.x, d.x + 30, "a leading guide of -30 moves the view 30 to the right")
        expectClose(try page.box("leading").width, 100, "e ends at 80, inside d's 100")
    }

    @Test func aTopGuideAtTheBottomLiftsTheViewInAnHStack() throws {
        let page = try measure(HStack(alignment: .top) {
            block("tall", 20, 60)
            block("lifted", 20, 20).alignmentGuide(.top) { d in d[.bottom] }
        }.accessibilityIdentifier("row"))
        let row = try page.box("row"), tall = try page.box("tall"), lifted = try page.box("lifted")
        expectClose(lifted.y + lifted.height, tall.y, "the lifted view ends where the tall one starts")
        expectClose(row.height, 80, "20 above + 60")
    }

    @Test func aCustomAlignmentLinesUpViewsInsideNestedStacks() throws {
        for width in [390, 1280] {
            let page = try measure(VStack(alignment: .marker) {
                HStack {
                    block("label1", 30, 20)
                    block("mark1", 50, 20).alignmentGuide(.marker) { d in d[.leading] }
                }
                HStack {
                    block("label2", 120, 20)
                    block("mark2", 50, 20).alignmentGuide(.marker) { d in d[.leading] }
                }
                block("plain", 80, 20)
            }.accessibilityIdentifier("stack"), width: width)
            let mark1 = try page.box("mark1"), mark2 = try page.box("mark2"), plain = try page.box("plain")
            expectClose(mark1.x, mark2.x, "the marked views line up at \(width)")
            expectClose(plain.x, mark2.x, "a view without the guide lines up by its default, its leading edge, at \(width)")
            expectClose(mark2.x - (try page.box("label2")).x, 128, "the second row's marker after its 120 px label")
            expectClose(try page.box("stack").width, 208, "128 before the line + 80 after it at \(width)")
        }
    }

    @Test func containerRelativeFrameSharesAHorizontalScrollViewsWidth() throws {
        for width in [390, 1280] {
            let page = try measure(ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<5) { index in
                        Color.blue.frame(height: 50)
                            .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10)
                            .accessibilityIdentifier("card\(index)")
                    }
                }
            }.accessibilityIdentifier("scroller").padding(.horizontal, 25), width: width)
            let scroller = try page.box("scroller"), first = try page.box("card0"), second = try page.box("card1")
            expectClose(scroller.width, Double(width) - 50, "the scroll view takes the page's width inside the padding at \(width)")
            expectClose(first.width, (Double(width) - 50 - 20) / 3, "three cards and two gaps fill the scroll view, not the page, at \(width)")
            expectClose(second.x, first.x + first.width + 10, "cards 10 apart at \(width)")
            #expect(page.scrollWidth <= Double(width), "the page itself does not scroll sideways at \(width)")
        }
    }

    @Test func containerRelativeFrameSpansColumnsAndFollowsALengthClosure() throws {
        let page = try measure(ScrollView(.horizontal) {
            HStack(spacing: 10) {
                Color.red.frame(height: 20).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).accessibilityIdentifier("wide")
                Color.red.frame(height: 20).containerRelativeFrame(.horizontal) { length, _ in length * 0.5 - 4 }.accessibilityIdentifier("half")
            }
        }.padding(.horizontal, 25), width: 390)
        expectClose(try page.box("wide").width, (340 - 20) / 3 * 2 + 10, "two of three columns and the gap between them")
        expectClose(try page.box("half").width, 170 - 4, "half the container less 4")
    }
}
