/// A cursor over a piece of code's UTF-8 bytes. A highlighter moves `position` forward over a
/// stretch and then `emit`s that stretch's kind, so every byte lands in exactly one token and
/// the tokens give back the code exactly. Scanning is by index, each byte a bounded number of
/// times, so highlighting is linear in the code's length.
struct CodeScanner {
    let bytes: [UInt8]
    var position = 0
    /// Where this scan stops: the end of the code, or of an embedded stretch (a `<script>`'s code).
    private(set) var end: Int
    private var writer: TokenWriter

    init(_ code: String) {
        bytes = Array(code.utf8)
        end = bytes.count
        writer = TokenWriter(bytes)
    }

    var isAtEnd: Bool { position >= end }

    /// The byte `offset` bytes after the cursor, or nil at or past the end.
    func peek(_ offset: Int = 0) -> UInt8? {
        position + offset < end ? bytes[position + offset] : nil
    }

    /// The byte just before `index`, or nil at the start of the code.
    func byte(before index: Int) -> UInt8? {
        index > 0 ? bytes[index - 1] : nil
    }

    /// Whether the bytes at the cursor spell `text` (ASCII), ignoring ASCII case if asked.
    func hasPrefix(_ text: String, ignoringCase: Bool = false) -> Bool {
        var index = position
        for expected in text.utf8 {
            guard index < end else { return false }
            let actual = bytes[index]
            guard actual == expected || (ignoringCase && CodeByte.lowercased(actual) == CodeByte.lowercased(expected)) else { return false }
            index += 1
        }
        return true
    }

    mutating func advance(_ count: Int = 1) {
        position = min(position + count, end)
    }

    mutating func advance(while predicate: (UInt8) -> Bool) {
        while position < end, predicate(bytes[position]) { position += 1 }
    }

    /// Moves to the line break that ends the current line (or the end), not past it.
    mutating func advanceToEndOfLine() {
        advance { $0 != UInt8(ascii: "\n") }
    }

    /// Moves past `text` if the cursor is at it; says whether it was.
    mutating func skip(_ text: String) -> Bool {
        guard hasPrefix(text) else { return false }
        advance(text.utf8.count)
        return true
    }

    /// Writes everything from the last token's end up to the cursor as `kind`.
    mutating func emit(_ kind: CodeToken.Kind) {
        writer.write(kind, upTo: position)
    }

    /// Passes one byte, as `kind`.
    mutating func emitByte(_ kind: CodeToken.Kind) {
        advance()
        emit(kind)
    }

    /// Runs `scan` over the bytes up to `stretchEnd` only, as if the code ended there: how
    /// HTML hands a `<script>` element's content to the JavaScript highlighter.
    mutating func scan(upTo stretchEnd: Int, _ scan: (inout CodeScanner) -> Void) {
        let savedEnd = end
        end = min(stretchEnd, savedEnd)
        scan(&self)
        // What the embedded highlighter passed without emitting is its own plain text, not
        // part of whatever the outer highlighter emits next.
        emit(.plain)
        end = savedEnd
    }

    /// The next byte on this line after the cursor's spaces and tabs, or nil at the line's end:
    /// what tells a contextual keyword (`get {`) from a name (`get(`).
    func nextNonBlankByteOnLine() -> UInt8? {
        var index = position
        while index < end, CodeByte.isSpaceOrTab(bytes[index]) { index += 1 }
        return index < end && bytes[index] != UInt8(ascii: "\n") ? bytes[index] : nil
    }

    /// The text of `range`, to look up a word among keywords.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The tokens, with any bytes not yet emitted written as plain text.
    consuming func finish() -> [CodeToken] {
        writer.finish()
    }
}
