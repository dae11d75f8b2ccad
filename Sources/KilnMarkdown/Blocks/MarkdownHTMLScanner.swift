/// CommonMark's raw HTML grammar over a stretch of bytes: open and closing tags, comments,
/// processing instructions, declarations and CDATA sections. Each scan takes the index of a `<`
/// and gives the index just past the construct's end, or nil when there is none.
struct MarkdownHTMLScanner {
    let bytes: [UInt8]
    let end: Int
    /// For each closing sequence, the index from which a search for it already failed: a later
    /// search from further on fails too, so many unclosed `<!--` cost one scan, not one each.
    private var failedSearches: [[UInt8]: Int] = [:]

    init(bytes: [UInt8], end: Int) {
        self.bytes = bytes
        self.end = end
    }

    /// Any inline raw HTML construct starting at `index`.
    mutating func inlineHTMLEnd(from index: Int) -> Int? {
        guard index + 1 < end else { return nil }
        switch bytes[index + 1] {
        case UInt8(ascii: "/"): return closingTagEnd(from: index)
        case UInt8(ascii: "?"): return search(for: Self.processingInstructionEnd, from: index + 2)
        case UInt8(ascii: "!"): return markupDeclarationEnd(from: index)
        default: return openTagEnd(from: index)
        }
    }

    /// `<name attribute="value" … >` or `… />`.
    func openTagEnd(from index: Int) -> Int? {
        guard var position = tagNameEnd(from: index + 1) else { return nil }
        while true {
            let beforeWhitespace = position
            position = skipWhitespace(from: position)
            guard position < end else { return nil }
            if bytes[position] == UInt8(ascii: ">") { return position + 1 }
            if bytes[position] == UInt8(ascii: "/") {
                return position + 1 < end && bytes[position + 1] == UInt8(ascii: ">") ? position + 2 : nil
            }
            // An attribute must be set apart from what comes before it.
            guard position > beforeWhitespace, let nameEnd = attributeNameEnd(from: position) else { return nil }
            position = nameEnd
            let afterName = skipWhitespace(from: position)
            if afterName < end && bytes[afterName] == UInt8(ascii: "=") {
                guard let valueEnd = attributeValueEnd(from: skipWhitespace(from: afterName + 1)) else { return nil }
                position = valueEnd
            }
        }
    }

    /// `</name>`, with optional whitespace before the `>`.
    func closingTagEnd(from index: Int) -> Int? {
        guard index + 1 < end, bytes[index + 1] == UInt8(ascii: "/"),
            let nameEnd = tagNameEnd(from: index + 2)
        else { return nil }
        let position = skipWhitespace(from: nameEnd)
        return position < end && bytes[position] == UInt8(ascii: ">") ? position + 1 : nil
    }

    /// The end of a tag name (`[A-Za-z][A-Za-z0-9-]*`) starting at `index`.
    func tagNameEnd(from index: Int) -> Int? {
        guard index < end, MarkdownBytes.isASCIILetter(bytes[index]) else { return nil }
        var position = index + 1
        while position < end && (MarkdownBytes.isASCIIAlphanumeric(bytes[position]) || bytes[position] == UInt8(ascii: "-")) {
            position += 1
        }
        return position
    }

    // MARK: - Comments, declarations, CDATA

    private static let commentStart = Array("<!--".utf8)
    private static let commentEnd = Array("-->".utf8)
    private static let processingInstructionEnd = Array("?>".utf8)
    private static let declarationEnd = Array(">".utf8)
    private static let cdataStart = Array("<![CDATA[".utf8)
    private static let cdataEnd = Array("]]>".utf8)

    private mutating func markupDeclarationEnd(from index: Int) -> Int? {
        if hasPrefix(Self.commentStart, at: index) {
            // `<!-->` and `<!--->` are (empty) comments too.
            if hasPrefix(Self.declarationEnd, at: index + 4) { return index + 5 }
            if hasPrefix(Self.commentEnd.suffix(2), at: index + 4) { return index + 6 }
            return search(for: Self.commentEnd, from: index + 4)
        }
        if hasPrefix(Self.cdataStart, at: index) {
            return search(for: Self.cdataEnd, from: index + Self.cdataStart.count)
        }
        guard index + 2 < end, MarkdownBytes.isASCIILetter(bytes[index + 2]) else { return nil }
        return search(for: Self.declarationEnd, from: index + 3)
    }

    /// The index just past the first `sequence` at or after `start`.
    private mutating func search(for sequence: [UInt8], from start: Int) -> Int? {
        if let failed = failedSearches[sequence], failed <= start { return nil }
        var position = start
        while position + sequence.count <= end {
            if bytes[position] == sequence[0] && hasPrefix(sequence, at: position) { return position + sequence.count }
            position += 1
        }
        failedSearches[sequence] = start
        return nil
    }

    private func hasPrefix(_ prefix: some Collection<UInt8>, at index: Int) -> Bool {
        guard index + prefix.count <= end else { return false }
        return zip(bytes[index...], prefix).allSatisfy { $0 == $1 }
    }

    // MARK: - Attributes

    private func skipWhitespace(from index: Int) -> Int {
        var position = index
        while position < end && MarkdownBytes.isWhitespace(bytes[position]) { position += 1 }
        return position
    }

    /// `[A-Za-z_:][A-Za-z0-9_.:-]*`
    private func attributeNameEnd(from index: Int) -> Int? {
        func isNameStart(_ byte: UInt8) -> Bool {
            MarkdownBytes.isASCIILetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
        }
        guard index < end, isNameStart(bytes[index]) else { return nil }
        var position = index + 1
        while position < end
            && (isNameStart(bytes[position]) || MarkdownBytes.isASCIIDigit(bytes[position])
                || bytes[position] == UInt8(ascii: ".") || bytes[position] == UInt8(ascii: "-"))
        {
            position += 1
        }
        return position
    }

    /// A quoted value, or an unquoted one without whitespace, quotes, `=`, `<`, `>` or backticks.
    private func attributeValueEnd(from index: Int) -> Int? {
        guard index < end else { return nil }
        let quote = bytes[index]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            var position = index + 1
            while position < end && bytes[position] != quote { position += 1 }
            return position < end ? position + 1 : nil
        }
        var position = index
        while position < end {
            switch bytes[position] {
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"),
                UInt8(ascii: "`"):
                return position > index ? position : nil
            case let byte where MarkdownBytes.isWhitespace(byte):
                return position > index ? position : nil
            default:
                position += 1
            }
        }
        return position > index ? position : nil
    }
}
