import Kiln
import KilnLayout
import KilnTestSupport
import Testing

/// A `Window` scene's content is centred in the window, as SwiftUI centres it; other pages
/// start at the top.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct WindowGeometryTests {
    private func page(isWindow: Bool, width: Int) throws -> PageMeasurement {
        var options = LayoutOptions()
        options.isWindow = isWindow
        let html = HTMLRenderer(content: Text("Budget View").accessibilityIdentifier("text"), options: options).document(title: "Budget")
        return try Browser.shared().measure(html: html, width: width)
    }

    @Test(arguments: [390, 1280])
    func aWindowsContentIsCentredInTheWindow(width: Int) throws {
        let text = try page(isWindow: true, width: width).box("text")
        expectClose(text.y + text.height / 2, 400, "centred in the 800px-tall window")
        expectClose(text.x + text.width / 2, Double(width) / 2, "and across it")
        #expect(try page(isWindow: false, width: width).box("text").y < 1, "a page starts at the top")
    }
}
