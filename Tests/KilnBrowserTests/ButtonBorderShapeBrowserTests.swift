import Foundation
import Kiln
import KilnTestSupport
import Testing

/// `buttonBorderShape(_:)` as Chromium draws a bordered button: the corner radius follows.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct ButtonBorderShapeBrowserTests {
    @Test func theCornerRadiusFollowsTheShape() throws {
        let radius = "border-top-left-radius"
        let page = try measure(VStack(alignment: .leading) {
            Button("Automatic") {}.accessibilityIdentifier("automatic")
            Button("Capsule") {}.buttonBorderShape(.capsule).accessibilityIdentifier("capsule")
            Button("Radius 3") {}.buttonBorderShape(.roundedRectangle(radius: 3)).accessibilityIdentifier("three")
            Button("+") {}.buttonBorderShape(.circle).accessibilityIdentifier("circle")
        }.buttonStyle(.borderedProminent), styleProperties: [radius])
        let automatic = try page.box("automatic"), capsule = try page.box("capsule")
        let three = try page.box("three"), circle = try page.box("circle")
        #expect(automatic.style[radius] == "8px", "iOS's regular radius: \(automatic)")
        #expect(three.style[radius] == "3px", "\(three)")
        // A capsule's corners are half its height (CSS scales the large radius down to that).
        #expect(capsule.style[radius] == "9999px", "\(capsule)")
        expectClose(capsule.height, automatic.height, "a capsule is as tall as the automatic shape")
        expectClose(circle.width, circle.height, "a circle button is as wide as tall")
        #expect(circle.style[radius] == "50%", "\(circle)")
    }
}
