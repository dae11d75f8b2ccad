import Foundation
import Kiln
import KilnTestSupport
import Testing

/// `position(x:y:)`: "Positions the center of this view at the specified coordinates in its
/// parent's coordinate space" (Apple's documentation of `View.position(x:y:)`); the modified view
/// takes all its container offers, and offers it to the view it places.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct PositionGeometryTests {
    @Test func theCentreGoesToThePointInAllThatIsOffered() throws {
        let page = try measure(
            block("dot", 20, 10).position(x: 100, y: 50).accessibilityIdentifier("area")
                .frame(width: 300, height: 200))
        let area = try page.box("area"), dot = try page.box("dot")
        expectClose(area.width, 300, "the whole width offered")
        expectClose(area.height, 200, "the whole height offered")
        expectClose(dot.x - area.x, 90, "centre at x 100")
        expectClose(dot.y - area.y, 45, "centre at y 50")
        expectClose(dot.width, 20, "the view keeps its size")
        expectClose(dot.height, 10, "the view keeps its size")
    }

    @Test func flexibleViewsAreOfferedTheWholeAreaAndTextItsWidth() throws {
        let page = try measure(VStack(spacing: 0) {
            Color.orange.accessibilityIdentifier("fill").position(x: 0, y: 0).accessibilityIdentifier("first")
                .frame(width: 300, height: 100)
            Text("Hello").accessibilityIdentifier("text").position(x: 150, y: 20).accessibilityIdentifier("second")
                .frame(width: 300, height: 100)
        })
        let first = try page.box("first"), fill = try page.box("fill")
        expectClose(fill.width, 300, "a colour is as large as what is offered")
        expectClose(fill.height, 100, "a colour is as large as what is offered")
        expectClose(fill.x - first.x, -150, "centred on the corner")
        expectClose(fill.y - first.y, -50, "centred on the corner")
        let second = try page.box("second"), text = try page.box("text")
        #expect(text.width > 20 && text.width < 100, "text as wide as its words: \(text.width)")
        expectClose(text.x + text.width / 2 - second.x, 150, "centre at x 150")
        expectClose(text.y + text.height / 2 - second.y, 20, "centre at y 20")
    }

    @Test func inAStackItTakesTheRemainingHeight() throws {
        let page = try measure(
            VStack(spacing: 0) {
                block("top", 300, 40)
                block("dot", 10, 10).position(x: 50, y: 20).accessibilityIdentifier("area")
            }
            .frame(width: 300, height: 200))
        let top = try page.box("top"), area = try page.box("area"), dot = try page.box("dot")
        expectClose(area.height, 160, "what the stack has left")
        expectClose(area.y, top.y + 40, "below the first view")
        expectClose(dot.x + 5 - area.x, 50, "centre at x 50")
        expectClose(dot.y + 5 - area.y, 20, "centre at y 20")
    }
}
