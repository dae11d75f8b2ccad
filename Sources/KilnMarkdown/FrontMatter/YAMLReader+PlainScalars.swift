/// Plain (unquoted) scalars in block context: the usual `title: Hello, world`.
extension YAMLReader {
    /// Reads a plain scalar from `position` to the end of its line or a comment, going on over
    /// the following lines indented deeper than `ownerIndent`, folded as YAML folds them: a line
    /// break is a space, and each blank line between is a newline. `~` and the nulls are null.
    mutating func readPlainScalar(at position: Int, of line: YAMLLine, ownerIndent: Int) throws(FrontMatterError) -> FrontMatterValue {
        var (range, endsInComment) = try plainText(from: position, of: line)
        var text = Array(bytes[range])
        lineIndex += 1
        var blankLines = 0
        while !endsInComment, lineIndex < lines.count {
            let next = lines[lineIndex]
            let first = skipWhite(from: next.start, to: next.end)
            if first == next.end {
                blankLines += 1
                lineIndex += 1
                continue
            }
            // A comment line ends the scalar; so does a line no deeper than its entry.
            guard next.indent > ownerIndent, bytes[first] != UInt8(ascii: "#"), !isDocumentMarker(next) else { break }
            (range, endsInComment) = try plainText(from: first, of: next)
            if blankLines == 0 {
                text.append(UInt8(ascii: " "))
            } else {
                text.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: blankLines))
            }
            text.append(contentsOf: bytes[range])
            blankLines = 0
            lineIndex += 1
        }
        return Self.plainScalar(String(decoding: text, as: UTF8.self), line: line.number)
    }

    /// A plain scalar's value: null for YAML's spellings of null, else the text as written.
    static func plainScalar(_ text: String, line: Int) -> FrontMatterValue {
        switch text {
        case "~", "null", "Null", "NULL": FrontMatterValue(.null, line: line)
        default: FrontMatterValue(.scalar(text, isQuoted: false), line: line)
        }
    }

    /// The text of one line of a plain scalar from `position`, without trailing white space,
    /// and whether a comment ends it. A `: ` in it would make it a key: refused, not guessed at.
    private func plainText(from position: Int, of line: YAMLLine) throws(FrontMatterError) -> (range: Range<Int>, endsInComment: Bool) {
        var textEnd = position
        for index in position..<line.end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "#"), index > position, Self.isWhite(bytes[index - 1]) { return (position..<textEnd, true) }
            if isValueIndicator(at: index, lineEnd: line.end) { throw .colonInPlainValue(line: line.number) }
            if !Self.isWhite(byte) { textEnd = index + 1 }
        }
        return (position..<textEnd, false)
    }
}
