/// Markdown: headings (the `#` marker meta, the text keyword), thematic breaks and setext
/// underlines (meta), block quote and list markers (meta), fenced code blocks (fences meta, code
/// string), and within lines emphasis (literal), code spans (string), links and images (the
/// text property, the destination attribute) and autolinks (attribute).
enum MarkdownHighlighter {
    /// The fence a fenced code block opened with: its character (`` ` `` or `~`) and length.
    private struct Fence {
        var character: UInt8
        var length: Int
    }

    static func highlight(_ scanner: inout CodeScanner) {
        var openFence: Fence?
        while !scanner.isAtEnd {
            scanLine(&scanner, openFence: &openFence)
            scanner.advance()
            scanner.emit(.plain)
        }
    }

    private static func scanLine(_ scanner: inout CodeScanner, openFence: inout Fence?) {
        scanner.advance(while: CodeByte.isSpaceOrTab)
        scanner.emit(.plain)
        if let fence = openFence {
            let closing = self.fence(at: scanner)
            let closes = closing.map { $0.character == fence.character && $0.length >= fence.length && isBlankAfterFence(scanner, $0) } ?? false
            scanner.advanceToEndOfLine()
            scanner.emit(closes ? .meta : .string)
            if closes { openFence = nil }
            return
        }
        if let fence = fence(at: scanner) {
            openFence = fence
            scanner.advanceToEndOfLine()
            scanner.emit(.meta)
            return
        }
        if scanHeading(&scanner) { return }
        if isBreakOrUnderline(scanner) {
            scanner.advanceToEndOfLine()
            scanner.emit(.meta)
            return
        }
        scanContainerMarkers(&scanner)
        MarkdownInlineHighlighter.scan(&scanner)
    }

    /// A run of three or more backticks or tildes at the cursor.
    private static func fence(at scanner: CodeScanner) -> Fence? {
        guard let character = scanner.peek(), character == UInt8(ascii: "`") || character == UInt8(ascii: "~") else { return nil }
        var length = 1
        while scanner.peek(length) == character { length += 1 }
        return length >= 3 ? Fence(character: character, length: length) : nil
    }

    private static func isBlankAfterFence(_ scanner: CodeScanner, _ fence: Fence) -> Bool {
        var probe = scanner
        probe.advance(fence.length)
        probe.advance { CodeByte.isSpaceOrTab($0) || $0 == UInt8(ascii: "\r") }
        return isBlankOrEnd(probe.peek())
    }

    /// `#` to `######` followed by a space or the line's end: the marker, then the heading's text.
    private static func scanHeading(_ scanner: inout CodeScanner) -> Bool {
        var level = 0
        while scanner.peek(level) == UInt8(ascii: "#") { level += 1 }
        guard (1...6).contains(level), isBlankOrEnd(scanner.peek(level)) else { return false }
        scanner.advance(level)
        scanner.emit(.meta)
        scanner.advance(while: CodeByte.isSpaceOrTab)
        scanner.emit(.plain)
        scanner.advanceToEndOfLine()
        scanner.emit(.keyword)
        return true
    }

    /// A thematic break (`---`, `* * *`, `___`) or a setext heading's underline (`===`).
    private static func isBreakOrUnderline(_ scanner: CodeScanner) -> Bool {
        guard let character = scanner.peek(), "-*_=".utf8.contains(character) else { return false }
        var probe = scanner
        var count = 0
        while let byte = probe.peek(), byte != UInt8(ascii: "\n") {
            if byte == character {
                count += 1
            } else if !CodeByte.isWhitespace(byte) || character == UInt8(ascii: "=") {
                return false
            }
            probe.advance()
        }
        return count >= (character == UInt8(ascii: "=") ? 1 : 3)
    }

    /// Block quote markers (`>`) and a list item's marker (`-`, `*`, `+`, `1.`, `1)`).
    private static func scanContainerMarkers(_ scanner: inout CodeScanner) {
        while scanner.peek() == UInt8(ascii: ">") {
            scanner.advance()
            scanner.emit(.meta)
            scanner.advance(while: CodeByte.isSpaceOrTab)
            scanner.emit(.plain)
        }
        var markerLength = 0
        if let byte = scanner.peek(), "-*+".utf8.contains(byte) {
            markerLength = 1
        } else {
            var digits = 0
            while digits < 10, let byte = scanner.peek(digits), CodeByte.isDigit(byte) { digits += 1 }
            if (1...9).contains(digits), scanner.peek(digits) == UInt8(ascii: ".") || scanner.peek(digits) == UInt8(ascii: ")") { markerLength = digits + 1 }
        }
        guard markerLength > 0, isBlankOrEnd(scanner.peek(markerLength)) else { return }
        scanner.advance(markerLength)
        scanner.emit(.meta)
    }

    /// Whether `byte` is white space, or nil at the end.
    private static func isBlankOrEnd(_ byte: UInt8?) -> Bool {
        byte.map(CodeByte.isWhitespace) ?? true
    }
}
