import KilnMarkdown
import Testing

/// Markdown and diffs, token by token.
struct CodeHighlighterTextTests {
    @Test func markdownHeadingsAndBreaks() {
        #expect(markdown("## Title\n\n***\nSub\n===") == [
            .meta("##"), .plain(" "), .keyword("Title"), .plain("\n\n"), .meta("***"), .plain("\nSub\n"), .meta("==="),
        ])
    }

    @Test func markdownInlineSpans() {
        #expect(markdown("a *b* __c__ `d` [e](f) ![g](h) [i][j] <https://k> snake_case \\*l*") == [
            .plain("a "), .literal("*b*"), .plain(" "), .literal("__c__"), .plain(" "), .string("`d`"), .plain(" "),
            .property("[e]"), .attribute("(f)"), .plain(" "), .property("![g]"), .attribute("(h)"), .plain(" "),
            .property("[i]"), .attribute("[j]"), .plain(" "), .attribute("<https://k>"), .plain(" snake_case \\*l*"),
        ])
    }

    @Test func markdownListsQuotesAndFences() {
        #expect(markdown("- a\n2) b\n> c\n```swift\nlet x\n```") == [
            .meta("-"), .plain(" a\n"), .meta("2)"), .plain(" b\n"), .meta(">"), .plain(" c\n"), .meta("```swift"),
            .plain("\n"), .string("let x"), .plain("\n"), .meta("```"),
        ])
    }

    @Test func diffLines() {
        #expect(diff("--- a/f\n+++ b/f\n@@ -1 +1 @@\n-old\n+new\n same\n--- removed line") == [
            .meta("--- a/f"), .plain("\n"), .meta("+++ b/f"), .plain("\n"), .meta("@@ -1 +1 @@"), .plain("\n"),
            .deleted("-old"), .plain("\n"), .inserted("+new"), .plain("\n same\n"), .deleted("--- removed line"),
        ])
    }
}

private func markdown(_ code: String) -> [CodeToken] {
    CodeHighlighter.tokens(code, in: .markdown)
}

private func diff(_ code: String) -> [CodeToken] {
    CodeHighlighter.tokens(code, in: .diff)
}
