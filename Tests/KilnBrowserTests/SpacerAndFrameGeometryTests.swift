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
        // No spacing beside a spacer (Apple's frames: iamcgn/swiftui-web
        // Fixtures/Goldens/layout/spacer/frames.json @ 3c30f3a2cb756acf338af0a06d800a1c0bd46a4a).
        expectClose(b.x - (a.x + a.width), 50, "the spacer's minimum length between the blocks")
        expectClose(d.y - (c.y + c.height), 8, "the default minimum 8 in a column with nothing to fill")
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

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` as SwiftUI documents it: the
/// child is offered the offered size clamped to the bounds; with neither bound on an axis the frame takes the
/// child's length; with both it takes the offered length clamped to them; with a minimum only it is the child's
/// length but at least the minimum (and no more than offered); with a maximum only it is the offered length but no
/// more than the maximum (and no less than the child). A background after the frame is as large as the frame.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct FlexibleFrameGeometryTests {
    private func framed(_ id: String, _ view: some View) -> some View {
        view.background { Color.yellow.accessibilityIdentifier(id + "-bg") }.accessibilityIdentifier(id)
    }

    @Test func aMinimumOnlyFrameIsTheChildsWidthButAtLeastTheMinimum() throws {
        let page = try measure(VStack {
            framed("small", block("s", 40, 20).frame(minWidth: 150))
            framed("leading", block("l", 40, 20).frame(minWidth: 150, alignment: .leading))
            framed("wide", block("w", 250, 20).frame(minWidth: 150))
        }, width: 400)
        let small = try page.box("small"), s = try page.box("s")
        expectClose(small.width, 150, "a 40 pt child in a frame of at least 150")
        expectClose(small.x, 125, "centred by the stack")
        expectClose(s.x, 180, "the child centred in the frame")
        expectClose(try page.box("small-bg").width, 150, "the background is the frame's width")
        expectClose(try page.box("l").x, try page.box("leading").x, "leading alignment in the frame")
        let wide = try page.box("wide")
        expectClose(wide.width, 250, "a child wider than the minimum keeps its width, not the offered 400")
        expectClose(try page.box("wide-bg").width, 250)
    }

    @Test func aMaximumOnlyFrameIsTheOfferedWidthButAtMostTheMaximum() throws {
        let page = try measure(VStack {
            framed("max", Text("Hi").frame(maxWidth: 200))
            framed("trailing", block("t", 40, 20).frame(maxWidth: 200, alignment: .trailing))
            VStack { framed("narrow", block("n", 40, 20).frame(maxWidth: 200)) }.frame(width: 120)
            framed("infinite", block("i", 40, 20).frame(maxWidth: .infinity, alignment: .leading))
        }, width: 400)
        let max = try page.box("max")
        expectClose(max.width, 200, "min(offered 400, 200), however short the text")
        expectClose(max.x, 100, "centred by the stack")
        expectClose(try page.box("max-bg").width, 200, "the background is 200 wide")
        let trailing = try page.box("trailing")
        expectClose(try page.box("t").x, trailing.x + 160, "trailing alignment in the frame")
        expectClose(try page.box("narrow").width, 120, "offered less than the maximum, the frame takes what is offered")
        expectClose(try page.box("narrow-bg").width, 120)
        let infinite = try page.box("infinite")
        expectClose(infinite.width, 400, "maxWidth: .infinity takes the offered width")
        expectClose(try page.box("infinite-bg").width, 400)
        expectClose(try page.box("i").x, 0, "and places the child by its alignment")
    }

    @Test func aFrameWithBothBoundsIsTheOfferedWidthClampedToThem() throws {
        let page = try measure(VStack {
            framed("clamped", Text("Hi").frame(minWidth: 100, maxWidth: 300))
            VStack { framed("offered", Text("Hi").frame(minWidth: 100, maxWidth: 300)) }.frame(width: 150)
            VStack { framed("minimum", Text("Hi").frame(minWidth: 100, maxWidth: 300)) }.frame(width: 60)
        }, width: 400)
        let clamped = try page.box("clamped")
        expectClose(clamped.width, 300, "offered 400, at most 300")
        expectClose(clamped.x, 50, "centred")
        expectClose(try page.box("clamped-bg").width, 300)
        expectClose(try page.box("offered").width, 150, "offered 150, between the bounds")
        expectClose(try page.box("minimum").width, 100, "offered 60, at least 100")
    }

    @Test func heightBoundsFollowTheSameRules() throws {
        let page = try measure(HStack(alignment: .top) {
            framed("tall", block("a", 20, 20).frame(maxHeight: .infinity, alignment: .bottom))
            framed("clamped", Color.red.frame(minHeight: 30, maxHeight: 60))
            framed("short", block("b", 20, 20).frame(minHeight: 50))
        }
        .frame(height: 100), width: 400)
        let tall = try page.box("tall")
        expectClose(tall.height, 100, "maxHeight: .infinity takes the offered height")
        expectClose(try page.box("a").y, tall.y + 80, "and places the child at the bottom")
        expectClose(try page.box("clamped").height, 60, "offered 100, at most 60")
        expectClose(try page.box("short").height, 50, "a 20 pt child in a frame of at least 50")
        expectClose(try page.box("short-bg").height, 50)
    }

    @Test func anIdealWidthIsWhatAFixedSizeFrameOffers() throws {
        let page = try measure(VStack {
            framed("ideal", Text("Hi").frame(idealWidth: 300, maxWidth: .infinity).fixedSize())
            framed("colour", Color.red.frame(idealWidth: 120, idealHeight: 30).fixedSize())
        }, width: 400)
        expectClose(try page.box("ideal").width, 300, "unbounded offer: the ideal width, up to the maximum")
        let colour = try page.box("colour")
        expectClose(colour.width, 120, "a colour offered its ideal size takes it")
        expectClose(colour.height, 30)
    }
}
