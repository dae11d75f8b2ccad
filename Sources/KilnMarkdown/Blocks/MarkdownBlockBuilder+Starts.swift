/// The blocks a line can open, tried in CommonMark's order (GitHub's tables after setext
/// headings, as cmark-gfm tries them).
extension MarkdownBlockBuilder {
    enum BlockStart {
        case none
        /// A quote or list item: more blocks may start after its marker on the same line.
        case container
        /// A leaf block; `consumesLine` when the line is used up by it (a heading, a fence).
        case leaf(consumesLine: Bool)
        /// A quote or list marker past the nesting cap: the rest of the line is text.
        case nestedTooDeep
    }

    mutating func startBlock(cursor: inout MarkdownLineCursor, container: MarkdownBlockNode) -> BlockStart {
        guard !cursor.isIndented else { return startIndentedCode(&cursor, container: container) ?? .none }
        guard let first = cursor.nextNonspaceByte else { return .none }
        // Only the blocks the line's first character can start are tried, in CommonMark's order.
        let start: BlockStart?
        switch first {
        case UInt8(ascii: ">"):
            start = startQuote(&cursor, container: container)
        case UInt8(ascii: "#"):
            start = startATXHeading(&cursor)
        case UInt8(ascii: "`"), UInt8(ascii: "~"):
            start = startFencedCode(&cursor)
        case UInt8(ascii: "<"):
            start = startHTML(cursor, container: container)
        case UInt8(ascii: "="):
            start = startSetextHeading(&cursor, container: container)
        case UInt8(ascii: "-"):
            start = startSetextHeading(&cursor, container: container)
                ?? startTable(&cursor, container: container)
                ?? startThematicBreak(&cursor)
                ?? startListItem(&cursor, container: container)
        case UInt8(ascii: "*"):
            start = startThematicBreak(&cursor) ?? startListItem(&cursor, container: container)
        case UInt8(ascii: "_"):
            start = startThematicBreak(&cursor)
        case UInt8(ascii: "+"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            start = startListItem(&cursor, container: container)
        case UInt8(ascii: "|"), UInt8(ascii: ":"):
            start = startTable(&cursor, container: container)
        default:
            start = nil
        }
        return start ?? .none
    }

    /// How many quotes and list items a block added to `container` would be inside.
    private func nestingDepth(of container: MarkdownBlockNode) -> Int {
        var depth = 0
        for node in open {
            if node.countsAsNesting { depth += 1 }
            if node === container { break }
        }
        return depth
    }

    private mutating func startQuote(_ cursor: inout MarkdownLineCursor, container: MarkdownBlockNode) -> BlockStart? {
        guard cursor.nextNonspaceByte == UInt8(ascii: ">") else { return nil }
        guard nestingDepth(of: container) < Self.maximumNesting else { return .nestedTooDeep }
        cursor.advanceToNextNonspace()
        cursor.advance(by: 1, columns: false)
        cursor.advanceOverOneSpaceOrTab()
        closeUnmatchedBlocks()
        addChild(.quote, line: cursor.number)
        return .container
    }

    /// `#` to `######`, a space or the line's end, the text, and optionally closing `#`s.
    private mutating func startATXHeading(_ cursor: inout MarkdownLineCursor) -> BlockStart? {
        let markerStart = cursor.nextNonspace
        var markerEnd = markerStart
        while markerEnd < cursor.end && bytes[markerEnd] == UInt8(ascii: "#") { markerEnd += 1 }
        let level = markerEnd - markerStart
        guard (1...6).contains(level), markerEnd == cursor.end || MarkdownBytes.isSpaceOrTab(bytes[markerEnd]) else {
            return nil
        }
        closeUnmatchedBlocks()
        let textStart = MarkdownBytes.skipSpacesAndTabs(bytes, from: markerEnd, to: cursor.end)
        var textEnd = MarkdownBytes.trimTrailingSpacesAndTabs(bytes, from: textStart, to: cursor.end)
        var closingStart = textEnd
        while closingStart > textStart && bytes[closingStart - 1] == UInt8(ascii: "#") { closingStart -= 1 }
        if closingStart < textEnd && (closingStart == textStart || MarkdownBytes.isSpaceOrTab(bytes[closingStart - 1])) {
            textEnd = MarkdownBytes.trimTrailingSpacesAndTabs(bytes, from: textStart, to: closingStart)
        }
        let heading = addChild(.heading(level: level), line: cursor.number)
        heading.lines = [MarkdownContentLine(number: cursor.number, range: textStart..<textEnd)]
        cursor.advanceToEnd()
        return .leaf(consumesLine: true)
    }

    /// Three or more backticks (whose info string has none) or tildes.
    private mutating func startFencedCode(_ cursor: inout MarkdownLineCursor) -> BlockStart? {
        guard let character = cursor.nextNonspaceByte,
            character == MarkdownBytes.backtick || character == UInt8(ascii: "~")
        else { return nil }
        var fenceEnd = cursor.nextNonspace
        while fenceEnd < cursor.end && bytes[fenceEnd] == character { fenceEnd += 1 }
        let length = fenceEnd - cursor.nextNonspace
        let info = bytes[fenceEnd..<cursor.end]
        guard length >= 3, character != MarkdownBytes.backtick || !info.contains(MarkdownBytes.backtick) else {
            return nil
        }
        closeUnmatchedBlocks()
        let language = MarkdownLinkSyntax.unescaped(info).split(whereSeparator: MarkdownBytes.isWhitespace).first
        let fence = MarkdownCodeFence(
            character: character, length: length, indent: cursor.indent, language: language.map(MarkdownBytes.string))
        addChild(.fencedCode(fence), line: cursor.number)
        cursor.advanceToEnd()
        return .leaf(consumesLine: true)
    }

    /// The line stays in the block as written, its indentation too.
    private mutating func startHTML(_ cursor: MarkdownLineCursor, container: MarkdownBlockNode) -> BlockStart? {
        let mayBeLazyContinuation = !unmatchedClosed && !cursor.isBlank && open[open.count - 1].isParagraph
        guard
            let kind = MarkdownHTMLBlockKind.starting(
                in: bytes, at: cursor.nextNonspace, end: cursor.end,
                canInterruptParagraph: !container.isParagraph && !mayBeLazyContinuation)
        else { return nil }
        closeUnmatchedBlocks()
        addChild(.html(kind), line: cursor.number)
        return .leaf(consumesLine: false)
    }

    /// `===` or `---` under a paragraph turns it into a heading.
    private mutating func startSetextHeading(_ cursor: inout MarkdownLineCursor, container: MarkdownBlockNode) -> BlockStart? {
        guard container.isParagraph, let character = cursor.nextNonspaceByte,
            character == UInt8(ascii: "=") || character == UInt8(ascii: "-")
        else { return nil }
        var underlineEnd = cursor.nextNonspace
        while underlineEnd < cursor.end && bytes[underlineEnd] == character { underlineEnd += 1 }
        guard MarkdownBytes.skipSpacesAndTabs(bytes, from: underlineEnd, to: cursor.end) == cursor.end else { return nil }
        closeUnmatchedBlocks()
        // Link reference definitions at the paragraph's start are not the heading's text.
        container.lines = references.takeDefinitions(from: container.lines, in: bytes)
        guard let first = container.lines.first else { return nil }
        container.kind = .heading(level: character == UInt8(ascii: "=") ? 1 : 2)
        container.line = first.number
        cursor.advanceToEnd()
        return .leaf(consumesLine: true)
    }

    /// A delimiter row (`| --- | :-: |`) under a paragraph line with as many cells: that line
    /// becomes the header of a table, the lines before it stay a paragraph.
    private mutating func startTable(_ cursor: inout MarkdownLineCursor, container: MarkdownBlockNode) -> BlockStart? {
        guard container.isParagraph, let header = container.lines.last else { return nil }
        let delimiterRow = bytes[cursor.nextNonspace..<cursor.end]
        guard let alignments = MarkdownTableSyntax.alignments(ofDelimiterRow: delimiterRow),
            MarkdownTableSyntax.cells(of: bytes[header.range]).count == alignments.count,
            MarkdownTableSyntax.containsPipe(bytes[header.range]) || MarkdownTableSyntax.containsPipe(delimiterRow)
        else { return nil }
        closeUnmatchedBlocks()
        container.lines.removeLast()
        closeTip()
        addChild(.table(alignments: alignments, header: header), line: header.number)
        cursor.advanceToEnd()
        return .leaf(consumesLine: true)
    }

    /// Three or more `*`, `-` or `_`, alone on the line but for spaces.
    private mutating func startThematicBreak(_ cursor: inout MarkdownLineCursor) -> BlockStart? {
        guard let character = cursor.nextNonspaceByte,
            character == UInt8(ascii: "*") || character == UInt8(ascii: "-") || character == UInt8(ascii: "_")
        else { return nil }
        var count = 0
        for byte in bytes[cursor.nextNonspace..<cursor.end] {
            if byte == character {
                count += 1
            } else if !MarkdownBytes.isSpaceOrTab(byte) {
                return nil
            }
        }
        guard count >= 3 else { return nil }
        closeUnmatchedBlocks()
        addChild(.thematicBreak, line: cursor.number)
        cursor.advanceToEnd()
        return .leaf(consumesLine: true)
    }

    /// `-`, `+`, `*`, or a number and `.` or `)`, then spaces: a list item, in a new list unless
    /// it continues the open one (same bullet or delimiter).
    private mutating func startListItem(_ cursor: inout MarkdownLineCursor, container: MarkdownBlockNode) -> BlockStart? {
        guard let (marker, afterMarker) = listMarker(cursor, container: container) else { return nil }
        guard nestingDepth(of: container) < Self.maximumNesting else { return .nestedTooDeep }
        cursor = afterMarker
        closeUnmatchedBlocks()
        if !open[open.count - 1].isList(continuedBy: marker.style) {
            addChild(.list(marker), line: cursor.number)
        }
        addChild(.item(marker), line: cursor.number)
        return .container
    }

    /// The marker at the line's next non-space, and the cursor past it and the spaces that
    /// separate it from the item's content.
    private func listMarker(_ cursor: MarkdownLineCursor, container: MarkdownBlockNode) -> (MarkdownListMarker, MarkdownLineCursor)? {
        let start = cursor.nextNonspace
        guard let first = cursor.nextNonspaceByte else { return nil }
        let style: MarkdownListMarker.Style
        var number: Int?
        var markerEnd = start
        switch first {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"):
            style = .bullet(first)
            markerEnd = start + 1
        default:
            var value = 0
            while markerEnd < cursor.end && markerEnd - start < 9 && MarkdownBytes.isASCIIDigit(bytes[markerEnd]) {
                value = value * 10 + Int(bytes[markerEnd] - UInt8(ascii: "0"))
                markerEnd += 1
            }
            guard markerEnd > start, markerEnd < cursor.end,
                bytes[markerEnd] == UInt8(ascii: ".") || bytes[markerEnd] == UInt8(ascii: ")"),
                // Only a list starting at 1 may interrupt a paragraph.
                !container.isParagraph || value == 1
            else { return nil }
            style = .ordered(delimiter: bytes[markerEnd])
            number = value
            markerEnd += 1
        }
        guard markerEnd == cursor.end || MarkdownBytes.isSpaceOrTab(bytes[markerEnd]) else { return nil }
        // An empty item cannot interrupt a paragraph.
        if container.isParagraph && MarkdownBytes.skipSpacesAndTabs(bytes, from: markerEnd, to: cursor.end) == cursor.end {
            return nil
        }
        var after = cursor
        after.advanceToNextNonspace()
        after.advance(by: markerEnd - start, columns: true)
        let afterMarker = after
        repeat {
            after.advance(by: 1, columns: true)
        } while after.column - afterMarker.column < 5
            && after.byte(at: after.offset).map(MarkdownBytes.isSpaceOrTab) == true
        let spaces = after.column - afterMarker.column
        let padding: Int
        if spaces >= 5 || spaces < 1 || after.offset == after.end {
            // After five spaces or more (indented code inside the item), or none (the line
            // ends), the item's content starts one column after its marker.
            padding = markerEnd - start + 1
            after = afterMarker
            after.advanceOverOneSpaceOrTab()
        } else {
            padding = markerEnd - start + spaces
        }
        let marker = MarkdownListMarker(style: style, start: number, markerOffset: cursor.indent, padding: padding)
        return (marker, after)
    }

    /// Four columns of indentation, where it cannot be a paragraph's (or table's) next line.
    private mutating func startIndentedCode(_ cursor: inout MarkdownLineCursor, container: MarkdownBlockNode) -> BlockStart? {
        guard !cursor.isBlank, !open[open.count - 1].isParagraph, !container.isTable else { return nil }
        cursor.advance(by: 4, columns: true)
        closeUnmatchedBlocks()
        addChild(.indentedCode, line: cursor.number)
        return .leaf(consumesLine: false)
    }
}
