/// Block mappings and sequences: entries on lines of their own, nested by indentation.
extension YAMLReader {
    /// Reads the whole text as one value; text with nothing but blanks and comments is `.null`.
    mutating func readDocument() throws(FrontMatterError) -> FrontMatterValue {
        guard let line = try nextContentLine() else { return FrontMatterValue(.null, line: firstLine) }
        let value = try readNode(at: line.contentStart, of: line, ownerIndent: -1)
        if let extra = try nextContentLine() { throw .strayLine(line: extra.number) }
        return value
    }

    /// Reads the value that starts at `position` of `line`: a block sequence or mapping whose
    /// entries line up under that column, or a scalar or flow collection.
    /// - Parameter ownerIndent: the indentation of the entry that holds the value; lines that
    ///   continue the value are indented deeper.
    mutating func readNode(at position: Int, of line: YAMLLine, ownerIndent: Int) throws(FrontMatterError) -> FrontMatterValue {
        let column = position - line.start
        if isSequenceEntry(at: position, of: line) { return try readSequence(at: column, from: line) }
        try refuseReservedStart(at: position, of: line)
        if let key = try mappingKey(at: position, of: line) { return try readMapping(at: column, from: line, firstKey: key) }
        return try readInlineValue(at: position, of: line, ownerIndent: ownerIndent)
    }

    /// Whether a `- ` sequence entry starts at `position`.
    func isSequenceEntry(at position: Int, of line: YAMLLine) -> Bool {
        bytes[position] == UInt8(ascii: "-") && (position + 1 == line.end || Self.isWhite(bytes[position + 1]))
    }

    private mutating func readSequence(at column: Int, from firstLine: YAMLLine) throws(FrontMatterError) -> FrontMatterValue {
        try enterCollection(at: firstLine.number)
        defer { leaveCollection() }
        var items: [FrontMatterValue] = []
        var line = firstLine
        var dash = firstLine.start + column
        while true {
            items.append(try readSequenceItem(after: dash, of: line, indent: column))
            guard let next = try nextEntryLine(at: column), isSequenceEntry(at: next.contentStart, of: next) else { break }
            line = next
            dash = next.contentStart
        }
        return FrontMatterValue(.sequence(items), line: firstLine.number)
    }

    private mutating func readSequenceItem(after dash: Int, of line: YAMLLine, indent: Int) throws(FrontMatterError) -> FrontMatterValue {
        let content = skipWhite(from: dash + 1, to: line.end)
        guard isBlankOrComment(from: dash + 1, to: line.end) else {
            return try readNode(at: content, of: line, ownerIndent: indent)
        }
        lineIndex += 1
        return try readIndentedNode(under: indent, orNullAt: line.number, allowsSequenceAtSameIndent: false)
    }

    private mutating func readMapping(at column: Int, from firstLine: YAMLLine, firstKey: YAMLMappingKey) throws(FrontMatterError) -> FrontMatterValue {
        try enterCollection(at: firstLine.number)
        defer { leaveCollection() }
        var entries: [(key: String, value: FrontMatterValue)] = []
        var keyLines: [String: Int] = [:]
        var line = firstLine
        var key = firstKey
        while true {
            if let earlier = keyLines[key.text] { throw .duplicateKey(key.text, firstLine: earlier, secondLine: line.number) }
            keyLines[key.text] = line.number
            entries.append((key.text, try readMappingValue(after: key.valueStart, of: line, keyIndent: column)))
            guard let next = try nextEntryLine(at: column) else { break }
            if isSequenceEntry(at: next.contentStart, of: next) { throw .listItemAmongKeys(line: next.number) }
            try refuseReservedStart(at: next.contentStart, of: next)
            guard let nextKey = try mappingKey(at: next.contentStart, of: next) else { throw .expectedKey(line: next.number) }
            line = next
            key = nextKey
        }
        return FrontMatterValue(.mapping(entries), line: firstLine.number)
    }

    private mutating func readMappingValue(after colon: Int, of line: YAMLLine, keyIndent: Int) throws(FrontMatterError) -> FrontMatterValue {
        guard isBlankOrComment(from: colon, to: line.end) else {
            return try readInlineValue(at: skipWhite(from: colon, to: line.end), of: line, ownerIndent: keyIndent)
        }
        lineIndex += 1
        return try readIndentedNode(under: keyIndent, orNullAt: line.number, allowsSequenceAtSameIndent: true)
    }

    /// The next line of the collection whose entries stand at `column`: nil when the text ends or
    /// goes back to a shallower indentation. A deeper line is an error: the entry before it has
    /// already read every line that belongs to its value.
    private mutating func nextEntryLine(at column: Int) throws(FrontMatterError) -> YAMLLine? {
        guard let next = try nextContentLine(), next.indent >= column else { return nil }
        if next.indent > column { throw .unexpectedIndentation(line: next.number) }
        return next
    }

    /// Reads the value on the lines after an entry with nothing after its `:` or `-`: the lines
    /// indented deeper than the entry, or (under a key) a sequence at the key's own indentation.
    /// With neither, the value is null, on the entry's line.
    private mutating func readIndentedNode(under ownerIndent: Int, orNullAt entryLine: Int, allowsSequenceAtSameIndent: Bool) throws(FrontMatterError) -> FrontMatterValue {
        guard let next = try nextContentLine() else { return FrontMatterValue(.null, line: entryLine) }
        let isSequenceAtSameIndent = allowsSequenceAtSameIndent && next.indent == ownerIndent && isSequenceEntry(at: next.contentStart, of: next)
        guard next.indent > ownerIndent || isSequenceAtSameIndent else { return FrontMatterValue(.null, line: entryLine) }
        return try readNode(at: next.contentStart, of: next, ownerIndent: ownerIndent)
    }

    /// Reads a value that starts at `position`, within `line`: a block scalar, a flow
    /// collection, a quoted scalar, or a plain scalar (which may go on over deeper lines).
    mutating func readInlineValue(at position: Int, of line: YAMLLine, ownerIndent: Int) throws(FrontMatterError) -> FrontMatterValue {
        switch bytes[position] {
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            return try readBlockScalar(at: position, of: line, ownerIndent: ownerIndent)
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            let (value, end) = try readFlowCollection(at: position, of: line)
            try finishLine(after: end, of: line)
            return value
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let (text, end) = try readQuotedScalar(at: position, of: line)
            try finishLine(after: end, of: line)
            return FrontMatterValue(.scalar(text, isQuoted: true), line: line.number)
        case UInt8(ascii: "-") where isSequenceEntry(at: position, of: line):
            throw .listAfterKey(line: line.number)
        default:
            try refuseReservedStart(at: position, of: line)
            return try readPlainScalar(at: position, of: line, ownerIndent: ownerIndent)
        }
    }

    /// Consumes `line`, which must hold nothing after `position` but white space and a comment.
    private mutating func finishLine(after position: Int, of line: YAMLLine) throws(FrontMatterError) {
        guard isBlankOrComment(from: position, to: line.end) else { throw .textAfterValue(line: line.number) }
        lineIndex += 1
    }

    /// Refuses what YAML means by a value starting at `position` that this reader does not
    /// support (anchors, aliases, tags, complex keys), or that YAML reserves.
    func refuseReservedStart(at position: Int, of line: YAMLLine) throws(FrontMatterError) {
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"):
            throw .nodeProperty(line: line.number)
        case UInt8(ascii: "?") where position + 1 == line.end || Self.isWhite(bytes[position + 1]):
            throw .complexKey(line: line.number)
        case UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
            throw .reservedStart(Character(Unicode.Scalar(byte)), line: line.number)
        default:
            break
        }
    }
}
