/// A Markdown document's blocks, as CommonMark and GitHub's tables read them: what
/// `MarkdownParser` gives and what the `Markdown` view lowers into Kiln's own views.
/// Inline content stays inline Markdown source (`MarkdownInline`), read by the text's own
/// inline parser, so a paragraph's emphasis and links are styled as any `Text`'s.
package struct MarkdownBlock: Equatable, Sendable {
    package var kind: Kind
    /// The block's first line in the source file, counted from 1 (front matter included).
    package var line: Int

    package init(_ kind: Kind, line: Int) {
        self.kind = kind
        self.line = line
    }

    package indirect enum Kind: Equatable, Sendable {
        /// `#`…`######` or a setext underline. `anchor` is unique within the document: the
        /// heading's plain text, lowercased, spaces as hyphens, other punctuation dropped, and
        /// `-1`, `-2`… after repeats (as GitHub names them).
        case heading(level: Int, text: MarkdownInline, anchor: String)
        case paragraph(MarkdownInline)
        case list(MarkdownList)
        case quote([MarkdownBlock])
        /// A fenced or indented code block: the fence's info string's first word, if any, and
        /// the code without its final newline.
        case code(language: String?, text: String)
        case table(MarkdownTable)
        case thematicBreak
        /// An HTML block, as written; the view escapes it unless the author opts in.
        case html(String)
    }
}

/// A paragraph's or heading's inline content: inline Markdown source with soft line breaks
/// as spaces and hard line breaks (two trailing spaces, or a backslash) as `"\n"`; reference
/// links and autolinks rewritten as `[text](url)`; images pulled out as pieces of their own.
package struct MarkdownInline: Equatable, Sendable {
    package var pieces: [Piece]

    package init(_ pieces: [Piece]) {
        self.pieces = pieces
    }

    package enum Piece: Equatable, Sendable {
        case text(String)
        case image(alt: String, source: String, title: String?)
    }
}

package struct MarkdownList: Equatable, Sendable {
    /// The first item's number for an ordered list, nil for a bulleted one.
    package var start: Int?
    /// A tight list's items hold bare paragraphs; a loose one's are spaced apart.
    package var isTight: Bool
    package var items: [Item]

    package init(start: Int?, isTight: Bool, items: [Item]) {
        self.start = start
        self.isTight = isTight
        self.items = items
    }

    package struct Item: Equatable, Sendable {
        /// `[ ]` or `[x]` at the start of the item (a task list), else nil.
        package var isChecked: Bool?
        package var blocks: [MarkdownBlock]

        package init(isChecked: Bool?, blocks: [MarkdownBlock]) {
            self.isChecked = isChecked
            self.blocks = blocks
        }
    }
}

package struct MarkdownTable: Equatable, Sendable {
    package enum Alignment: Equatable, Sendable { case leading, center, trailing }

    /// One per column, from the delimiter row (`:--`, `:-:`, `--:`); nil where not given.
    package var alignments: [Alignment?]
    package var header: [MarkdownInline]
    /// Each row has exactly as many cells as the header: short rows are padded with empty cells.
    package var rows: [[MarkdownInline]]

    package init(alignments: [Alignment?], header: [MarkdownInline], rows: [[MarkdownInline]]) {
        self.alignments = alignments
        self.header = header
        self.rows = rows
    }
}

/// What the parser could not read as the author meant, at a line of the source.
package struct MarkdownProblem: Equatable, Sendable {
    package var line: Int
    package var message: String

    package init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}
