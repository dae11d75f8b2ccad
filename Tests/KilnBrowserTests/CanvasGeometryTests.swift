import Foundation
import Kiln
import KilnTestSupport
import Testing

/// A canvas's drawing lands where its coordinates say, and a flexible canvas is drawn for the
/// width the page gives it.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct CanvasGeometryTests {
    /// The box of the first drawn `<path>` inside the visible canvas with `id`, relative to the canvas's box, and the canvas's width and height.
    private func drawnBox<V: View>(_ view: V, id: String, width: Int) throws -> [Double] {
        let result = try Browser.shared().evaluate(html: HTMLRenderer(content: view).document(title: "Canvas"), width: width, script: """
            var host = document.querySelector('[data-testid=\(id)]'), h = host.getBoundingClientRect();
            var shown = Array.prototype.filter.call(host.querySelectorAll('svg'), function (s) { return s.getBoundingClientRect().width > 0; });
            var svg = host.tagName.toLowerCase() === 'svg' ? host : shown[0];
            var r = svg.querySelector('path').getBoundingClientRect();
            return [r.left - h.left, r.top - h.top, r.width, r.height, h.width, h.height, shown.length];
            """)
        return (result as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? []
    }

    @Test func aFilledRectLandsAtItsCoordinates() throws {
        let view = Canvas { context, _ in
            context.fill(Path(CGRect(x: 30, y: 20, width: 50, height: 40)), with: .color(.red))
        }
        .frame(width: 200, height: 100)
        .accessibilityIdentifier("canvas")
        let page = try measure(VStack { view }, width: 400)
        let canvas = try page.box("canvas")
        expectClose(canvas.width, 200, "the canvas is as wide as its frame")
        expectClose(canvas.height, 100, "and as tall")
        let box = try drawnBox(view, id: "canvas", width: 400)
        try #require(box.count == 7, "the drawn rect and its canvas: \(box)")
        expectNumbers(Array(box.prefix(4)), [(30, "x"), (20, "y"), (50, "width"), (40, "height")], "the rect drawn at (30, 20, 50, 40)")
    }

    @Test func aFlexibleCanvasDrawsForTheWidthItIsGiven() throws {
        let view = Canvas { context, size in
            context.fill(Path(CGRect(x: size.width / 2 - 10, y: 0, width: 20, height: size.height)), with: .color(.blue))
        }
        .frame(height: 30)
        .accessibilityIdentifier("flexible")
        var centres: [Double] = []
        for width in [390, 1280] {
            let box = try drawnBox(view, id: "flexible", width: width)
            try #require(box.count == 7, "the drawn rect and its canvas at \(width) px: \(box)")
            let (canvasWidth, centre) = (box[4], box[0] + box[2] / 2)
            #expect(box[6] == 1, "one drawing is shown at \(width) px")
            // The canvas is drawn for its band of widths, whose steps are 20% apart: the centre
            // it computed is within a tenth of the half width of the real one.
            #expect(abs(centre - canvasWidth / 2) <= canvasWidth * 0.05 + tolerance, "centred at \(width) px: \(centre) in \(canvasWidth)")
            expectClose(box[3], 30, "as tall as the frame at \(width) px")
            centres.append(centre)
        }
        #expect(centres[1] - centres[0] > 300, "the drawing follows the width: \(centres)")
    }
}
