import Testing

@testable import KilnMarkdown

struct MarkdownParserCodeTests {
    @Test func fencedCodeKeepsItsTextExactly() {
        let markdown = "```swift\nlet x = 1\n\n    indented\t tab  \n```\n"
        #expect(MarkdownParser.blocks(markdown) == [.code("let x = 1\n\n    indented\t tab  ", language: "swift", line: 1)])
    }

    @Test func theLanguageIsTheInfoStringsFirstWord() {
        #expect(MarkdownParser.blocks("``` python title=\"x.py\" {1,3}\npass\n```") == [.code("pass", language: "python", line: 1)])
        #expect(MarkdownParser.blocks("~~~\nplain\n~~~") == [.code("plain", line: 1)])
        #expect(MarkdownParser.blocks("```c\\+\\+\n```") == [.code("", language: "c++", line: 1)])
    }

    @Test func aFenceClosesOnlyWithAsManyOfItsCharacters() {
        let markdown = "````\n```\n~~~~\n`````\nafter"
        #expect(MarkdownParser.blocks(markdown) == [.code("```\n~~~~", line: 1), .paragraph("after", line: 5)])
    }

    @Test func backticksInTheInfoStringMakeItInlineCode() {
        // Backticks that open no code span are escaped, so the text's inline parser keeps them.
        #expect(MarkdownParser.blocks("``` a`b\ntext") == [.paragraph("\\`\\`\\` a\\`b text", line: 1)])
    }

    @Test func anUnterminatedFenceRunsToTheEndOfTheDocument() {
        #expect(MarkdownParser.blocks("Text\n```js\nlet a\n\n# not a heading") == [
            .paragraph("Text", line: 1),
            .code("let a\n\n# not a heading", language: "js", line: 2),
        ])
    }

    @Test func anUnterminatedFenceRunsToTheEndOfItsContainer() {
        #expect(
            MarkdownParser.blocks("> ```\n> code\n\noutside") == [
                .quote([.code("code", line: 1)], line: 1),
                .paragraph("outside", line: 4),
            ])
        #expect(
            MarkdownParser.blocks("- ```\n  code\n- next") == [
                .bulletList([[.code("code", line: 1)], [.paragraph("next", line: 3)]], line: 1)
            ])
    }

    @Test func theFencesIndentationIsTakenOffItsLines() {
        #expect(MarkdownParser.blocks("  ```\n  two\n   three\n one\n  ```") == [.code("two\n three\none", line: 1)])
    }

    @Test func indentedCode() {
        let markdown = "    let a = 1\n\n\n      nested\n\tafter tab\n\nText"
        #expect(
            MarkdownParser.blocks(markdown) == [
                .code("let a = 1\n\n\n  nested\nafter tab", line: 1),
                .paragraph("Text", line: 7),
            ])
    }

    @Test func indentedCodeCannotInterruptAParagraph() {
        #expect(MarkdownParser.blocks("Text\n    more") == [.paragraph("Text more", line: 1)])
    }

    @Test func tabsAreExpandedOnlyAsIndentation() {
        // The first tab is the code's indentation; the others are code.
        #expect(MarkdownParser.blocks("\tfoo\tbar\n\t\tbaz") == [.code("foo\tbar\n\tbaz", line: 1)])
        // In a quote, the tab after `>` is partly the marker's space: the rest is indentation.
        #expect(MarkdownParser.blocks(">\t\tfoo") == [.quote([.code("  foo", line: 1)], line: 1)])
    }

    @Test func codeIsNotInlineMarkdown() {
        #expect(MarkdownParser.blocks("```\n*a* &amp; [b][c] <x>\n```\n\n[c]: /u") == [.code("*a* &amp; [b][c] <x>", line: 1)])
    }
}
