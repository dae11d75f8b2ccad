import Foundation
import Kiln
import KilnTestSupport
import Testing

/// Ten points in from its rect's edges.
private struct Inset10: Shape {
    func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: 10, dy: 10)) }
}

/// A ten-pointed outline (its path data long enough to be shared between rows).
private struct Gem: Shape {
    func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2, centre = CGPoint(x: rect.midX, y: rect.midY)
        return Path { path in
            for i in 0..<10 {
                let angle = Double(i) * .pi / 5, radius = i.isMultiple(of: 2) ? r : r * 0.8
                let p = CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
                if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            path.closeSubpath()
        }
    }
}

/// Corners, insets, trims and masks as the reader's browser draws them: read back as pixels.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct ShapeDrawingBrowserTests {
    /// The colours at points given from the top left of the element with `id`.
    private func colors<V: View>(_ view: V, id: String, width: Int = 800, height: Int = 700, at points: [[Double]]) throws -> [[Int]] {
        let list = points.map { "[\($0[0]),\($0[1])]" }.joined(separator: ",")
        return try Browser.shared().colors(html: HTMLRenderer(content: view).document(title: "Shapes"), width: width, height: height, locate: """
            var h = document.querySelector('[data-testid=\(id)]').getBoundingClientRect();
            return [\(list)].map(function (p) { return [h.left + p[0], h.top + p[1]]; });
            """)
    }

    private func isRed(_ c: [Int]) -> Bool { c.count == 4 && c[0] > 200 && c[1] < 70 && c[2] < 70 }
    private func isWhite(_ c: [Int]) -> Bool { c.count == 4 && c[0] > 230 && c[1] > 230 && c[2] > 230 }

    @Test func aContinuousCornerLeavesTheEdgeBeforeTheCircularOneAndMeetsItAtTheDiagonal() throws {
        // Radius 200: where a circular corner is 1.4 px below the top edge (176 px from the
        // left), the continuous one is 4.2 px below it, so the pixel row 2 to 3 is painted by
        // the circular corner only. On the diagonal both pass 58.3 px (circular 58.6) from each edge.
        let points = [[176.5, 2.5], [176.5, 8.5], [176.5, 0.5], [54.5, 54.5], [62.5, 62.5]]
        let circular = try colors(RoundedRectangle(cornerRadius: 200, style: .circular).fill(.red).frame(width: 620, height: 620).accessibilityIdentifier("c"), id: "c", at: points)
        let continuous = try colors(RoundedRectangle(cornerRadius: 200, style: .continuous).fill(.red).frame(width: 620, height: 620).accessibilityIdentifier("c"), id: "c", at: points)
        #expect(isRed(circular[0]) && isWhite(continuous[0]), "near the edge the circular corner is painted, the continuous one not: \(circular[0]) \(continuous[0])")
        #expect(isRed(circular[1]) && isRed(continuous[1]), "further in both are painted")
        #expect(isWhite(circular[2]) || !isRed(circular[2]), "above the circular corner's curve nothing is painted")
        #expect(isWhite(circular[3]) && isWhite(continuous[3]), "outside both on the diagonal")
        #expect(isRed(circular[4]) && isRed(continuous[4]), "inside both on the diagonal")
    }

    @Test func anInsetShapeIsInsetInItsBoxAndInPixels() throws {
        let view = HStack(spacing: 0) {
            Circle().inset(by: 10).fill(.red).frame(width: 100, height: 100).accessibilityIdentifier("circle")
            Inset10().fill(.red).frame(height: 100).accessibilityIdentifier("custom")
        }.frame(width: 300)
        let page = try Browser.shared().evaluate(html: HTMLRenderer(content: view).document(title: "Inset"), width: 400, script: """
            var host = document.querySelector('[data-testid=circle]'), h = host.getBoundingClientRect();
            var inner = host.firstElementChild.getBoundingClientRect();
            return [inner.left - h.left, inner.top - h.top, inner.width, inner.height];
            """) as? [NSNumber]
        #expect(page?.map(\.doubleValue) == [10, 10, 80, 80], "the inset circle's box is 10 in from each edge")
        let circle = try colors(view, id: "circle", at: [[5, 50], [15, 50], [50, 50], [95, 50]])
        #expect(circle.map(isRed) == [false, true, true, false], "painted from 10 px in: \(circle)")
        let custom = try colors(view, id: "custom", at: [[5, 50], [15, 15], [185, 85], [195, 50], [100, 95]])
        #expect(custom.map(isRed) == [false, true, true, false, false], "a custom shape ten points in, at any width: \(custom)")
    }

    @Test func aMaskHidesWhatItShould() throws {
        let faded = Color.red.frame(width: 200, height: 100)
            .mask { LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing) }
            .accessibilityIdentifier("faded")
        let fade = try colors(faded, id: "faded", at: [[3, 50], [100, 50], [197, 50]])
        #expect(isRed(fade[0]) && !isRed(fade[1]) && !isWhite(fade[1]) && isWhite(fade[2]), "opaque on the left, half faded, gone on the right: \(fade)")
        let round = Color.red.frame(width: 100, height: 100).mask { Circle() }.accessibilityIdentifier("round")
        let disc = try colors(round, id: "round", at: [[5, 5], [50, 50], [95, 95]])
        #expect(disc.map(isRed) == [false, true, false], "only the circle shows: \(disc)")
    }

    @Test func aSharedDrawingIsDrawnInEveryRow() throws {
        let rows = VStack(spacing: 0) { ForEach(0..<3, id: \.self) { _ in Gem().fill(.red).frame(width: 40, height: 40) } }.accessibilityIdentifier("rows")
        let html = HTMLRenderer(content: rows).document(title: "Rows")
        #expect(html.contains("<use href=\"#k-path-1\">"), "the rows share one drawing")
        let centres = try colors(rows, id: "rows", at: [[20, 20], [20, 60], [20, 100], [3, 83]])
        #expect(centres.map(isRed) == [true, true, true, false], "each row draws the diamond, none its corners: \(centres)")
    }
}
