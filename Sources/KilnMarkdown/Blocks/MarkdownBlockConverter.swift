/// Turns the block tree into `MarkdownBlock`s once every line is read (a reference may be used
/// before it is defined): inline content rewritten, headings given their anchors in document
/// order, task list markers read, tables' rows made as wide as their header.
struct MarkdownBlockConverter {
    /// The document's bytes, which the blocks' lines are ranges of.
    private let source: [UInt8]
    private let references: MarkdownLinkReferences
    private var anchors = MarkdownHeadingAnchors()
    private(set) var problems: [MarkdownProblem] = []

    init(source: [UInt8], references: MarkdownLinkReferences) {
        self.source = source
        self.references = references
    }

    mutating func blocks(in node: MarkdownBlockNode) -> [MarkdownBlock] {
        node.children.compactMap { block(for: $0) }
    }

    private mutating func block(for node: MarkdownBlockNode) -> MarkdownBlock? {
        let kind: MarkdownBlock.Kind
        switch node.kind {
        case .document, .item:
            // The document is only ever the root, and items are read with their list.
            return nil
        case .quote:
            kind = .quote(blocks(in: node))
        case .list(let marker):
            kind = .list(MarkdownList(start: marker.start, isTight: node.isTight, items: node.children.map { item($0) }))
        case .paragraph:
            kind = .paragraph(inline(node.lines))
        case .heading(let level):
            let text = inline(node.lines)
            kind = .heading(level: level, text: text, anchor: anchors.anchor(for: text))
        case .fencedCode(let fence):
            kind = .code(language: fence.language, text: joined(node.lines))
        case .indentedCode:
            kind = .code(language: nil, text: joined(node.lines))
        case .html:
            kind = .html(joined(node.lines))
        case .table(let alignments, let header):
            kind = .table(table(alignments: alignments, header: header, rows: node.lines))
        case .thematicBreak:
            kind = .thematicBreak
        }
        return MarkdownBlock(kind, line: node.line)
    }

    private mutating func item(_ node: MarkdownBlockNode) -> MarkdownList.Item {
        var isChecked: Bool?
        if let paragraph = node.children.first, paragraph.isParagraph, let task = taskMarker(in: paragraph.lines) {
            isChecked = task.isChecked
            paragraph.lines = task.rest
            if let first = task.rest.first {
                paragraph.line = first.number
            } else {
                node.children.removeFirst()
            }
        }
        return MarkdownList.Item(isChecked: isChecked, blocks: blocks(in: node))
    }

    /// `[ ]`, `[x]` or `[X]` and a space (or nothing) at the start of an item's paragraph: whether
    /// it is checked, and the paragraph's lines without it.
    private func taskMarker(in lines: [MarkdownContentLine]) -> (isChecked: Bool, rest: [MarkdownContentLine])? {
        guard let first = lines.first else { return nil }
        let start = first.range.lowerBound
        let end = first.range.upperBound
        guard end - start >= 3, source[start] == UInt8(ascii: "["), source[start + 2] == UInt8(ascii: "]"),
            end - start == 3 || MarkdownBytes.isSpaceOrTab(source[start + 3])
        else { return nil }
        let isChecked: Bool
        switch source[start + 1] {
        case UInt8(ascii: " "): isChecked = false
        case UInt8(ascii: "x"), UInt8(ascii: "X"): isChecked = true
        default: return nil
        }
        var rest = lines
        rest[0].range = MarkdownBytes.skipSpacesAndTabs(source, from: start + 3, to: end)..<end
        if rest[0].range.isEmpty { rest.removeFirst() }
        return (isChecked, rest)
    }

    private mutating func table(
        alignments: [MarkdownTable.Alignment?], header: MarkdownContentLine, rows: [MarkdownContentLine]
    ) -> MarkdownTable {
        let columnCount = alignments.count
        let headerCells = MarkdownTableSyntax.cells(of: source[header.range]).map(inline)
        let bodyRows = rows.map { row in
            var cells = MarkdownTableSyntax.cells(of: source[row.range])
            if cells.count > columnCount {
                // Extra cells are usually an unescaped `|` in the text: keep it rather than lose it.
                problems.append(
                    MarkdownProblem(
                        line: row.number,
                        message: "table row has \(cells.count) cells, the header has \(columnCount): "
                            + "the extra cells are joined into the last"))
                let last = Array(cells[(columnCount - 1)...].joined(separator: " | ".utf8))
                cells = Array(cells[..<(columnCount - 1)]) + [last]
            }
            cells += Array(repeating: [], count: columnCount - cells.count)
            return cells.map(inline)
        }
        return MarkdownTable(alignments: alignments, header: headerCells, rows: bodyRows)
    }

    /// Inline content from a block's lines: joined by line breaks, without the last line's
    /// trailing whitespace (a hard break needs a line after it).
    private func inline(_ lines: [MarkdownContentLine]) -> MarkdownInline {
        var text = joinedBytes(lines)
        text.removeSubrange(MarkdownBytes.trimTrailingSpacesAndTabs(text, from: 0, to: text.count)...)
        return inline(text)
    }

    private func inline(_ text: [UInt8]) -> MarkdownInline {
        MarkdownInlineRewriter.rewrite(text, references: references)
    }

    private func joined(_ lines: [MarkdownContentLine]) -> String {
        MarkdownBytes.string(joinedBytes(lines))
    }

    private func joinedBytes(_ lines: [MarkdownContentLine]) -> [UInt8] {
        var text: [UInt8] = []
        for index in lines.indices {
            if index > 0 { text.append(MarkdownBytes.newline) }
            lines[index].append(to: &text, from: source)
        }
        return text
    }
}
