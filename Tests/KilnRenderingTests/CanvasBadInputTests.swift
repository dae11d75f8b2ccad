import Foundation
import Kiln
import Testing

/// A canvas given coordinates that are not numbers says so at the canvas's line and leaves that
/// drawing out; text it draws is escaped.
struct CanvasBadInputTests {
    private let file = "KilnRenderingTests/CanvasBadInputTests.swift"

    @Test func nanCoordinatesAreAnErrorAtTheCanvasLineAndNotDrawn() {
        let line = #line + 1
        let renderer = HTMLRenderer(content: Canvas { context, _ in
            context.fill(Path(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)), with: .color(.red))
            context.fill(Path(CGRect(x: 1, y: 2, width: 3, height: 4)), with: .color(.blue))
            var moved = context
            moved.translateBy(x: .infinity, y: 0)
            moved.fill(Path(CGRect(x: 1, y: 2, width: 3, height: 4)), with: .color(.green))
            context.draw(Text("x"), at: CGPoint(x: CGFloat.infinity, y: 0))
        }.frame(width: 50, height: 50))
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): error: Canvas: fill was given a coordinate that is not a finite number (NaN or infinity); that drawing is left out",
            "\(file):\(line): error: Canvas: the context's transform is not finite (NaN or infinity); drawing with it is left out",
            "\(file):\(line): error: Canvas: draw(_:at:) was given a coordinate that is not a finite number (NaN or infinity); that drawing is left out",
        ])
        let html = renderer.prettyHTML()
        #expect(html.components(separatedBy: "<path").count == 2, "only the finite rectangle is drawn: \(html)")
        #expect(!html.lowercased().contains("nan") && !html.contains("inf"))
    }

    @Test func drawnTextIsEscaped() {
        let html = HTMLRenderer(content: Canvas { context, _ in
            context.draw(Text("</svg><script>alert(1)</script>"), at: .zero)
        }.frame(width: 50, height: 50)).prettyHTML()
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;/svg&gt;&lt;script&gt;"))
    }
}
