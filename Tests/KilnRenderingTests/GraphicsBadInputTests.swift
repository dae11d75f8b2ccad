import Foundation
import Kiln
import Testing

/// Drawings given what they cannot draw say so at the user's line, and nothing unsafe or
/// not-a-number reaches the page.
struct GraphicsBadInputTests {
    private let file = "KilnRenderingTests/GraphicsBadInputTests.swift"

    @Test func aPathWithACoordinateThatIsNotANumberIsAnErrorAtItsLineAndDrawsNothing() {
        let line = #line + 1
        let renderer = HTMLRenderer(content: Path { path in
            path.move(to: CGPoint(x: CGFloat.nan, y: 0))
            path.addLine(to: CGPoint(x: 10, y: CGFloat.infinity))
        }.stroke(.red).frame(width: 20, height: 20))
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): error: Path has a coordinate that is not a finite number (NaN or infinity); the shape is not drawn",
        ])
        let html = renderer.prettyHTML()
        #expect(!html.lowercased().contains("nan") && !html.contains("inf"))
    }

    @Test func anEmptyPathIsAWarningAtItsLine() {
        let line = #line + 1
        let renderer = HTMLRenderer(content: Path().fill(.blue).frame(width: 20, height: 20))
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): warning: Path is empty: it draws nothing",
        ])
    }

    @Test func anUnknownSymbolNameIsReportedOnceAtItsLineAndSpokenAsItsWords() {
        let line = #line + 2
        let renderer = HTMLRenderer(content: VStack {
            Image(systemName: "no.such.symbol")
            Image(systemName: "no.such.symbol")
        })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): warning: Image(systemName: \"no.such.symbol\") has no icon in Kiln's symbol set; a neutral glyph stands in",
        ])
        let html = renderer.prettyHTML()
        #expect(html.components(separatedBy: "aria-label=\"No such symbol\"").count == 3, "each image is named by its words: \(html)")
    }
}
