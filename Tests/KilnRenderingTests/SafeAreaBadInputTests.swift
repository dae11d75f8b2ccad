import Foundation
import Kiln
import Testing

/// AsyncImage URLs that would run script, a missing URL, an image without a name; and the page
/// head, which covers the viewport only where a view ignores the safe area.
struct SafeAreaBadInputTests {
    private let file = "KilnRenderingTests/SafeAreaBadInputTests.swift"

    @Test(arguments: ["javascript:alert(1)", "JavaScript:alert(1)", "vbscript:msgbox(1)", "data:text/html,<script>alert(1)</script>"])
    func aScriptURLIsAnErrorAtTheUsersLineAndNoImage(_ address: String) throws {
        let url = try #require(URL(string: address.replacingOccurrences(of: "<", with: "%3C").replacingOccurrences(of: ">", with: "%3E")))
        let line = #line + 1
        let renderer = HTMLRenderer(content: AsyncImage(url: url) { $0 } placeholder: { Text("Loading") }.accessibilityLabel("Photo"))
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): error: AsyncImage URL \"\(url.absoluteString)\" is a script URL; an image must load from a web or relative address"
        ])
        let html = renderer.prettyHTML()
        #expect(!html.contains("<img"), "no image is written")
        #expect(!html.lowercased().contains("script:") && !html.contains("data:"), "the URL never reaches the page")
        #expect(html.contains("Loading"), "the placeholder shows")
    }

    @Test func aNilURLShowsTheEmptyPhaseWithoutAnImage() {
        let renderer = HTMLRenderer(content: AsyncImage(url: nil) { phase in
            if let image = phase.image { image } else { Text("No photo") }
        }.accessibilityLabel("Photo"))
        #expect(renderer.diagnostics.isEmpty)
        let html = renderer.prettyHTML()
        #expect(!html.contains("<img"))
        #expect(html.contains("No photo"))
    }

    @Test func anImageWithoutALabelIsReportedOnceAndDecorative() {
        let line = #line + 2
        let renderer = HTMLRenderer(content: VStack {
            ForEach(0..<3, id: \.self) { _ in AsyncImage(url: URL(string: "photo.png")) }
        })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): warning: AsyncImage has no accessibilityLabel; assistive technology skips its image (alt=\"\")"
        ])
        let html = renderer.prettyHTML()
        #expect(html.components(separatedBy: "alt=\"\"").count == 4)
        #expect(!html.contains("role=\"img\""))
    }

    @Test func onlyAPageThatIgnoresTheSafeAreaCoversTheViewport() {
        let plain = HTMLRenderer(content: Text("Hi").background(.blue)).document(title: "Plain")
        #expect(plain.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
        let covering = HTMLRenderer(content: Text("Hi").background(Color.blue.ignoresSafeArea())).document(title: "Cover")
        #expect(covering.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1, viewport-fit=cover\">"))
        #expect(covering.contains("env(safe-area-inset-top)"), "the page keeps its content clear of the insets")
        let keyboardOnly = HTMLRenderer(content: Text("Hi").ignoresSafeArea(.keyboard)).document(title: "Keyboard")
        #expect(!keyboardOnly.contains("viewport-fit"), "a static page shows no keyboard")
    }
}
