/// A block while the document is read: open blocks take further lines, and the tree becomes
/// `MarkdownBlock`s once every line is in. A class, because the open blocks are held both in the
/// tree and in the chain of open blocks the next line continues.
final class MarkdownBlockNode {
    enum Kind {
        case document
        case quote
        case list(MarkdownListMarker)
        case item(MarkdownListMarker)
        case paragraph
        case heading(level: Int)
        case fencedCode(MarkdownCodeFence)
        case indentedCode
        case html(MarkdownHTMLBlockKind)
        /// `lines` are the body rows.
        case table(alignments: [MarkdownTable.Alignment?], header: MarkdownContentLine)
        case thematicBreak
    }

    var kind: Kind
    /// The file line the block starts on.
    var line: Int
    var children: [MarkdownBlockNode] = []
    /// A leaf's text, a line at a time (a paragraph's or table's without leading whitespace).
    var lines: [MarkdownContentLine] = []
    /// Whether the last line read into this block was blank: what makes a list loose.
    var lastLineBlank = false
    /// A list's tightness, settled when it closes.
    var isTight = true

    init(_ kind: Kind, line: Int) {
        self.kind = kind
        self.line = line
    }

    var isParagraph: Bool {
        if case .paragraph = kind { true } else { false }
    }

    var isTable: Bool {
        if case .table = kind { true } else { false }
    }

    /// Code and HTML blocks take their lines as written: no other block starts inside them.
    var takesRawLines: Bool {
        switch kind {
        case .fencedCode, .indentedCode, .html: true
        default: false
        }
    }

    /// Quotes and list items (not lists, which only hold items): what the nesting cap counts.
    var countsAsNesting: Bool {
        switch kind {
        case .quote, .item: true
        default: false
        }
    }

    /// Whether this is a list that an item with `style` continues (same bullet, or same
    /// delimiter after its number).
    func isList(continuedBy style: MarkdownListMarker.Style) -> Bool {
        if case .list(let marker) = kind { marker.style == style } else { false }
    }

    func canContain(_ child: Kind) -> Bool {
        switch (kind, child) {
        case (.list, .item): true
        case (.list, _), (_, .item): false
        case (.document, _), (.quote, _), (.item, _): true
        default: false
        }
    }
}

/// One line of a leaf block's text, as a range of the document's bytes (not a copy: a document
/// may have a million lines), and the file line it came from.
struct MarkdownContentLine: Equatable {
    var number: Int
    var range: Range<Int>
    /// Spaces before the text: the columns left of a tab the block's indentation took only in
    /// part (code keeps them).
    var leadingSpaces = 0

    /// Appends the line's text, its leading spaces first.
    func append(to output: inout [UInt8], from source: [UInt8]) {
        if leadingSpaces > 0 { output.append(contentsOf: repeatElement(MarkdownBytes.space, count: leadingSpaces)) }
        output.append(contentsOf: source[range])
    }
}

/// A list marker as a list item's first line gives it: which list it continues and how far in
/// the item's content starts.
struct MarkdownListMarker {
    enum Style: Equatable {
        case bullet(UInt8)
        case ordered(delimiter: UInt8)
    }

    var style: Style
    /// The first number of an ordered list.
    var start: Int?
    /// Columns from the enclosing block's content to the marker.
    var markerOffset: Int
    /// Columns from the marker's start to the item's content.
    var padding: Int

    /// Columns a continuation line must be indented by to belong to the item.
    var contentOffset: Int { markerOffset + padding }
}

/// An opening code fence: what closes it and how far its lines' indentation is taken off.
struct MarkdownCodeFence {
    var character: UInt8
    var length: Int
    var indent: Int
    var language: String?
}
