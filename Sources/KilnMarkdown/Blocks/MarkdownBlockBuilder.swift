/// Reads a document's lines into a tree of blocks, as CommonMark's parsing strategy does: each
/// line first continues the open blocks it can (a quote's `>`, a list item's indentation), then
/// may open new blocks, and what is left is text for the innermost block (or, lazily, for a
/// paragraph left open). Each line is read once and only a bounded number of open blocks is
/// visited for it, so the work is linear in the document's length.
struct MarkdownBlockBuilder {
    /// Quotes and list items nested deeper than this are kept as text: deeper nesting is never
    /// meant, and it is what a hostile document uses to make a tree without bound.
    static let maximumNesting = 32

    let bytes: [UInt8]
    let document: MarkdownBlockNode
    /// The open blocks, from the document to the innermost (the tip).
    var open: [MarkdownBlockNode]
    /// The index in `open` of the last block the current line continued.
    var lastMatched = 0
    /// Whether the blocks the current line did not continue are closed yet (they stay open for a
    /// lazy continuation line until the line turns out to be something else).
    var unmatchedClosed = true
    var references = MarkdownLinkReferences()
    var problems: [MarkdownProblem] = []

    private init(bytes: [UInt8], firstLine: Int) {
        self.bytes = bytes
        document = MarkdownBlockNode(.document, line: firstLine)
        open = [document]
    }

    /// The document's block tree, its link reference definitions, and what could not be read as
    /// meant.
    static func build(_ text: MarkdownSourceText, firstLine: Int) -> (
        document: MarkdownBlockNode, references: MarkdownLinkReferences, problems: [MarkdownProblem]
    ) {
        var builder = MarkdownBlockBuilder(bytes: text.bytes, firstLine: firstLine)
        var number = firstLine
        for range in text.lineRanges {
            builder.read(MarkdownLineCursor(bytes: text.bytes, range: range, number: number))
            number += 1
        }
        while builder.open.count > 1 { builder.closeTip() }
        return (builder.document, builder.references, builder.problems)
    }

    private mutating func read(_ line: MarkdownLineCursor) {
        var cursor = line
        lastMatched = 0
        var index = 1
        continuing: while index < open.count {
            cursor.findNextNonspace()
            switch continuation(of: open[index], cursor: &cursor) {
            case .continued:
                lastMatched = index
                index += 1
            case .notContinued:
                break continuing
            case .closedByLine:
                closeTip()
                return
            }
        }
        unmatchedClosed = lastMatched == open.count - 1

        var container = open[lastMatched]
        var lineConsumed = false
        var opensBlocks = !container.takesRawLines
        while opensBlocks {
            cursor.findNextNonspace()
            switch startBlock(cursor: &cursor, container: container) {
            case .none:
                cursor.advanceToNextNonspace()
                opensBlocks = false
            case .container:
                container = open[open.count - 1]
            case .leaf(let consumesLine):
                container = open[open.count - 1]
                lineConsumed = consumesLine
                opensBlocks = false
            case .nestedTooDeep:
                cursor.advanceToNextNonspace()
                reportNestingTooDeep(at: cursor.number)
                opensBlocks = false
            }
        }
        addText(of: cursor, to: container, lineConsumed: lineConsumed)
    }

    /// What the rest of the line becomes once no further block starts on it.
    private mutating func addText(of cursor: MarkdownLineCursor, to container: MarkdownBlockNode, lineConsumed: Bool) {
        let tip = open[open.count - 1]
        if !unmatchedClosed && !cursor.isBlank && tip.isParagraph {
            // A lazy continuation line: the paragraph goes on though its containers did not.
            tip.lines.append(cursor.restOfText)
            return
        }
        closeUnmatchedBlocks()
        recordBlankLine(cursor, in: container)
        guard !lineConsumed else { return }
        switch container.kind {
        case .paragraph, .table:
            container.lines.append(cursor.restOfText)
        case .fencedCode, .indentedCode:
            container.lines.append(cursor.rest)
        case .html(let kind):
            let line = cursor.rest
            container.lines.append(line)
            if kind.isEnded(by: bytes[line.range]) { closeTip() }
        case .heading, .thematicBreak:
            break
        case .document, .quote, .list, .item:
            guard !cursor.isBlank else { return }
            addChild(.paragraph, line: cursor.number).lines.append(cursor.restOfText)
        }
    }

    /// Marks which blocks end with a blank line: a list with blank lines between its items (or
    /// between an item's blocks) is loose.
    private func recordBlankLine(_ cursor: MarkdownLineCursor, in container: MarkdownBlockNode) {
        if cursor.isBlank { container.children.last?.lastLineBlank = true }
        // A quote's line is never blank (it has its `>`), blank lines in fenced code do not
        // count, and an item's own first line does not make it end with a blank line.
        let isExempt: Bool
        switch container.kind {
        case .quote, .fencedCode: isExempt = true
        case .item: isExempt = container.children.isEmpty && container.line == cursor.number
        default: isExempt = false
        }
        let lastLineBlank = cursor.isBlank && !isExempt
        for node in open where node.lastLineBlank != lastLineBlank { node.lastLineBlank = lastLineBlank }
    }

