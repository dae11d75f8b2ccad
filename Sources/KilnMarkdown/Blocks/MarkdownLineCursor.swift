/// Where the block parser is in one line, in bytes and in columns. Indentation is counted in
/// columns with tab stops every 4 columns, and a tab may be consumed only in part (a list item's
/// content can start inside one), as CommonMark reads it.
struct MarkdownLineCursor {
    let bytes: [UInt8]
    let end: Int
    let number: Int
    private(set) var offset: Int
    private(set) var column = 0
    /// The tab at `offset` has been consumed up to `column` but not past it.
    private(set) var partiallyConsumedTab = false
    private(set) var nextNonspace: Int
    private(set) var nextNonspaceColumn = 0
    /// Whether the line holds only spaces and tabs from `offset` on.
    private(set) var isBlank = false

    init(bytes: [UInt8], range: Range<Int>, number: Int) {
        self.bytes = bytes
        end = range.upperBound
        self.number = number
        offset = range.lowerBound
        nextNonspace = range.lowerBound
    }

    /// Columns of spaces and tabs from `offset` to the next other byte.
    var indent: Int { nextNonspaceColumn - column }
    /// Indented four columns or more: code, not the start of another block.
    var isIndented: Bool { indent >= 4 }

    /// The byte at `index`, or nil at the end of the line.
    func byte(at index: Int) -> UInt8? {
        index < end ? bytes[index] : nil
    }

    var nextNonspaceByte: UInt8? { byte(at: nextNonspace) }

    mutating func findNextNonspace() {
        var index = offset
        var columns = column
        let end = end
        // Most lines have no indentation left; a deep one is looked through again for each of
        // its containers, through a buffer pointer (an array's element access costs many times
        // more in a debug build).
        if index < end && !MarkdownBytes.isSpaceOrTab(bytes[index]) {
            isBlank = false
            nextNonspace = index
            nextNonspaceColumn = columns
            return
        }
        let space = MarkdownBytes.space
        let tab = MarkdownBytes.tab
        bytes.withUnsafeBufferPointer { buffer in
            while index < min(end, buffer.count) {
                if buffer[index] == space {
                    columns += 1
                } else if buffer[index] == tab {
                    columns += 4 - columns % 4
                } else {
                    break
                }
                index += 1
            }
        }
        isBlank = index == end
        nextNonspace = index
        nextNonspaceColumn = columns
    }

    mutating func advanceToNextNonspace() {
        offset = nextNonspace
        column = nextNonspaceColumn
        partiallyConsumedTab = false
    }

    mutating func advanceToEnd() {
        offset = end
        partiallyConsumedTab = false
    }

    /// Moves `count` bytes on, or, with `columns`, `count` columns on (consuming a tab in part
    /// when it spans more columns than are left).
    mutating func advance(by count: Int, columns: Bool) {
        var remaining = count
        while remaining > 0 && offset < end {
            if bytes[offset] == MarkdownBytes.tab {
                let columnsToTabStop = 4 - column % 4
                if columns {
                    partiallyConsumedTab = columnsToTabStop > remaining
                    let advanced = min(columnsToTabStop, remaining)
                    column += advanced
                    if !partiallyConsumedTab { offset += 1 }
                    remaining -= advanced
                } else {
                    partiallyConsumedTab = false
                    column += columnsToTabStop
                    offset += 1
                    remaining -= 1
                }
            } else {
                partiallyConsumedTab = false
                offset += 1
                column += 1
                remaining -= 1
            }
        }
    }

    /// Consumes one space or tab (a block quote's `>` or a list marker takes one with it).
    mutating func advanceOverOneSpaceOrTab() {
        if let byte = byte(at: offset), MarkdownBytes.isSpaceOrTab(byte) {
            advance(by: 1, columns: true)
        }
    }

    /// The rest of the line as a block's content: a tab consumed in part leaves its remaining
    /// columns as spaces.
    var rest: MarkdownContentLine {
        guard partiallyConsumedTab else { return MarkdownContentLine(number: number, range: offset..<end) }
        return MarkdownContentLine(number: number, range: (offset + 1)..<end, leadingSpaces: 4 - column % 4)
    }

    /// The rest of the line without its leading spaces and tabs: a paragraph's or table row's.
    var restOfText: MarkdownContentLine {
        MarkdownContentLine(number: number, range: MarkdownBytes.skipSpacesAndTabs(bytes, from: offset, to: end)..<end)
    }
}
