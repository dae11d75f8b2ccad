/// Reads the YAML subset of front matter from its bytes: block collections by their lines'
/// indentation (`YAMLReader+BlockCollections`), and within a line, flow collections and scalars.
///
/// While a line is being read, `lineIndex` is that line's index; whatever reads a line's last
/// value moves `lineIndex` past it (and past any lines the value went on over).
struct YAMLReader {
    /// How deeply collections may nest: far beyond any front matter, and shallow enough that
    /// hostile input (`[[[[…`) cannot exhaust the stack of this recursive reader.
    static let maximumNesting = 64

    let bytes: [UInt8]
    let lines: [YAMLLine]
    /// The file's line number of the text's first line.
    let firstLine: Int
    /// The line being read, or the next one to read.
    var lineIndex = 0
    /// How many collections enclose the one being read.
    private var nesting = 0

    init(_ bytes: [UInt8], firstLine: Int) throws(FrontMatterError) {
        self.bytes = bytes
        self.lines = try YAMLLine.split(bytes, firstLine: firstLine)
        self.firstLine = firstLine
    }

    /// The text of `range` of the bytes.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether `byte` is white space within a line (YAML's `s-white`).
    static func isWhite(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// The first position at or after `position`, before `end`, that is not white space.
    func skipWhite(from position: Int, to end: Int) -> Int {
        var index = position
        while index < end, Self.isWhite(bytes[index]) { index += 1 }
        return index
    }

    /// Whether nothing but white space, or white space and a comment, follows `position` before `end`.
    func isBlankOrComment(from position: Int, to end: Int) -> Bool {
        let next = skipWhite(from: position, to: end)
        // A `#` starts a comment only after white space: `a#b` is text.
        return next == end || (bytes[next] == UInt8(ascii: "#") && next > position)
    }

    /// Counts one more collection around what is read next, refusing nesting deeper than
    /// `maximumNesting`. Each call is paired with `leaveCollection()`.
    mutating func enterCollection(at line: Int) throws(FrontMatterError) {
        nesting += 1
        if nesting > Self.maximumNesting { throw .nestedTooDeeply(line: line) }
    }

    mutating func leaveCollection() {
        nesting -= 1
    }

    /// Moves `lineIndex` past blank and comment lines to the next line holding a value, and
    /// returns that line (not consumed), or nil at the end of the text. Refuses a line indented
    /// with a tab, a directive, and a document marker.
    mutating func nextContentLine() throws(FrontMatterError) -> YAMLLine? {
        while lineIndex < lines.count {
            let line = lines[lineIndex]
            if !isBlankOrCommentLine(line) { return try checked(line) }
            lineIndex += 1
        }
        return nil
    }

    /// Whether `line` holds nothing but white space, or only a comment.
    func isBlankOrCommentLine(_ line: YAMLLine) -> Bool {
        let first = skipWhite(from: line.start, to: line.end)
        return first == line.end || bytes[first] == UInt8(ascii: "#")
    }

    private func checked(_ line: YAMLLine) throws(FrontMatterError) -> YAMLLine {
        if bytes[line.contentStart] == UInt8(ascii: "\t") { throw .tabIndentation(line: line.number) }
        guard line.indent == 0 else { return line }
        if bytes[line.start] == UInt8(ascii: "%") { throw .directive(line: line.number) }
        if isDocumentMarker(line) { throw .secondDocument(line: line.number) }
        return line
    }

    /// Whether `line` is `---` or `...`, which would start or end another YAML document.
    func isDocumentMarker(_ line: YAMLLine) -> Bool {
        guard line.end - line.start >= 3 else { return false }
        let marker = bytes[line.start]
        guard marker == UInt8(ascii: "-") || marker == UInt8(ascii: ".") else { return false }
        return bytes[line.start + 1] == marker && bytes[line.start + 2] == marker
            && isBlankOrComment(from: line.start + 3, to: line.end) && (line.start + 3 == line.end || Self.isWhite(bytes[line.start + 3]))
    }
}
