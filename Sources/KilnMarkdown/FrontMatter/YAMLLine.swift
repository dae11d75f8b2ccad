/// One line of YAML text, as offsets into its bytes. The reader works line by line because
/// block YAML's structure is its lines' indentation.
struct YAMLLine {
    /// The line's number in the Markdown file, counted from 1.
    var number: Int
    /// The line's first byte.
    var start: Int
    /// The first byte after the leading spaces (a tab there is indentation YAML refuses).
    var contentStart: Int
    /// The end of the line's text, before its `\n` or `\r\n`.
    var end: Int

    /// How many spaces the line starts with.
    var indent: Int { contentStart - start }

    /// Splits YAML text into lines (ending in `\n` or `\r\n`), refusing NUL bytes, which no text file holds.
    static func split(_ bytes: [UInt8], firstLine: Int) throws(FrontMatterError) -> [YAMLLine] {
        var lines: [YAMLLine] = []
        var start = 0
        var contentStart: Int?
        for (index, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "\n"):
                lines.append(line(number: firstLine + lines.count, from: start, contentStart: contentStart, to: index, in: bytes))
                start = index + 1
                contentStart = nil
            case 0:
                throw .nulByte(line: firstLine + lines.count)
            case UInt8(ascii: " "):
                break
            default:
                if contentStart == nil { contentStart = index }
            }
        }
        if start < bytes.count {
            lines.append(line(number: firstLine + lines.count, from: start, contentStart: contentStart, to: bytes.count, in: bytes))
        }
        return lines
    }

    private static func line(number: Int, from start: Int, contentStart: Int?, to end: Int, in bytes: [UInt8]) -> YAMLLine {
        let textEnd = end > start && bytes[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
        return YAMLLine(number: number, start: start, contentStart: min(contentStart ?? textEnd, textEnd), end: textEnd)
    }
}
