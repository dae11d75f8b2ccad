import Kiln
import KilnTestSupport
import Testing

/// `accessibilityIdentifier` names the box of the view it modifies: padding, frames and
/// backgrounds applied after it wrap that box, as they wrap the view in SwiftUI.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct TestIDGeometryTests {
    @Test func theIdentifierNamesTheViewWithoutWhatComesAfter() throws {
        let page = try measure(VStack {
            block("plain", 40, 20).accessibilityIdentifier("padded").padding(20).accessibilityIdentifier("padding")
            Text("Tea").accessibilityIdentifier("text").frame(width: 200, height: 60).accessibilityIdentifier("frame")
            Text("Cake").accessibilityIdentifier("backed").padding(8).background(.yellow).accessibilityIdentifier("background")
        })
        let padded = try page.box("padded"), padding = try page.box("padding")
        expectClose(padded.width, 40, "the identified view without the padding")
        expectClose(padding.width, 80, "the padding around it")
        expectClose(padded.x - padding.x, 20, "inset by the padding")
        let text = try page.box("text"), frame = try page.box("frame")
        #expect(text.width < 100 && text.height < 40, "the text's own box, not the frame's: \(text)")
        expectClose(frame.width, 200, "the frame around it")
        let backed = try page.box("backed"), background = try page.box("background")
        expectClose(background.width - backed.width, 16, "the padded background wraps the text")
    }
}
