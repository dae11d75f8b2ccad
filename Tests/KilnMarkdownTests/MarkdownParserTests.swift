import Testing

@testable import KilnMarkdown

// MARK: - Shorthands for expected blocks, shared by the MarkdownParser*Tests files

extension MarkdownInline {
    /// One text piece, or none for "".
    static func plain(_ text: String) -> MarkdownInline {
        MarkdownInline(text.isEmpty ? [] : [.text(text)])
    }
}

extension MarkdownBlock {
    static func paragraph(_ text: String, line: Int) -> MarkdownBlock {
        MarkdownBlock(.paragraph(.plain(text)), line: line)
    }

    static func paragraph(_ pieces: [MarkdownInline.Piece], line: Int) -> MarkdownBlock {
        MarkdownBlock(.paragraph(MarkdownInline(pieces)), line: line)
    }

    static func heading(_ level: Int, _ text: String, anchor: String, line: Int) -> MarkdownBlock {
        MarkdownBlock(.heading(level: level, text: .plain(text), anchor: anchor), line: line)
    }

    static func code(_ text: String, language: String? = nil, line: Int) -> MarkdownBlock {
        MarkdownBlock(.code(language: language, text: text), line: line)
    }

    static func quote(_ blocks: [MarkdownBlock], line: Int) -> MarkdownBlock {
        MarkdownBlock(.quote(blocks), line: line)
    }

    static func bulletList(tight: Bool = true, _ items: [[MarkdownBlock]], line: Int) -> MarkdownBlock {
        let items = items.map { MarkdownList.Item(isChecked: nil, blocks: $0) }
        return MarkdownBlock(.list(MarkdownList(start: nil, isTight: tight, items: items)), line: line)
    }

    static func orderedList(start: Int = 1, tight: Bool = true, _ items: [[MarkdownBlock]], line: Int) -> MarkdownBlock {
        let items = items.map { MarkdownList.Item(isChecked: nil, blocks: $0) }
        return MarkdownBlock(.list(MarkdownList(start: start, isTight: tight, items: items)), line: line)
    }

    static func thematicBreak(line: Int) -> MarkdownBlock {
        MarkdownBlock(.thematicBreak, line: line)
    }

    static func html(_ text: String, line: Int) -> MarkdownBlock {
        MarkdownBlock(.html(text), line: line)
    }

    static func table(
        _ alignments: [MarkdownTable.Alignment?], header: [String], rows: [[String]], line: Int
    ) -> MarkdownBlock {
        let table = MarkdownTable(
            alignments: alignments, header: header.map(MarkdownInline.plain), rows: rows.map { $0.map(MarkdownInline.plain) })
        return MarkdownBlock(.table(table), line: line)
    }
}

extension MarkdownParser {
    /// The blocks of a document expected to parse without problems.
    static func blocks(_ markdown: String, firstLine: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) -> [MarkdownBlock] {
        let result = parse(markdown, firstLine: firstLine)
        #expect(result.problems == [], sourceLocation: sourceLocation)
        return result.blocks
    }

    /// The inline content of a document that is one paragraph.
    static func paragraphText(_ markdown: String, sourceLocation: SourceLocation = #_sourceLocation) -> [MarkdownInline.Piece] {
        let blocks = blocks(markdown, sourceLocation: sourceLocation)
        guard blocks.count == 1, case .paragraph(let inline) = blocks[0].kind else {
            Issue.record("not one paragraph: \(blocks)", sourceLocation: sourceLocation)
            return []
        }
        return inline.pieces
    }
}

// MARK: - Paragraphs, line breaks, lines

struct MarkdownParserTests {
    @Test func emptyAndWhitespaceOnlyDocumentsHaveNoBlocks() {
        #expect(MarkdownParser.blocks("") == [])
        #expect(MarkdownParser.blocks(" \n\t\n   \n") == [])
        #expect(MarkdownParser.blocks("\n\n\n") == [])
    }

    @Test func paragraphsAreSeparatedByBlankLines() {
        #expect(
            MarkdownParser.blocks("First paragraph.\n\nSecond\nparagraph.\n") == [
                .paragraph("First paragraph.", line: 1),
                .paragraph("Second paragraph.", line: 3),
            ])
    }

    @Test func linesAreTrimmedAndSoftBreaksBecomeSpaces() {
        #expect(MarkdownParser.paragraphText("   leading\n\t  continued  here \nlast   ") == [.text("leading continued  here last")])
    }

    @Test func hardBreaksAreNewlines() {
        #expect(MarkdownParser.paragraphText("two spaces  \nbackslash\\\nthree spaces   \nend") == [.text("two spaces\nbackslash\nthree spaces\nend")])
    }

    @Test func aHardBreakNeedsALineAfterIt() {
        // Trailing spaces and a trailing backslash at the paragraph's end are not breaks.
        #expect(MarkdownParser.paragraphText("end  ") == [.text("end")])
        #expect(MarkdownParser.paragraphText("end\\") == [.text("end\\")])
    }

    @Test func blockLinesAreFileLinesFromFirstLine() {
        let markdown = "# Title\n\nText\nmore text\n\n- item\n\n```\ncode\n```\n"
        #expect(
            MarkdownParser.blocks(markdown, firstLine: 5) == [
                .heading(1, "Title", anchor: "title", line: 5),
                .paragraph("Text more text", line: 7),
                .bulletList([[.paragraph("item", line: 10)]], line: 10),
                .code("code", line: 12),
            ])
    }

    @Test func crlfAndLoneCarriageReturnsEndLines() {
        let expected: [MarkdownBlock] = [.heading(1, "A", anchor: "a", line: 1), .paragraph("b c", line: 3)]
        #expect(MarkdownParser.blocks("# A\r\n\r\nb\r\nc\r\n") == expected)
        #expect(MarkdownParser.blocks("# A\r\rb\rc\r") == expected)
        #expect(MarkdownParser.blocks("# A\n\r\nb\rc") == expected)
    }

    @Test func nulIsReplacedByTheReplacementCharacter() {
        #expect(MarkdownParser.blocks("a\u{0}b\n\n```\n\u{0}\n```") == [.paragraph("a\u{FFFD}b", line: 1), .code("\u{FFFD}", line: 3)])
    }

    @Test func aByteOrderMarkIsNotText() {
        #expect(MarkdownParser.blocks("\u{FEFF}# Title") == [.heading(1, "Title", anchor: "title", line: 1)])
    }

    @Test func nonASCIITextIsKept() {
        #expect(MarkdownParser.paragraphText("Grüße, 世界 👋🏽\nnext") == [.text("Grüße, 世界 👋🏽 next")])
    }
}
