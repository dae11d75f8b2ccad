import Testing

@testable import KilnMarkdown

struct MarkdownParserQuoteTests {
    @Test func aQuoteHoldsItsLinesBlocks() {
        #expect(
            MarkdownParser.blocks("> # Title\n> text\n>\n> - item") == [
                .quote(
                    [
                        .heading(1, "Title", anchor: "title", line: 1),
                        .paragraph("text", line: 2),
                        .bulletList([[.paragraph("item", line: 4)]], line: 4),
                    ], line: 1)
            ])
    }

    @Test func theSpaceAfterTheMarkerIsOptional() {
        #expect(MarkdownParser.blocks(">no space\n>  two spaces") == [.quote([.paragraph("no space two spaces", line: 1)], line: 1)])
    }

    @Test func quotesNest() {
        #expect(
            MarkdownParser.blocks("> outer\n> > inner\n> > > innermost") == [
                .quote(
                    [
                        .paragraph("outer", line: 1),
                        .quote([.paragraph("inner", line: 2), .quote([.paragraph("innermost", line: 3)], line: 3)], line: 2),
                    ], line: 1)
            ])
    }

    @Test func aParagraphContinuesLazilyWithoutTheMarker() {
        #expect(MarkdownParser.blocks("> quoted\nlazy line\n> again") == [.quote([.paragraph("quoted lazy line again", line: 1)], line: 1)])
        #expect(MarkdownParser.blocks("> > deep\nlazy") == [.quote([.quote([.paragraph("deep lazy", line: 1)], line: 1)], line: 1)])
    }

    @Test func onlyParagraphsContinueLazily() {
        #expect(
            MarkdownParser.blocks("> # Heading\nafter") == [
                .quote([.heading(1, "Heading", anchor: "heading", line: 1)], line: 1),
                .paragraph("after", line: 2),
            ])
        #expect(
            MarkdownParser.blocks("> text\n---") == [
                .quote([.paragraph("text", line: 1)], line: 1),
                .thematicBreak(line: 2),
            ])
    }

    @Test func aBlankLineEndsAQuote() {
        #expect(
            MarkdownParser.blocks("> one\n\n> two") == [
                .quote([.paragraph("one", line: 1)], line: 1),
                .quote([.paragraph("two", line: 3)], line: 3),
            ])
    }

    @Test func aQuoteInAListItem() {
        #expect(
            MarkdownParser.blocks("- > quoted\n  > more\n- next") == [
                .bulletList([[.quote([.paragraph("quoted more", line: 1)], line: 1)], [.paragraph("next", line: 3)]], line: 1)
            ])
    }
}
