import Testing
@testable import KilnServer

struct LiveReloadSnippetTests {
    private func inject(_ snippet: String, _ page: String) -> String {
        String(decoding: LiveReloadSnippet.inject(snippet, into: Array(page.utf8)), as: UTF8.self)
    }

    @Test func insertsBeforeTheLastClosingBodyTagInAnyCase() {
        #expect(inject("<s>", "<body>a</BODY></html>") == "<body>a<s></BODY></html>")
        #expect(inject("<s>", "<body>\"</body>\"</body >") == "<body>\"</body>\"<s></body >")
        #expect(inject("<s>", "<p>no body tag") == "<p>no body tag<s>")
        #expect(inject("<s>", "") == "<s>")
    }

    @Test func showsTheErrorOverlayWithTheMessageEscapedAndLabelled() {
        let message = "Sources/Site/Home.swift:12:5: error: cannot find 'Txet' in scope\n<script>alert(1)</script> & \"q\""
        let html = LiveReloadSnippet.html(version: "v1", buildError: message)
        #expect(html.contains(#"role="alertdialog""#))
        #expect(html.contains(#"aria-labelledby="kiln-error-title""#))
        #expect(html.contains(#"<h2 id="kiln-error-title""#))
        #expect(html.contains("monospace"))
        #expect(html.contains("Home.swift:12:5: error: cannot find 'Txet' in scope\n&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot;"))
        #expect(!html.contains("<script>alert"))
    }

    @Test func writesOnlyTheScriptWhenNoErrorStands() {
        let html = LiveReloadSnippet.html(version: "abc-3", buildError: nil)
        #expect(html.hasPrefix("<script>"))
        #expect(html.hasSuffix("</script>"))
        #expect(html.contains("/_kiln/events?v=abc-3"))
        // One script element, no external requests, small.
        #expect(html.components(separatedBy: "</script>").count == 2)
        #expect(!html.contains("http"))
        #expect(html.utf8.count < 2048)
    }

    @Test func quotesJSONOnOneLineAndSafeInsideAScript() {
        #expect(JSONString.quote("a\"b\\c\nd\te</script>\u{1}") == #""a\"b\\c\nd\te\u003c/script>\u0001""#)
    }
}
