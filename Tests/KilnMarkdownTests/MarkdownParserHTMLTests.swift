import Testing

@testable import KilnMarkdown

struct MarkdownParserHTMLTests {
    @Test func aScriptIsAnHTMLBlockForTheViewToEscape() {
        #expect(MarkdownParser.blocks("<script>alert(1)</script>\ntext") == [
            .html("<script>alert(1)</script>", line: 1),
            .paragraph("text", line: 2),
        ])
    }

    @Test func rawTextBlocksRunToTheirClosingTagThroughBlankLines() {
        let markdown = "<style>\np { color: red; }\n\n</STYLE>\nafter\n\n<pre>\n  *kept*\n\n</pre>"
        #expect(
            MarkdownParser.blocks(markdown) == [
                .html("<style>\np { color: red; }\n\n</STYLE>", line: 1),
                .paragraph("after", line: 5),
                .html("<pre>\n  *kept*\n\n</pre>", line: 7),
            ])
    }

    @Test func blockTagsRunToABlankLine() {
        #expect(
            MarkdownParser.blocks("  <div class=\"note\">\n*not emphasis*\n</div>\n\n*emphasis*") == [
                .html("  <div class=\"note\">\n*not emphasis*\n</div>", line: 1),
                .paragraph("*emphasis*", line: 5),
            ])
    }

    @Test func commentsProcessingInstructionsDeclarationsAndCDATA() {
        let markdown = "<!-- a\n\nb -->\n<?php\n?>\n<!DOCTYPE html>\n<![CDATA[\nx\n]]>"
        #expect(
            MarkdownParser.blocks(markdown) == [
                .html("<!-- a\n\nb -->", line: 1),
                .html("<?php\n?>", line: 4),
                .html("<!DOCTYPE html>", line: 6),
                .html("<![CDATA[\nx\n]]>", line: 7),
            ])
    }

    @Test func anyCompleteTagAloneOnItsLineStartsABlock() {
        #expect(MarkdownParser.blocks("<custom-element data-x=\"1\">\ntext\n\nafter") == [
            .html("<custom-element data-x=\"1\">\ntext", line: 1),
            .paragraph("after", line: 4),
        ])
    }

    @Test func onlyBlockTagsInterruptAParagraph() {
        #expect(MarkdownParser.blocks("Text\n<span>\nmore") == [.paragraph("Text <span> more", line: 1)])
        #expect(MarkdownParser.blocks("Text\n<div>\nmore") == [.paragraph("Text", line: 1), .html("<div>\nmore", line: 2)])
    }

    @Test func inlineHTMLStaysLiteralText() {
        #expect(
            MarkdownParser.paragraphText("Hi <img src=x onerror=alert(1)> there <b>bold</b>")
                == [.text("Hi <img src=x onerror=alert(1)> there <b>bold</b>")])
    }

    @Test func markersInsideATagAreEscapedSoTheyStayText() {
        #expect(MarkdownParser.paragraphText("a <span title=\"*x*\">y</span> z") == [.text("a <span title=\"\\*x\\*\">y</span> z")])
    }

    @Test func aTagSpanningLinesHasSpacesForItsLineBreaks() {
        #expect(MarkdownParser.paragraphText("a <span\nclass=\"x\">b</span>") == [.text("a <span class=\"x\">b</span>")])
    }

    @Test func aTagIsNotReadForLinks() {
        #expect(
            MarkdownParser.paragraphText("<a href=\"[r]\">link</a>\n\n[r]: /r")
                == [.text("<a href=\"\\[r\\]\">link</a>")])
    }
}