    private mutating func reportNestingTooDeep(at line: Int) {
        guard !problems.contains(where: { $0.message == Self.nestingMessage }) else { return }
        problems.append(MarkdownProblem(line: line, message: Self.nestingMessage))
    }

    private static let nestingMessage = "nesting deeper than \(maximumNesting) levels is kept as text"

    // MARK: - Opening and closing blocks

    /// Adds a block as the last child of the innermost open block that can hold it, closing the
    /// ones that cannot (a paragraph cannot hold a list), and opens it.
    @discardableResult
    mutating func addChild(_ kind: MarkdownBlockNode.Kind, line: Int) -> MarkdownBlockNode {
        while open.count > 1 && !open[open.count - 1].canContain(kind) { closeTip() }
        let node = MarkdownBlockNode(kind, line: line)
        open[open.count - 1].children.append(node)
        open.append(node)
        return node
    }

    /// Closes the blocks the current line did not continue, once it is clear it does not
    /// continue them lazily.
    mutating func closeUnmatchedBlocks() {
        guard !unmatchedClosed else { return }
        while open.count - 1 > lastMatched { closeTip() }
        unmatchedClosed = true
    }

    /// Closes the innermost open block and settles what could not be known while it was open.
    mutating func closeTip() {
        let node = open.removeLast()
        switch node.kind {
        case .paragraph:
            node.lines = references.takeDefinitions(from: node.lines, in: bytes)
            if let first = node.lines.first {
                node.line = first.number
            } else if let parent = open.last, parent.children.last === node {
                // Link reference definitions alone make no paragraph.
                parent.children.removeLast()
            }
        case .indentedCode:
            while let last = node.lines.last, bytes[last.range].allSatisfy(MarkdownBytes.isSpaceOrTab) {
                node.lines.removeLast()
            }
        case .list:
            node.isTight = Self.isTight(node)
        default:
            break
        }
    }

    /// A list is loose when blank lines separate its items, or two blocks of one item.
    private static func isTight(_ list: MarkdownBlockNode) -> Bool {
        for (itemIndex, item) in list.children.enumerated() {
            let isLastItem = itemIndex == list.children.count - 1
            if !isLastItem && endsWithBlankLine(item) { return false }
            for (childIndex, child) in item.children.enumerated()
            where endsWithBlankLine(child) && (!isLastItem || childIndex < item.children.count - 1) {
                return false
            }
        }
        return true
    }

    private static func endsWithBlankLine(_ block: MarkdownBlockNode) -> Bool {
        var node = block
        while !node.lastLineBlank {
            switch node.kind {
            case .list, .item:
                guard let last = node.children.last else { return false }
                node = last
            default:
                return false
            }
        }
        return true
    }

    // MARK: - Continuing open blocks

    private enum Continuation {
        case continued
        case notContinued
        /// The line closed the block and is used up (a closing code fence).
        case closedByLine
    }

    /// Whether the line continues `node`, consuming what marks it as doing so (a quote's `>`, a
    /// list item's indentation).
    private func continuation(of node: MarkdownBlockNode, cursor: inout MarkdownLineCursor) -> Continuation {
        switch node.kind {
        case .document, .list:
            return .continued
        case .quote:
            guard !cursor.isIndented, cursor.nextNonspaceByte == UInt8(ascii: ">") else { return .notContinued }
            cursor.advanceToNextNonspace()
            cursor.advance(by: 1, columns: false)
            cursor.advanceOverOneSpaceOrTab()
            return .continued
        case .item(let marker):
            if cursor.isBlank {
                // An item may start with at most one blank line.
                guard !node.children.isEmpty else { return .notContinued }
                cursor.advanceToNextNonspace()
            } else if cursor.indent >= marker.contentOffset {
                cursor.advance(by: marker.contentOffset, columns: true)
            } else {
                return .notContinued
            }
            return .continued
        case .fencedCode(let fence):
            if isClosingFence(fence, cursor) { return .closedByLine }
            var indentLeft = fence.indent
            while indentLeft > 0, let byte = cursor.byte(at: cursor.offset), MarkdownBytes.isSpaceOrTab(byte) {
                cursor.advance(by: 1, columns: true)
                indentLeft -= 1
            }
            return .continued
        case .indentedCode:
            if cursor.isIndented {
                cursor.advance(by: 4, columns: true)
            } else if cursor.isBlank {
                cursor.advanceToNextNonspace()
            } else {
                return .notContinued
            }
            return .continued
        case .html(let kind):
            return cursor.isBlank && kind.endsAtBlankLine ? .notContinued : .continued
        case .paragraph, .table:
            return cursor.isBlank ? .notContinued : .continued
        case .heading, .thematicBreak:
            return .notContinued
        }
    }

    /// At least as many of the fence's characters as opened it, and nothing after but spaces.
    private func isClosingFence(_ fence: MarkdownCodeFence, _ cursor: MarkdownLineCursor) -> Bool {
        guard cursor.indent <= 3 else { return false }
        var position = cursor.nextNonspace
        while position < cursor.end && bytes[position] == fence.character { position += 1 }
        return position - cursor.nextNonspace >= fence.length
            && MarkdownBytes.skipSpacesAndTabs(bytes, from: position, to: cursor.end) == cursor.end
    }
}
