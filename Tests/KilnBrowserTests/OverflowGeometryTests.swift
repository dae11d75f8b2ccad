import Kiln
import KilnTestSupport
import Testing

/// Content larger than its frame is placed by the frame's alignment and overflows on both sides,
/// as in SwiftUI (a 200-wide child of `frame(width: 100)` sits at x = -50); a background or
/// overlay larger than its view is aligned on the view's bounds the same way. Nothing is clipped
/// unless `clipped()` or `clipShape` asks for it.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct OverflowGeometryTests {
    @Test func contentWiderThanAFixedFrameOverflowsByTheAlignment() throws {
        let page = try measure(VStack(spacing: 40) {
            block("centred", 200, 20).frame(width: 100).accessibilityIdentifier("f1")
            block("leading", 200, 20).frame(width: 100, alignment: .leading).accessibilityIdentifier("f2")
            block("trailing", 200, 20).frame(width: 100, alignment: .trailing).accessibilityIdentifier("f3")
            block("tall", 20, 200).frame(width: 20, height: 100).accessibilityIdentifier("f4")
            block("bottom", 20, 200).frame(width: 20, height: 100, alignment: .bottom).accessibilityIdentifier("f5")
        }, styleProperties: ["overflow-x", "overflow-y"])
        for (frame, child, dx) in [("f1", "centred", -50.0), ("f2", "leading", 0), ("f3", "trailing", -100)] {
            let f = try page.box(frame), c = try page.box(child)
            expectClose(f.width, 100, "\(frame) keeps its width")
            expectClose(c.x - f.x, dx, "\(child) placed by the frame's alignment")
            expectClose(c.width, 200, "\(child) keeps its size")
            #expect(f.style["overflow-x"] == "visible" && f.style["overflow-y"] == "visible", "nothing clipped: \(f)")
        }
        let f4 = try page.box("f4"), tall = try page.box("tall"), f5 = try page.box("f5"), bottom = try page.box("bottom")
        expectClose(f4.height, 100, "the frame keeps its height")
        expectClose(tall.y - f4.y, -50, "centred vertically, overflowing above and below")
        expectClose(bottom.y - f5.y, -100, "bottom aligned, overflowing above")
    }

    @Test func aFixedTextOrBoundedFrameOverflowsTheSameWay() throws {
        let long = "A sentence long enough to overflow"
        let page = try measure(VStack(spacing: 40) {
            Text(long).fixedSize().accessibilityIdentifier("text").frame(width: 100).accessibilityIdentifier("textFrame")
            block("bounded", 200, 20).frame(maxWidth: 100).accessibilityIdentifier("maxFrame")
            block("inner", 200, 40).frame(width: 150, height: 60).frame(width: 100, height: 30).accessibilityIdentifier("outer")
            VStack { block("huge", 500, 20).frame(maxWidth: .infinity).accessibilityIdentifier("filling") }.frame(width: 300)
        })
        let textFrame = try page.box("textFrame"), text = try page.box("text")
        expectClose(textFrame.width, 100, "the frame keeps its width")
        expectClose(text.x - textFrame.x, (100 - text.width) / 2, "the text is centred on the frame, overflowing both sides")
        let maxFrame = try page.box("maxFrame"), bounded = try page.box("bounded")
        expectClose(maxFrame.width, 100, "a bounded frame keeps its bound")
        expectClose(bounded.x - maxFrame.x, -50, "and centres larger content on it")
        let outer = try page.box("outer"), inner = try page.box("inner")
        expectClose(inner.x - outer.x, -50, "a fixed frame in a smaller one: (100 - 200) / 2")
        expectClose(inner.y - outer.y, -5, "(30 - 40) / 2")
        let filling = try page.box("filling"), huge = try page.box("huge")
        expectClose(filling.width, 300, "a frame filling the offered width is not widened by larger content")
        expectClose(huge.x - filling.x, -100, "which it centres, overflowing both sides")
    }

    @Test func layersLargerThanTheirViewAreAlignedOnItsBounds() throws {
        let page = try measure(VStack(spacing: 120) {
            block("base1", 50, 50).background { block("bg", 150, 150, .red) }.accessibilityIdentifier("host1")
            block("base2", 50, 50).overlay(alignment: .bottomTrailing) { block("ov", 150, 100, .red) }.accessibilityIdentifier("host2")
            block("base3", 50, 50).overlay(alignment: .leading) { block("lead", 150, 10, .red) }
        })
        let host1 = try page.box("host1"), base1 = try page.box("base1"), bg = try page.box("bg")
        expectClose(host1.width, 50, "the view keeps its width")
        expectClose(host1.height, 50, "and its height")
        expectClose(bg.x - base1.x, -50, "a centred background overflows on both sides")
        expectClose(bg.y - base1.y, -50, "above and below")
        let base2 = try page.box("base2"), ov = try page.box("ov")
        expectClose(ov.x - base2.x, 50 - 150, "a bottom-trailing overlay hangs from the trailing edge")
        expectClose(ov.y - base2.y, 50 - 100, "and from the bottom")
        let base3 = try page.box("base3"), lead = try page.box("lead")
        expectClose(lead.x, base3.x, "a leading overlay starts at the view's leading edge")
        expectClose(lead.y - base3.y, 20, "centred vertically")
    }

    @Test func onlyClippingClips() throws {
        let page = try measure(VStack(spacing: 40) {
            block("loose", 200, 20).frame(width: 100).accessibilityIdentifier("open")
            block("cut", 200, 20).frame(width: 100).clipped().accessibilityIdentifier("clipped")
            block("round", 200, 20).frame(width: 100).clipShape(Capsule()).accessibilityIdentifier("shaped")
        }, styleProperties: ["clip-path", "overflow-x"])
        let open = try page.box("open")
        #expect(open.style["clip-path"] == "none" && open.style["overflow-x"] == "visible", "a frame does not clip: \(open)")
        #expect(try page.box("clipped").style["clip-path"] != "none", "clipped() clips")
        #expect(try page.box("shaped").style["clip-path"] != "none", "clipShape clips")
    }

    /// `clipShape(Capsule()).border(.red)`: SwiftUI strokes the frame's rectangle after the clip,
    /// unclipped, so the border shows at the frame's corners, where the capsule has cut the view.
    /// Chromium is asked what is drawn at a corner: the box that draws the outline, unclipped.
    @Test func aBorderAfterAClipIsNotClipped() throws {
        let html = HTMLRenderer(content: VStack {
            Text("clipped then bordered").padding().background(.yellow).clipShape(Capsule()).border(.red, width: 4)
        }.padding(20)).document(title: "Clip then border")
        let corner = try Browser.shared().evaluate(html: html, width: 400, script: """
            var text = [...document.querySelectorAll('p')].find(p => p.textContent === 'clipped then bordered');
            var framed = text; while (getComputedStyle(framed).outlineStyle !== 'solid') framed = framed.parentElement;
            var r = framed.getBoundingClientRect(), hit = document.elementFromPoint(r.left + 1, r.top + 1);
            return [getComputedStyle(framed).clipPath, hit === framed || framed.contains(hit), getComputedStyle(framed).outlineColor];
            """) as? [Any]
        #expect(corner?[0] as? String == "none", "the box drawing the border is not clipped")
        #expect(corner?[1] as? Bool == true, "at the frame's corner the bordered box is drawn")
        #expect(corner?[2] as? String == "rgb(255, 59, 48)", "the border is red")
    }
}
