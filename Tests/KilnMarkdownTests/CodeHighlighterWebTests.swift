import KilnMarkdown
import Testing

/// HTML and CSS, token by token.
struct CodeHighlighterWebTests {
    @Test func tagsAttributesValuesAndEntities() {
        #expect(html("<a href=\"/x\" data-y='1' hidden>Tom &amp; Jerry</a><br/>") == [
            .plain("<"), .type("a"), .plain(" "), .attribute("href"), .plain("="), .string("\"/x\""), .plain(" "),
            .attribute("data-y"), .plain("="), .string("'1'"), .plain(" "), .attribute("hidden"), .plain(">Tom "),
            .literal("&amp;"), .plain(" Jerry</"), .type("a"), .plain("><"), .type("br"), .plain("/>"),
        ])
    }

    @Test func commentsDoctypesAndLoneAmpersands() {
        #expect(html("<!DOCTYPE html><!-- note --> a & b < c") == [
            .meta("<!DOCTYPE html>"), .comment("<!-- note -->"), .plain(" a & b < c"),
        ])
    }

    @Test func scriptsAreJavaScriptAndStylesCSS() {
        #expect(html("<script>let a = 1</script><STYLE>p { color: red }</STYLE>") == [
            .plain("<"), .type("script"), .plain(">"), .keyword("let"), .plain(" a = "), .number("1"), .plain("</"),
            .type("script"), .plain("><"), .type("STYLE"), .plain(">"), .type("p"), .plain(" { "), .property("color"),
            .plain(": "), .literal("red"), .plain(" }</"), .type("STYLE"), .plain(">"),
        ])
    }

    @Test func cssRulesDeclarationsAndValues() {
        #expect(css(".card > h2:hover, #main { margin: 0 1.5rem; color: #0a84ff !important; }") == [
            .type(".card"), .plain(" > "), .type("h2:hover"), .plain(", "), .type("#main"), .plain(" { "), .property("margin"),
            .plain(": "), .number("0"), .plain(" "), .number("1.5rem"), .plain("; "), .property("color"), .plain(": "),
            .number("#0a84ff"), .plain(" "), .keyword("!important"), .plain("; }"),
        ])
    }

    @Test func cssAtRulesNestingFunctionsAndCustomProperties() {
        #expect(css("@media (min-width: 40em) {\n  a { b { width: calc(100% - var(--gap)); } }\n}") == [
            .attribute("@media"), .plain(" ("), .property("min-width"), .plain(": "), .number("40em"), .plain(") {\n  "),
            .type("a"), .plain(" { "), .type("b"), .plain(" { "), .property("width"), .plain(": calc("), .number("100%"),
            .plain(" - var("), .property("--gap"), .plain(")); } }\n}"),
        ])
    }

    @Test func cssStringsURLsAndComments() {
        #expect(css("@import url(a.css); /* c */ a::before { content: \"→\"; background: url('b.png') }") == [
            .attribute("@import"), .plain(" url("), .string("a.css"), .plain("); "), .comment("/* c */"), .plain(" "),
            .type("a::before"), .plain(" { "), .property("content"), .plain(": "), .string("\"→\""), .plain("; "),
            .property("background"), .plain(": url("), .string("'b.png'"), .plain(") }"),
        ])
    }
}

private func html(_ code: String) -> [CodeToken] {
    CodeHighlighter.tokens(code, in: .html)
}

private func css(_ code: String) -> [CodeToken] {
    CodeHighlighter.tokens(code, in: .css)
}
