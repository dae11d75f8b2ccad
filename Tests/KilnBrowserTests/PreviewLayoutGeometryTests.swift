import Kiln
import KilnTestSupport
@testable import KilnViews
import Testing

/// A preview's frame as its `previewLayout` sizes it.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct PreviewLayoutGeometryTests {
    /// `.sizeThatFits`: "fit the container to the size of the preview when offered the size of
    /// the device" (SwiftUI's PreviewLayout documentation), so a page with a wide maximum still
    /// wraps its text at the device's width.
    @Test func aSizeThatFitsPreviewIsOfferedTheDevicesWidth() throws {
        let page = VStack(alignment: .leading, spacing: 16) {
            Text("Edit the page's source and save: kiln serve rebuilds the site and reloads this page.")
                .accessibilityIdentifier("text")
        }
        .padding(24)
        .frame(maxWidth: 720)
        let measured = try measure(PreviewFrame(content: page, layout: .sizeThatFits), width: 390)
        let text = try measured.box("text")
        #expect(text.x >= 0 && text.x + text.width <= 390, "the text stays inside the device's width: \(text)")
        #expect(text.height > 30, "it wraps to more than one line: \(text)")
    }
}
