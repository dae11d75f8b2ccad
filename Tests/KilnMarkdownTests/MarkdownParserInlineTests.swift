import Testing

@testable import KilnMarkdown

struct MarkdownParserInlineTests {
    @Test func inlineMarkdownIsLeftForTheTextsParser() {
        #expect(MarkdownParser.paragraphText("*em* **strong** ~~gone~~ `code` _under_") == [.text("*em* **strong** ~~gone~~ `code` _under_")])
    }

    @Test func backslashEscapesStayAsWritten() {
        #expect(MarkdownParser.paragraphText("\\*not em\\* \\[not link\\] \\\\ \\a") == [.text("\\*not em\\* \\[not link\\] \\\\ \\a")])
    }

    @Test func entityReferencesAreDecoded() {
        #expect(
            MarkdownParser.paragraphText("&amp; &lt;b&gt; &quot;q&quot; &#39; &#233; &#x1F600; &nbsp;&copy;&mdash;&ndash;&hellip;&rarr;")
                == [.text("& \\<b> \"q\" ' é 😀 \u{A0}©—–…→")])
    }

    @Test func unknownOrMalformedEntitiesStayAsWritten() {
        #expect(MarkdownParser.paragraphText("&bogus; &amp &#; &#xZZ; AT&T") == [.text("&bogus; &amp &#; &#xZZ; AT&T")])
    }

    @Test func invalidCodePointsDecodeToTheReplacementCharacter() {
        #expect(MarkdownParser.paragraphText("&#0; &#xD800; &#1114112;") == [.text("\u{FFFD} \u{FFFD} \u{FFFD}")])
    }

    @Test func decodedMarkersAreEscapedSoTheyStayLiteral() {
        #expect(MarkdownParser.paragraphText("&#42;not em&#42; &#96; &#95; &#91;x&#93; &#92;") == [.text("\\*not em\\* \\` \\_ \\[x\\] \\\\")])
    }

    @Test func aDecodedLineFeedIsASpaceNotAHardBreak() {
        #expect(MarkdownParser.paragraphText("a&#10;b&#13;c") == [.text("a b c")])
    }

    @Test func anEscapedAmpersandIsNoEntity() {
        #expect(MarkdownParser.paragraphText("\\&amp;") == [.text("\\&amp;")])
    }

    @Test func codeSpansKeepEntitiesAndBackslashesLiteral() {
        #expect(MarkdownParser.paragraphText("`&amp; \\* [a](b)` &amp;") == [.text("`&amp; \\* [a](b)` &")])
    }

    @Test func codeSpansJoinTheirLinesAndTrimOneSpace() {
        #expect(MarkdownParser.paragraphText("`` a\nb `` ` `` ` ``  x  ``") == [.text("``a b`` ` `` ` `` x ``")])
    }

    @Test func codeSpansTakePrecedenceOverLinks() {
        #expect(MarkdownParser.paragraphText("[not `a](link)`") == [.text("[not `a](link)`")])
    }

    @Test func unmatchedBackticksAreEscaped() {
        #expect(MarkdownParser.paragraphText("```not closed`` and `x`") == [.text("\\`\\`\\`not closed\\`\\` and `x`")])
    }

    @Test func hardBreaksInsideCodeSpansAreSpaces() {
        #expect(MarkdownParser.paragraphText("`a  \nb`") == [.text("`a   b`")])
    }

    @Test func unmatchedBracketsAreText() {
        #expect(MarkdownParser.paragraphText("[a [b] ]c] ![d") == [.text("[a [b] ]c] ![d")])
    }
}
