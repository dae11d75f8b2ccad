import Kiln
import Testing

/// HTML blocks in Markdown are text unless the author lets them through by name
/// (`allowsRawHTML: true`); then they are written as they are, quotes' blocks included, while
/// HTML inside a paragraph stays text either way.
struct MarkdownRawHTMLTests {
    private let source = """
        Before.

        <details><summary>More</summary>Hidden <b>part</b></details>

        > <aside>Quoted</aside>

        Inline <kbd>Ctrl</kbd> stays text.
        """

    private func page(allowsRawHTML: Bool) -> String {
        HTMLRenderer(content: Markdown(source, allowsRawHTML: allowsRawHTML)).document(title: "Raw")
    }

    @Test func htmlBlocksAreTextByDefault() {
        let html = page(allowsRawHTML: false)
        #expect(html.contains("&lt;details&gt;&lt;summary&gt;More&lt;/summary&gt;Hidden &lt;b&gt;part&lt;/b&gt;&lt;/details&gt;"))
        #expect(!html.contains("<details>") && !html.contains("<aside>"))
    }

    @Test func anAuthorWhoAllowsItGetsTheBlocksAsWritten() {
        let html = page(allowsRawHTML: true)
        #expect(html.contains("\"><details><summary>More</summary>Hidden <b>part</b></details></div>"), "a block of its own, as written")
        #expect(html.contains("<aside>Quoted</aside>"), "in a quote too")
        #expect(html.contains("&lt;kbd&gt;Ctrl&lt;/kbd&gt;"), "inline HTML stays text")
    }
}
