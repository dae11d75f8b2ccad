/// Single- and double-quoted scalars, which must close on the line they open.
extension YAMLReader {
    /// Reads the quoted scalar whose opening quote is at `position`: its unescaped text, and the
    /// position after its closing quote.
    func readQuotedScalar(at position: Int, of line: YAMLLine) throws(FrontMatterError) -> (text: String, end: Int) {
        bytes[position] == UInt8(ascii: "'")
            ? try readSingleQuoted(at: position, of: line)
            : try readDoubleQuoted(at: position, of: line)
    }

    /// `'…'`: everything is literal but `''`, which is one quote.
    private func readSingleQuoted(at position: Int, of line: YAMLLine) throws(FrontMatterError) -> (text: String, end: Int) {
        let quote = UInt8(ascii: "'")
        var text: [UInt8] = []
        var index = position + 1
        while index < line.end {
            if bytes[index] == quote {
                guard index + 1 < line.end, bytes[index + 1] == quote else {
                    return (String(decoding: text, as: UTF8.self), index + 1)
                }
                index += 1
            }
            text.append(bytes[index])
            index += 1
        }
        throw .unclosedQuote("'", line: line.number)
    }

    /// `"…"`: with backslash escapes, as YAML (and JSON) write them.
    private func readDoubleQuoted(at position: Int, of line: YAMLLine) throws(FrontMatterError) -> (text: String, end: Int) {
        var text: [UInt8] = []
        var index = position + 1
        while index < line.end {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                return (String(decoding: text, as: UTF8.self), index + 1)
            case UInt8(ascii: "\\") where index + 1 < line.end:
                index = try appendEscape(at: index + 1, of: line, to: &text)
            default:
                text.append(bytes[index])
                index += 1
            }
        }
        throw .unclosedQuote("\"", line: line.number)
    }

    /// Appends what the escape after a backslash means, and returns the position after it.
    private func appendEscape(at position: Int, of line: YAMLLine, to output: inout [UInt8]) throws(FrontMatterError) -> Int {
        let escape = bytes[position]
        if let meaning = Self.simpleEscapes[escape] {
            output.append(contentsOf: meaning.utf8)
            return position + 1
        }
        let digitCount: Int
        switch escape {
        case UInt8(ascii: "x"): digitCount = 2
        case UInt8(ascii: "u"): digitCount = 4
        case UInt8(ascii: "U"): digitCount = 8
        default:
            let end = min(position + Self.utf8Length(startingWith: escape), line.end)
            throw .unknownEscape(text(position..<end), line: line.number)
        }
        var (codePoint, end) = try hexEscape(at: position, digits: digitCount, of: line)
        // A UTF-16 surrogate pair, as JSON writes characters beyond the first plane: `\ud83d\ude00`.
        if (0xD800...0xDBFF).contains(codePoint), end + 1 < line.end, bytes[end] == UInt8(ascii: "\\"), bytes[end + 1] == UInt8(ascii: "u") {
            let (low, lowEnd) = try hexEscape(at: end + 1, digits: 4, of: line)
            if (0xDC00...0xDFFF).contains(low) {
                codePoint = 0x10000 + (codePoint - 0xD800) << 10 + (low - 0xDC00)
                end = lowEnd
            }
        }
        guard let scalar = Unicode.Scalar(codePoint) else { throw .invalidCodePoint("\\" + text(position..<end), line: line.number) }
        output.append(contentsOf: String(Character(scalar)).utf8)
        return end
    }

    /// Reads `digits` hexadecimal digits after the escape letter at `position`.
    private func hexEscape(at position: Int, digits: Int, of line: YAMLLine) throws(FrontMatterError) -> (codePoint: UInt32, end: Int) {
        var codePoint: UInt32 = 0
        var index = position + 1
        while index < position + 1 + digits {
            guard index < line.end, let digit = Self.hexDigitValue(bytes[index]) else {
                throw .unknownEscape(text(position..<min(index + 1, line.end)), line: line.number)
            }
            codePoint = codePoint << 4 | digit
            index += 1
        }
        return (codePoint, index)
    }

    private static func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// How many bytes the UTF-8 sequence that starts with `byte` has, so an error quotes a whole character.
    private static func utf8Length(startingWith byte: UInt8) -> Int {
        switch byte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    /// The escapes of one letter (YAML's, which include JSON's), and what each stands for.
    private static let simpleEscapes: [UInt8: String] = [
        UInt8(ascii: "0"): "\u{0}", UInt8(ascii: "a"): "\u{7}", UInt8(ascii: "b"): "\u{8}",
        UInt8(ascii: "t"): "\t", UInt8(ascii: "\t"): "\t", UInt8(ascii: "n"): "\n",
        UInt8(ascii: "v"): "\u{B}", UInt8(ascii: "f"): "\u{C}", UInt8(ascii: "r"): "\r",
        UInt8(ascii: "e"): "\u{1B}", UInt8(ascii: " "): " ", UInt8(ascii: "\""): "\"",
        UInt8(ascii: "/"): "/", UInt8(ascii: "\\"): "\\", UInt8(ascii: "N"): "\u{85}",
        UInt8(ascii: "_"): "\u{A0}", UInt8(ascii: "L"): "\u{2028}", UInt8(ascii: "P"): "\u{2029}",
    ]
}
