/// GitHub's table rows: cells between pipes (a leading and a trailing pipe optional, `\|` a pipe
/// inside a cell), and the delimiter row that gives each column's alignment.
enum MarkdownTableSyntax {
    /// A row's cells, each trimmed, with `\|` read as a pipe (inside code spans too, as GitHub
    /// reads it).
    static func cells(of row: ArraySlice<UInt8>) -> [[UInt8]] {
        var start = row.startIndex
        while start < row.endIndex && MarkdownBytes.isWhitespace(row[start]) { start += 1 }
        var end = row.endIndex
        while end > start && MarkdownBytes.isWhitespace(row[end - 1]) { end -= 1 }
        if start < end && row[start] == UInt8(ascii: "|") { start += 1 }

        var cells: [[UInt8]] = []
        var cell: [UInt8] = []
        var endsWithPipe = false
        var position = start
        while position < end {
            let byte = row[position]
            endsWithPipe = false
            if byte == MarkdownBytes.backslash && position + 1 < end {
                if row[position + 1] != UInt8(ascii: "|") { cell.append(byte) }
                cell.append(row[position + 1])
                position += 2
                continue
            }
            if byte == UInt8(ascii: "|") {
                cells.append(trimmed(cell))
                cell = []
                endsWithPipe = true
            } else {
                cell.append(byte)
            }
            position += 1
        }
        if !endsWithPipe { cells.append(trimmed(cell)) }
        return cells
    }

    /// Each column's alignment from a delimiter row (`---`, `:--`, `:-:`, `--:`), or nil when the
    /// row is not one.
    static func alignments(ofDelimiterRow row: ArraySlice<UInt8>) -> [MarkdownTable.Alignment?]? {
        var alignments: [MarkdownTable.Alignment?] = []
        for cell in cells(of: row) {
            let leadingColon = cell.first == UInt8(ascii: ":")
            let trailingColon = cell.count > 1 && cell.last == UInt8(ascii: ":")
            let dashes = cell.dropFirst(leadingColon ? 1 : 0).dropLast(trailingColon ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == UInt8(ascii: "-") }) else { return nil }
            switch (leadingColon, trailingColon) {
            case (true, true): alignments.append(.center)
            case (true, false): alignments.append(.leading)
            case (false, true): alignments.append(.trailing)
            case (false, false): alignments.append(nil)
            }
        }
        return alignments.isEmpty ? nil : alignments
    }

    /// Whether the row has a pipe that is not escaped: a table needs one in its header or
    /// delimiter row, so that a paragraph over `:--` stays a paragraph.
    static func containsPipe(_ row: ArraySlice<UInt8>) -> Bool {
        var position = row.startIndex
        while position < row.endIndex {
            if row[position] == MarkdownBytes.backslash {
                position += 2
                continue
            }
            if row[position] == UInt8(ascii: "|") { return true }
            position += 1
        }
        return false
    }

    private static func trimmed(_ cell: [UInt8]) -> [UInt8] {
        var start = 0
        while start < cell.count && MarkdownBytes.isWhitespace(cell[start]) { start += 1 }
        var end = cell.count
        while end > start && MarkdownBytes.isWhitespace(cell[end - 1]) { end -= 1 }
        return Array(cell[start..<end])
    }
}
