/// CommonMark's autolinks: `<scheme:anything-but-spaces>` and `<address@example.com>`.
enum MarkdownAutolink {
    /// The autolink starting at `index` (a `<`): the text it shows, the URL it leads to (as
    /// written: autolinks have no escapes), and the index after its `>`.
    static func scan(_ bytes: [UInt8], at index: Int) -> (text: ArraySlice<UInt8>, url: String, end: Int)? {
        let start = index + 1
        guard let end = uriEnd(bytes, from: start) ?? emailEnd(bytes, from: start) else { return nil }
        let text = bytes[start..<end]
        let isEmail = !text.contains(UInt8(ascii: ":"))
        return (text, MarkdownLinkSyntax.percentEncoded((isEmail ? Array("mailto:".utf8) : []) + text), end + 1)
    }

    /// A scheme (a letter, then 1 to 31 letters, digits, `+`, `.` or `-`), a colon, and no spaces,
    /// control characters, `<` or `>` up to the closing `>` (whose index is returned).
    private static func uriEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count, MarkdownBytes.isASCIILetter(bytes[start]) else { return nil }
        var position = start + 1
        while position < bytes.count && position - start < 32 && isSchemeByte(bytes[position]) { position += 1 }
        guard position - start >= 2, position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
        position += 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: ">"): return position
            case UInt8(ascii: "<"): return nil
            case let byte where byte <= 0x20 || byte == 0x7F: return nil
            default: position += 1
            }
        }
        return nil
    }

    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        MarkdownBytes.isASCIIAlphanumeric(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "-")
    }

    /// The HTML standard's valid e-mail address, up to the closing `>` (whose index is returned).
    private static func emailEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var position = start
        while position < bytes.count && isLocalPartByte(bytes[position]) { position += 1 }
        guard position > start, position < bytes.count, bytes[position] == UInt8(ascii: "@") else { return nil }
        repeat {
            position += 1
            let labelStart = position
            while position < bytes.count && position - labelStart < 63
                && (MarkdownBytes.isASCIIAlphanumeric(bytes[position]) || bytes[position] == UInt8(ascii: "-"))
            {
                position += 1
            }
            // A domain label neither starts nor ends with a hyphen.
            guard position > labelStart, bytes[labelStart] != UInt8(ascii: "-"),
                bytes[position - 1] != UInt8(ascii: "-")
            else { return nil }
        } while position < bytes.count && bytes[position] == UInt8(ascii: ".")
        return position < bytes.count && bytes[position] == UInt8(ascii: ">") ? position : nil
    }

    private static func isLocalPartByte(_ byte: UInt8) -> Bool {
        MarkdownBytes.isASCIIAlphanumeric(byte) || localPartPunctuation.contains(byte)
    }

    private static let localPartPunctuation = Set(".!#$%&'*+/=?^_`{|}~-".utf8)
}
