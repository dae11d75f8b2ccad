/// Flow collections, `[a, b]` and `{a: 1, b: 2}`, nested as deep as `maximumNesting`, on one line.
extension YAMLReader {
    /// Reads the flow collection that opens at `position`; returns it and the position after it.
    mutating func readFlowCollection(at position: Int, of line: YAMLLine) throws(FrontMatterError) -> (value: FrontMatterValue, end: Int) {
        var cursor = position
        let value = try readFlowNode(at: &cursor, of: line)
        return (value, cursor)
    }

    private mutating func readFlowNode(at cursor: inout Int, of line: YAMLLine) throws(FrontMatterError) -> FrontMatterValue {
        switch bytes[cursor] {
        case UInt8(ascii: "["):
            return try readFlowSequence(at: &cursor, of: line)
        case UInt8(ascii: "{"):
            return try readFlowMapping(at: &cursor, of: line)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let (text, end) = try readQuotedScalar(at: cursor, of: line)
            cursor = end
            return FrontMatterValue(.scalar(text, isQuoted: true), line: line.number)
        default:
            let range = try flowPlainText(at: &cursor, of: line)
            return Self.plainScalar(text(range), line: line.number)
        }
    }

    private mutating func readFlowSequence(at cursor: inout Int, of line: YAMLLine) throws(FrontMatterError) -> FrontMatterValue {
        try enterCollection(at: line.number)
        defer { leaveCollection() }
        var items: [FrontMatterValue] = []
        cursor += 1
        while try !closes(at: &cursor, with: UInt8(ascii: "]"), opening: "[", of: line) {
            items.append(try readFlowNode(at: &cursor, of: line))
            cursor = skipWhite(from: cursor, to: line.end)
            if cursor < line.end, bytes[cursor] == UInt8(ascii: ":") { throw .pairInFlowSequence(line: line.number) }
            try passSeparator(at: &cursor, before: UInt8(ascii: "]"), opening: "[", of: line)
        }
        return FrontMatterValue(.sequence(items), line: line.number)
    }

    private mutating func readFlowMapping(at cursor: inout Int, of line: YAMLLine) throws(FrontMatterError) -> FrontMatterValue {
        try enterCollection(at: line.number)
        defer { leaveCollection() }
        var entries: [(key: String, value: FrontMatterValue)] = []
        var keys: Set<String> = []
        cursor += 1
        while try !closes(at: &cursor, with: UInt8(ascii: "}"), opening: "{", of: line) {
            let (key, isPlain) = try readFlowKey(at: &cursor, of: line)
            if !keys.insert(key).inserted { throw .duplicateKey(key, firstLine: line.number, secondLine: line.number) }
            cursor = skipWhite(from: cursor, to: line.end)
            var value = FrontMatterValue(.null, line: line.number)
            if cursor < line.end, bytes[cursor] == UInt8(ascii: ":") {
                cursor = skipWhite(from: cursor + 1, to: line.end)
                if cursor < line.end, bytes[cursor] != UInt8(ascii: ","), bytes[cursor] != UInt8(ascii: "}") {
                    value = try readFlowNode(at: &cursor, of: line)
                }
            } else if isPlain, key.contains(":") {
                // `{a:1}` is YAML for the key "a:1" with no value: surely not what was meant.
                throw .missingSpaceAfterColon(key, line: line.number)
            }
            entries.append((key, value))
            try passSeparator(at: &cursor, before: UInt8(ascii: "}"), opening: "{", of: line)
        }
        return FrontMatterValue(.mapping(entries), line: line.number)
    }

    /// A flow mapping's key, and whether it was written without quotes.
    private func readFlowKey(at cursor: inout Int, of line: YAMLLine) throws(FrontMatterError) -> (key: String, isPlain: Bool) {
        switch bytes[cursor] {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let (text, end) = try readQuotedScalar(at: cursor, of: line)
            cursor = end
            return (text, false)
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            throw .collectionAsKey(line: line.number)
        default:
            return (text(try flowPlainText(at: &cursor, of: line)), true)
        }
    }

    /// Skips white space and reports whether the collection closes here (passing its `closing`
    /// bracket). A comment or the end of the line before it means it never closes on its line.
    private func closes(at cursor: inout Int, with closing: UInt8, opening: Character, of line: YAMLLine) throws(FrontMatterError) -> Bool {
        let start = cursor
        cursor = skipWhite(from: cursor, to: line.end)
        guard cursor < line.end, !(bytes[cursor] == UInt8(ascii: "#") && cursor > start) else { throw .unclosedFlow(opening, line: line.number) }
        guard bytes[cursor] == closing else { return false }
        cursor += 1
        return true
    }

    /// Passes the `,` after an entry; the closing bracket is left for `closes` to take.
    private func passSeparator(at cursor: inout Int, before closing: UInt8, opening: Character, of line: YAMLLine) throws(FrontMatterError) {
        cursor = skipWhite(from: cursor, to: line.end)
        guard cursor < line.end, !(bytes[cursor] == UInt8(ascii: "#") && Self.isWhite(bytes[cursor - 1])) else {
            throw .unclosedFlow(opening, line: line.number)
        }
        if bytes[cursor] == UInt8(ascii: ",") {
            cursor += 1
        } else if bytes[cursor] != closing {
            throw .expectedFlowSeparator(Character(Unicode.Scalar(closing)), line: line.number)
        }
    }

    /// A plain scalar inside a flow collection, which ends at `,`, a bracket, a `: `, or a comment.
    private func flowPlainText(at cursor: inout Int, of line: YAMLLine) throws(FrontMatterError) -> Range<Int> {
        let start = cursor
        switch bytes[start] {
        case UInt8(ascii: ","): throw .expectedFlowValue(line: line.number)
        case UInt8(ascii: "#"): throw .reservedStart("#", line: line.number)
        default: break
        }
        try refuseReservedStart(at: start, of: line)
        var textEnd = start
        scan: while cursor < line.end {
            let byte = bytes[cursor]
            switch byte {
            case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                break scan
            case UInt8(ascii: ":") where cursor + 1 == line.end || Self.isWhite(bytes[cursor + 1]) || Self.isFlowIndicator(bytes[cursor + 1]):
                break scan
            case UInt8(ascii: "#") where Self.isWhite(bytes[cursor - 1]):
                break scan
            default:
                if !Self.isWhite(byte) { textEnd = cursor + 1 }
                cursor += 1
            }
        }
        guard textEnd > start else { throw .expectedFlowValue(line: line.number) }
        return start..<textEnd
    }

    private static func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }
}
