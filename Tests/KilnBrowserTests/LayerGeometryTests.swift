import Foundation
import Kiln
import KilnTestSupport
import Testing

/// Overlays, backgrounds and borders never change the size of the view they decorate.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct LayerGeometryTests {
    @Test func overlaysAlignInTheBaseWithoutResizingIt() throws {
        let page = try measure(VStack {
            block("base1", 100, 60).overlay(alignment: .bottomTrailing) { block("o1", 10, 10, .red) }.accessibilityIdentifier("m1")
            block("base2", 100, 60).overlay { block("o2", 10, 10, .red) }
            block("base3", 100, 60).overlay(alignment: .topLeading) { block("o3", 200, 200, .red) }.accessibilityIdentifier("m3")
        })
        let m1 = try page.box("m1"), base1 = try page.box("base1"), o1 = try page.box("o1")
        expectClose(m1.width, 100, "overlay keeps the base width")
        expectClose(m1.height, 60, "overlay keeps the base height")
        expectClose(o1.x, base1.x + 90, "bottom trailing")
        expectClose(o1.y, base1.y + 50, "bottom trailing")
        let base2 = try page.box("base2"), o2 = try page.box("o2")
        expectClose(o2.x, base2.x + 45, "centred")
        expectClose(o2.y, base2.y + 25, "centred")
        let m3 = try page.box("m3"), base3 = try page.box("base3"), o3 = try page.box("o3")
        expectClose(m3.width, 100, "a larger overlay does not grow the base")
        expectClose(o3.x, base3.x, "and hangs from its alignment point")
    }

    @Test func backgroundsFillTheBaseAndDoNotResizeIt() throws {
        let page = try measure(VStack {
            Text("Label").padding(8).background { Color.yellow.accessibilityIdentifier("bg") }.accessibilityIdentifier("base")
            block("small", 50, 50).background { block("big", 200, 200, .red) }.accessibilityIdentifier("host")
        })
        let base = try page.box("base"), bg = try page.box("bg")
        expectClose(bg.width, base.width, "a flexible background fills the base")
        expectClose(bg.height, base.height, "a flexible background fills the base")
        let host = try page.box("host")
        expectClose(host.width, 50, "a larger background does not grow the base")
        expectClose(host.height, 50, "a larger background does not grow the base")
    }

    @Test func aBackgroundAfterABoundedFrameIsAsLargeAsTheFrame() throws {
        let page = try measure(VStack {
            Text("Tea").frame(maxWidth: 200).background(.mint).accessibilityIdentifier("bounded")
            Text("Cake").frame(maxWidth: 200).padding(10).border(.red).accessibilityIdentifier("padded")
            Text("Jam").frame(maxWidth: .infinity).background(.mint).accessibilityIdentifier("open")
        })
        let bounded = try page.box("bounded"), padded = try page.box("padded"), open = try page.box("open")
        expectClose(bounded.width, 200, "the frame's bound, not the offered 400")
        expectClose(bounded.x, 100, "centred in the stack")
        expectClose(padded.width, 220, "the bound grown by the padding")
        expectClose(open.width, 400, "an unbounded frame takes the offered width")
    }

    @Test func bordersAreDrawnInsideWithoutGrowingTheView() throws {
        let page = try measure(block("a", 40, 40).border(.red, width: 5).accessibilityIdentifier("bordered"))
        let bordered = try page.box("bordered")
        expectClose(bordered.width, 40, "border inside")
        expectClose(bordered.height, 40, "border inside")
    }

    @Test func dividersSpanTheirStack() throws {
        let page = try measure(VStack {
            VStack {
                block("narrow", 50, 10)
                Divider().accessibilityIdentifier("rule")
            }
            .frame(width: 200)
            Divider().accessibilityIdentifier("pageRule")
            HStack { block("tall", 10, 50); Divider().accessibilityIdentifier("upright"); block("x", 10, 10) }
        })
        let rule = try page.box("rule")
        expectClose(rule.width, 200, "a divider in a VStack spans the width offered to the stack")
        expectClose(try page.box("pageRule").width, 400, "and makes its stack as wide as offered")
        expectClose(rule.height, 1, "one pixel thick")
        let upright = try page.box("upright")
        expectClose(upright.height, 50, "a divider in an HStack spans its height")
        expectClose(upright.width, 1, "one pixel thick")
    }

    @Test func hiddenViewsKeepTheirSpaceAndOffsetsMoveWithoutRelayout() throws {
        let page = try measure(VStack {
            block("hidden", 20, 20).hidden()
            block("moved", 20, 20).offset(x: 10, y: 5)
            block("after", 20, 20)
        }, styleProperties: ["visibility"])
        let hidden = try page.box("hidden"), moved = try page.box("moved"), after = try page.box("after")
        #expect(hidden.style["visibility"] == "hidden", "hidden() is not drawn")
        #expect(moved.style["visibility"] == "visible")
        expectClose(moved.y, hidden.y + 28 + 5, "hidden keeps its space; offset moves by 5")
        expectClose(moved.x, hidden.x + 10, "offset moves by 10")
        expectClose(after.y, hidden.y + 56, "the offset does not move its siblings")
    }

    @Test func circlesAreInscribedInTheirFrame() throws {
        let view = Circle().fill(.blue).frame(width: 100, height: 50).accessibilityIdentifier("circle")
        let page = try measure(view)
        let frame = try page.box("circle")
        expectClose(frame.width, 100, "the shape takes its frame")
        expectClose(frame.height, 50, "the shape takes its frame")
        // The drawn circle: as tall as the frame, as wide as tall, centred in it.
        let drawn = try Browser.shared().evaluate(html: HTMLRenderer(content: view).document(title: "Circle"), width: 400, script: """
            var c = Array.from(document.querySelectorAll('[data-testid=circle] *'))
              .find(function (e) { return getComputedStyle(e).borderTopLeftRadius === '50%'; });
            if (!c) { return null; }
            var r = c.getBoundingClientRect();
            return [r.left + r.width / 2, r.top + r.height / 2, r.width, r.height];
            """)
        expectNumbers(drawn, [
            (frame.x + 50, "centred across the frame"), (frame.y + 25, "centred down the frame"),
            (50, "its diameter is the frame's shorter side"), (50, "as tall as wide"),
        ], "the shape is drawn as a circle")
    }
}

