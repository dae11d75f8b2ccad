/// What inline links and link reference definitions share, as CommonMark reads them: labels,
/// destinations and titles. Each scan takes an index into `bytes` and gives the part's bytes (as
/// written, escapes and all) and the index just past it, or nil when the syntax does not match.
enum MarkdownLinkSyntax {
    /// CommonMark's limit on a label's length, which also bounds the work spent on each `]`.
    private static let maximumLabelLength = 999
    /// Parentheses nested deeper than this in a bare destination end it (as cmark does), so that
    /// `(((((…` cannot make every `](` scan the rest of the paragraph.
    private static let maximumParenthesisDepth = 32

    /// `[label]`, at `index` (the `[`); brackets inside must be escaped. `[]` gives an empty
    /// content, which only a collapsed reference (`[text][]`) accepts.
    static func label(in bytes: [UInt8], at index: Int, end: Int) -> (content: Range<Int>, end: Int)? {
        guard index < end, bytes[index] == UInt8(ascii: "[") else { return nil }
        var position = index + 1
        while position < end && position - index - 1 <= maximumLabelLength {
            switch bytes[position] {
            case MarkdownBytes.backslash where position + 1 < end && MarkdownBytes.isASCIIPunctuation(bytes[position + 1]):
                position += 2
                continue
            case UInt8(ascii: "["): return nil
            case UInt8(ascii: "]"): return ((index + 1)..<position, position + 1)
            default: position += 1
            }
        }
        return nil
    }

    /// `<destination>` (no line breaks, `<` or `>`), or a bare destination without spaces or
    /// control characters whose parentheses balance.
    static func destination(in bytes: [UInt8], at index: Int, end: Int) -> (content: Range<Int>, end: Int)? {
        guard index < end else { return nil }
        if bytes[index] == UInt8(ascii: "<") {
            var position = index + 1
            while position < end {
                switch bytes[position] {
                case UInt8(ascii: ">"): return ((index + 1)..<position, position + 1)
                case UInt8(ascii: "<"), MarkdownBytes.newline: return nil
                case MarkdownBytes.backslash where position + 1 < end && MarkdownBytes.isASCIIPunctuation(bytes[position + 1]):
                    position += 2
                default: position += 1
                }
            }
            return nil
        }
        var depth = 0
        var position = index
        scan: while position < end {
            switch bytes[position] {
            case MarkdownBytes.backslash where position + 1 < end && MarkdownBytes.isASCIIPunctuation(bytes[position + 1]):
                position += 2
                continue
            case UInt8(ascii: "("):
                depth += 1
                if depth > maximumParenthesisDepth { return nil }
            case UInt8(ascii: ")"):
                if depth == 0 { break scan }
                depth -= 1
            case let byte where byte <= 0x20 || byte == 0x7F:
                break scan
            default: break
            }
            position += 1
        }
        guard position > index, depth == 0 else { return nil }
        return (index..<position, position)
    }

    /// `"title"`, `'title'` or `(title)`.
    static func title(in bytes: [UInt8], at index: Int, end: Int) -> (content: Range<Int>, end: Int)? {
        guard index < end else { return nil }
        let opening = bytes[index]
        let closing: UInt8
        switch opening {
        case UInt8(ascii: "\""), UInt8(ascii: "'"): closing = opening
        case UInt8(ascii: "("): closing = UInt8(ascii: ")")
        default: return nil
        }
        var position = index + 1
        while position < end {
            let byte = bytes[position]
            if byte == MarkdownBytes.backslash && position + 1 < end && MarkdownBytes.isASCIIPunctuation(bytes[position + 1]) {
                position += 2
                continue
            }
            if byte == closing { return ((index + 1)..<position, position + 1) }
            if opening == UInt8(ascii: "(") && byte == opening { return nil }
            position += 1
        }
        return nil
    }

    /// A label as definitions and references are matched: whitespace collapsed, case folded.
    /// Nil when it is not a label (no text, too long, or an unescaped bracket inside).
    static func normalizedLabel(_ bytes: ArraySlice<UInt8>) -> String? {
        guard bytes.count <= maximumLabelLength else { return nil }
        var normalized: [UInt8] = []
        var pendingSpace = false
        var escaped = false
        for byte in bytes {
            if !escaped && (byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")) { return nil }
            escaped = !escaped && byte == MarkdownBytes.backslash
            if MarkdownBytes.isWhitespace(byte) {
                pendingSpace = !normalized.isEmpty
                continue
            }
            if pendingSpace { normalized.append(MarkdownBytes.space) }
            pendingSpace = false
            normalized.append(byte)
        }
        // Lowercasing the uppercase folds case as Unicode's case folding does for labels: `ẞ`
        // and `SS` match.
        return normalized.isEmpty ? nil : MarkdownBytes.string(normalized).lowercased().uppercased().lowercased()
    }

    /// Bytes with backslash escapes and entity references resolved: a destination's or title's
    /// value.
    static func unescaped(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var position = bytes.startIndex
        while position < bytes.endIndex {
            let byte = bytes[position]
            if byte == MarkdownBytes.backslash, position + 1 < bytes.endIndex,
                MarkdownBytes.isASCIIPunctuation(bytes[position + 1])
            {
                result.append(bytes[position + 1])
                position += 2
            } else if byte == UInt8(ascii: "&"), let entity = MarkdownEntities.decode(bytes, at: position) {
                result.append(contentsOf: entity.character.utf8)
                position = entity.end
            } else {
                result.append(byte)
                position += 1
            }
        }
        return result
    }

    /// A destination as the text's inline parser reads `[text](url)`: unescaped, then
    /// percent-encoded where that parser would stop.
    static func url(_ bytes: ArraySlice<UInt8>) -> String {
        percentEncoded(unescaped(bytes))
    }

    /// Spaces, control characters and parentheses percent-encoded: the text's inline parser
    /// ends a URL at the first `)` and takes none with a space.
    static func percentEncoded(_ bytes: some Sequence<UInt8>) -> String {
        var encoded: [UInt8] = []
        for byte in bytes {
            if byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") {
                encoded.append(UInt8(ascii: "%"))
                encoded.append(hexDigits[Int(byte >> 4)])
                encoded.append(hexDigits[Int(byte & 0x0F)])
            } else {
                encoded.append(byte)
            }
        }
        return MarkdownBytes.string(encoded)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
