import Kiln
import KilnTestSupport
import Testing

/// Text as iOS 26 lays it out, with Apple's own frames as the expected values: the iPhone SE
/// simulator goldens of iamcgn/swiftui-web (iOS 26.0), cited per test as `path @ commit`.
/// Widths depend on the typeface (San Francisco there, a metric-compatible Helvetica here), so
/// only heights and vertical positions are compared.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct AppleTextTests {
    /// One line of each text style is as tall as iOS 26 draws it.
    /// Fixtures/Goldens/ios/text/styles/frames.json @ 33be5002bbddf8fd6f44ead75f592e35f77aaddf
    @Test func eachTextStyleIsOneLineAsTallAsIOSDrawsIt() throws {
        let heights: [(Font.TextStyle, Double)] = [
            (.largeTitle, 49), (.title, 41.5), (.title2, 32.5), (.title3, 28), (.headline, 24.5), (.subheadline, 21),
            (.body, 24.5), (.callout, 23.5), (.footnote, 19), (.caption, 17.5), (.caption2, 16.5),
        ]
        let page = try measure(VStack(spacing: 0) {
            ForEach(Array(heights.enumerated()), id: \.offset) { index, entry in
                Text("Hello").font(.system(entry.0)).accessibilityIdentifier("style\(index)")
            }
            Text("Hello").accessibilityIdentifier("default")
        })
        for (index, (style, height)) in heights.enumerated() {
            expectClose(try page.box("style\(index)").height, height, "\(style)")
        }
        expectClose(try page.box("default").height, 24.5, "text without a font is body text")
    }

    /// Down a column with default spacing, lines of text sit 2 apart, text over another view
    /// 14.81, and an HStack's views 8 apart, its box centred on the line.
    /// Fixtures/Goldens/ios/layout/basics/frames.json @ 33be5002bbddf8fd6f44ead75f592e35f77aaddf
    @Test func defaultSpacingGoesByWhetherTextMeetsText() throws {
        let page = try measure(VStack(alignment: .leading, spacing: 0) {
            Text("Hello").padding().accessibilityIdentifier("padded")
            VStack {
                Text("One").accessibilityIdentifier("one")
                Text("Two").accessibilityIdentifier("two")
            }
            .accessibilityIdentifier("textStack")
            VStack {
                Text("Hello").accessibilityIdentifier("textAboveBox")
                Color.blue.frame(width: 40, height: 10).accessibilityIdentifier("box")
            }
            .accessibilityIdentifier("mixedStack")
            HStack {
                Text("One").accessibilityIdentifier("hOne")
                Text("Two").accessibilityIdentifier("hTwo")
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("hBox")
            }
            .accessibilityIdentifier("hStack")
        }
        .accessibilityIdentifier("stack"))
        let top = try page.box("stack").y
        // Apple's y values less the stack's 59.0955.
        let expected: [(String, Double, Double)] = [
            ("padded", 0, 56.5), ("textStack", 56.5, 51), ("one", 56.5, 24.5), ("two", 83, 24.5),
            ("mixedStack", 107.5, 49.3091), ("textAboveBox", 107.5, 24.5), ("box", 146.809, 10),
            ("hStack", 156.809, 24.5), ("hOne", 156.809, 24.5), ("hBox", 164.059, 10),
        ]
        for (probe, y, height) in expected {
            let box = try page.box(probe)
            withKnownIssue(Comment(rawValue: webKitTextRounding)) {
                expectClose(box.y - top, y, "\(probe) y")
            } when: { inWebKit && y > 140 }
            expectClose(box.height, height, "\(probe) height")
        }
        let hOne = try page.box("hOne"), hTwo = try page.box("hTwo"), hBox = try page.box("hBox")
        expectClose(hTwo.x - (hOne.x + hOne.width), 8, "text beside text in a row")
        expectClose(hBox.x - (hTwo.x + hTwo.width), 8, "text beside a view in a row")
    }
}
