import Testing

@testable import KilnMarkdown

struct MarkdownParserLinkTests {
    @Test func inlineLinksKeepTheirFormWithoutTitles() {
        #expect(
            MarkdownParser.paragraphText("[plain](https://a.b/c) [titled](/u \"Title\") [other]( /v 'T' ) [paren](/w (T))")
                == [.text("[plain](https://a.b/c) [titled](/u) [other](/v) [paren](/w)")])
    }

    @Test func destinationsWithSpacesOrParenthesesArePercentEncoded() {
        #expect(
            MarkdownParser.paragraphText("[a](<my file.pdf>) [b](/wiki/Swift_(language)) [c](</x (y)>) [d](/e\\(f)")
                == [.text("[a](my%20file.pdf) [b](/wiki/Swift_%28language%29) [c](/x%20%28y%29) [d](/e%28f)")])
    }

    @Test func destinationsAreUnescapedAndDecoded() {
        #expect(MarkdownParser.paragraphText("[a](/x\\_y?a=1&amp;b=2)") == [.text("[a](/x_y?a=1&b=2)")])
    }

    @Test func aLinkToNowhereKeepsItsText() {
        #expect(MarkdownParser.paragraphText("[empty]() and [also](<>)") == [.text("empty and also")])
    }

    @Test func referenceLinksBecomeInlineLinks() {
        let markdown = """
            [Full][Site], [collapsed][], [shortcut], [*styled* text][site] and [missing].

            [site]: https://example.com "Example"
            [collapsed]: <https://example.com/a b>
            [SHORTCUT]:
              /short
            """
        #expect(
            MarkdownParser.blocks(markdown) == [
                .paragraph(
                    "[Full](https://example.com), [collapsed](https://example.com/a%20b), [shortcut](/short), "
                        + "[*styled* text](https://example.com) and [missing].", line: 1)
            ])
    }

    @Test func labelsMatchIgnoringCaseAndWhitespace() {
        #expect(MarkdownParser.paragraphText("[Some   Label]\n\n[some\nlabel]: /u") == [.text("[Some   Label](/u)")])
        #expect(MarkdownParser.paragraphText("[ẞ]\n\n[SS]: /u") == [.text("[ẞ](/u)")])
    }

    @Test func theFirstDefinitionOfALabelWins() {
        #expect(MarkdownParser.paragraphText("[a]\n\n[a]: /first\n[A]: /second") == [.text("[a](/first)")])
    }

    @Test func definitionsMakeNoBlocksAndParagraphsStartAfterThem() {
        #expect(MarkdownParser.blocks("[a]: /u\n[b]: /v 'title'\nText [a]\n\n[c]: /w") == [.paragraph("Text [a](/u)", line: 3)])
    }

    @Test func aDefinitionCannotInterruptAParagraph() {
        #expect(MarkdownParser.blocks("Text\n[a]: /u\n\n[a]") == [.paragraph("Text [a]: /u", line: 1), .paragraph("[a]", line: 4)])
    }

    @Test func anUndefinedFullReferenceIsNotAShortcut() {
        #expect(MarkdownParser.paragraphText("[a][nope]\n\n[a]: /u") == [.text("[a][nope]")])
    }

    @Test func anInlineDestinationWinsOverAReference() {
        #expect(MarkdownParser.paragraphText("[a](/inline) [a] (not a link)\n\n[a]: /ref") == [.text("[a](/inline) [a](/ref) (not a link)")])
    }

    @Test func linksDoNotNest() {
        #expect(MarkdownParser.paragraphText("[outer [inner](/i)](/o)") == [.text("[outer [inner](/i)\\](/o)")])
    }

    @Test func aBracketThatClosesNothingBeforeAParenthesisIsEscaped() {
        // Else the text's inline parser would read a link CommonMark does not.
        #expect(MarkdownParser.paragraphText("see] (x) and a](b c)") == [.text("see] (x) and a\\](b c)")])
    }

    // MARK: - Autolinks

    @Test func autolinksBecomeLinksToThemselves() {
        #expect(
            MarkdownParser.paragraphText("<https://example.com/a_b> <mailto:me@x.org> <me.too@example.co.uk> <irc://x(y)>")
                == [.text(
                    "[https://example.com/a\\_b](https://example.com/a_b) [mailto:me@x.org](mailto:me@x.org) "
                        + "[me.too@example.co.uk](mailto:me.too@example.co.uk) [irc://x(y)](irc://x%28y%29)")])
    }

    @Test func notAutolinks() {
        #expect(MarkdownParser.paragraphText("<not a link> <x:> <a@b> 1 < 2") == [.text("<not a link> <x:> [a@b](mailto:a@b) 1 < 2")])
    }

    // MARK: - Images

    @Test func imagesArePiecesOfTheirOwn() {
        #expect(
            MarkdownParser.paragraphText("Before ![A *fine* `cat`](cat.png \"The cat\") after ![](dog.png)")
                == [
                    .text("Before "),
                    .image(alt: "A fine cat", source: "cat.png", title: "The cat"),
                    .text(" after "),
                    .image(alt: "", source: "dog.png", title: nil),
                ])
    }

    @Test func referenceImages() {
        #expect(
            MarkdownParser.paragraphText("![Logo][logo] ![logo]\n\n[logo]: <logo file.svg> 'Our logo'")
                == [
                    .image(alt: "Logo", source: "logo%20file.svg", title: "Our logo"),
                    .text(" "),
                    .image(alt: "logo", source: "logo%20file.svg", title: "Our logo"),
                ])
    }

    @Test func anImageInsideALinkIsKeptAsAnImage() {
        #expect(MarkdownParser.paragraphText("[![badge](b.svg)](https://ci)") == [.image(alt: "badge", source: "b.svg", title: nil)])
        #expect(
            MarkdownParser.paragraphText("[see ![icon](i.png) here](/p)")
                == [.text("[see ](/p)"), .image(alt: "icon", source: "i.png", title: nil), .text("[ here](/p)")])
    }

    @Test func altTextIsPlainText() {
        #expect(
            MarkdownParser.paragraphText("![**Bold** [link](/l) &amp; \\*escaped\\* ![inner](i.png) snake_case](o.png)")
                == [.image(alt: "Bold link & *escaped* inner snake_case", source: "o.png", title: nil)])
    }

    @Test func anImageWithoutADestinationIsText() {
        #expect(MarkdownParser.paragraphText("![alt] and ![alt][x]") == [.text("![alt] and ![alt][x]")])
    }
}