/// A circle drawn behind or clipping a view that is not square is the largest circle centred in it, as
/// SwiftUI's `Circle` is in any frame: what lies under the view shows where the circle does not reach.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct CircleLayerGeometryTests {
    @Test func aCircleBackgroundIsTheLargestCircleCentredInTheView() throws {
        // A 20 x 40 view whose circle has radius 10 around (200, 50).
        let view = Color.clear.frame(width: 20, height: 40).background(.red, in: Circle()).accessibilityIdentifier("badge").padding(.top, 30)
        let page = try measure(view, width: 400)
        expectClose(try page.box("badge").height, 40, "the view keeps its size")
        let svg = try Browser.shared().evaluate(
            html: HTMLRenderer(content: view).document(title: "Circle"), width: 400,
            script: """
                var c = Array.from(document.querySelectorAll('[data-testid=badge] *'))
                  .find(function (e) { return getComputedStyle(e).borderTopLeftRadius === '50%'; });
                if (!c) { return null; }
                var r = c.getBoundingClientRect();
                return [r.left + r.width / 2, r.top + r.height / 2, r.width, r.height];
                """)
        expectNumbers(svg, [(200, "centred across"), (50, "centred down"), (20, "as wide as the view"), (20, "and as tall as wide")],
                      "the background is drawn as a circle")
    }

    @Test func aCircleClipIsTheLargestCircleCentredInTheView() throws {
        // A 60 x 40 view over a grey square: the clip is a circle of radius 20 around (200, 50).
        let clipped = ZStack {
            block("under", 100, 100, .gray)
            Color.orange.frame(width: 60, height: 40).clipShape(Circle()).accessibilityIdentifier("clipped")
        }
        let hits = try Browser.shared().topmost(clipped, at: [(200, 50), (200, 32), (185, 50), (172, 50), (228, 50), (216, 66)])
        #expect(hits == ["clipped", "clipped", "clipped", "under", "under", "under"], "a round clip without flat edges: \(hits)")
        // In a row with too little room the clipped view keeps its frame (SwiftUI does not shrink a fixed frame), so
        // its clip stays a circle of its own size.
        let crowded = HStack(spacing: 0) {
            Color.gray.frame(minWidth: 0, maxWidth: .infinity).frame(height: 60)
            Color.orange.frame(width: 60, height: 60).clipShape(Circle()).accessibilityIdentifier("round")
        }
        .frame(width: 100)
        let page = try measure(crowded, width: 400)
        let round = try page.box("round")
        expectClose(round.width, 60, "the clipped view keeps its width")
    }
}
