import Testing

@testable import KilnMarkdown

struct MarkdownParserTableTests {
    @Test func aTableHasAHeaderAlignmentsAndRows() {
        let markdown = """
            | Name | Left | Center | Right |
            |------|:-----|:------:|------:|
            | a    | b    | c      | d     |
            | e    | f    | g      | h     |
            """
        #expect(
            MarkdownParser.blocks(markdown) == [
                .table(
                    [nil, .leading, .center, .trailing], header: ["Name", "Left", "Center", "Right"],
                    rows: [["a", "b", "c", "d"], ["e", "f", "g", "h"]], line: 1)
            ])
    }

    @Test func outerPipesAreOptional() {
        #expect(
            MarkdownParser.blocks("a | b\n--|--\n1 | 2\n| 3 | 4") == [
                .table([nil, nil], header: ["a", "b"], rows: [["1", "2"], ["3", "4"]], line: 1)
            ])
    }

    @Test func aSingleColumnTableNeedsAPipe() {
        #expect(MarkdownParser.blocks("| a |\n| - |\n| b |") == [.table([nil], header: ["a"], rows: [["b"]], line: 1)])
        #expect(MarkdownParser.blocks("Term\n:--\nmore") == [.paragraph("Term :-- more", line: 1)])
    }

    @Test func anEscapedPipeIsPartOfItsCell() {
        #expect(
            MarkdownParser.blocks("| expression | value |\n|---|---|\n| `a \\| b` | a\\|b |") == [
                .table([nil, nil], header: ["expression", "value"], rows: [["`a | b`", "a|b"]], line: 1)
            ])
    }

    @Test func shortRowsArePaddedWithEmptyCells() {
        #expect(
            MarkdownParser.blocks("| a | b | c |\n|---|---|---|\n| 1 |\n|") == [
                .table([nil, nil, nil], header: ["a", "b", "c"], rows: [["1", "", ""], ["", "", ""]], line: 1)
            ])
    }

    @Test func extraCellsAreJoinedIntoTheLastAndReported() {
        let result = MarkdownParser.parse("Intro\n\n| a | b |\n|---|---|\n| 1 | 2 | 3 | 4 |\n| 5 | 6 |", firstLine: 10)
        #expect(
            result.blocks == [
                .paragraph("Intro", line: 10),
                .table([nil, nil], header: ["a", "b"], rows: [["1", "2 | 3 | 4"], ["5", "6"]], line: 12),
            ])
        #expect(
            result.problems == [
                MarkdownProblem(line: 14, message: "table row has 4 cells, the header has 2: the extra cells are joined into the last")
            ])
    }

    @Test func aDelimiterRowOfAnotherWidthMakesNoTable() {
        #expect(MarkdownParser.blocks("| a | b |\n|---|\n| 1 | 2 |") == [.paragraph("| a | b | |---| | 1 | 2 |", line: 1)])
        #expect(MarkdownParser.blocks("| a |\n|---|x|") == [.paragraph("| a | |---|x|", line: 1)])
    }

    @Test func theLinesBeforeTheHeaderStayAParagraph() {
        #expect(
            MarkdownParser.blocks("Some text\n| a |\n|---|\n| b |") == [
                .paragraph("Some text", line: 1),
                .table([nil], header: ["a"], rows: [["b"]], line: 2),
            ])
    }

    @Test func aBlankLineOrAnotherBlockEndsATable() {
        #expect(
            MarkdownParser.blocks("| a |\n|---|\n| b |\nc\n\nafter\n| x |\n|---|\n> quote") == [
                .table([nil], header: ["a"], rows: [["b"], ["c"]], line: 1),
                .paragraph("after", line: 6),
                .table([nil], header: ["x"], rows: [], line: 7),
                .quote([.paragraph("quote", line: 9)], line: 9),
            ])
    }

    @Test func cellsHoldInlineMarkdown() {
        let markdown = "| *a* | ![i](i.png) b |\n|---|---|\n| [x][r] | &amp; |\n\n[r]: /r"
        let table = MarkdownTable(
            alignments: [nil, nil],
            header: [.plain("*a*"), MarkdownInline([.image(alt: "i", source: "i.png", title: nil), .text(" b")])],
            rows: [[.plain("[x](/r)"), .plain("&")]])
        #expect(MarkdownParser.blocks(markdown) == [MarkdownBlock(.table(table), line: 1)])
    }

    @Test func tablesInContainers() {
        #expect(
            MarkdownParser.blocks("> | a |\n> |---|\n> | b |\n\n- | c |\n  |:-:|") == [
                .quote([.table([nil], header: ["a"], rows: [["b"]], line: 1)], line: 1),
                .bulletList([[.table([.center], header: ["c"], rows: [], line: 5)]], line: 5),
            ])
    }
}
