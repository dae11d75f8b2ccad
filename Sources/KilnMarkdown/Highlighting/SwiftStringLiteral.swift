/// Swift string literals: `"…"`, multi-line `"""…"""`, raw `#"…"#` (any number of `#`s), with
/// escapes, and interpolations `\(…)` whose expression is highlighted as code, the `\(` and `)`
/// as string.
enum SwiftStringLiteral {
    /// How deeply interpolations may nest (a string in an interpolation in a string…) before
    /// the rest is read as string text: hostile input cannot exhaust the stack.
    static let maximumInterpolationDepth = 16

    /// Scans the literal whose `#`s or opening quote are at the cursor. An unclosed single-line
    /// string ends at its line's end; an unclosed multi-line one runs to the end.
    static func scan(_ scanner: inout CodeScanner, interpolationDepth: Int) {
        var hashes = 0
        while scanner.peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        scanner.advance(hashes)
        let isMultiline = scanner.hasPrefix("\"\"\"")
        let quote = isMultiline ? "\"\"\"" : "\""
        let closing = quote + String(repeating: "#", count: hashes)
        scanner.advance(quote.utf8.count)
        while let byte = scanner.peek() {
            if byte == UInt8(ascii: "\n"), !isMultiline { break }
            if byte == UInt8(ascii: "\\"), isEscape(in: scanner, hashes: hashes) {
                scanEscape(&scanner, hashes: hashes, isMultiline: isMultiline, interpolationDepth: interpolationDepth)
            } else if scanner.skip(closing) {
                break
            } else {
                scanner.advance()
            }
        }
        scanner.emit(.string)
    }

    /// Whether the backslash at the cursor starts an escape: in a raw string, only when
    /// followed by the string's number of `#`s.
    private static func isEscape(in scanner: CodeScanner, hashes: Int) -> Bool {
        (0..<hashes).allSatisfy { scanner.peek(1 + $0) == UInt8(ascii: "#") }
    }

    private static func scanEscape(_ scanner: inout CodeScanner, hashes: Int, isMultiline: Bool, interpolationDepth: Int) {
        let escapedCharacter = 1 + hashes
        if scanner.peek(escapedCharacter) == UInt8(ascii: "("), interpolationDepth < maximumInterpolationDepth {
            scanner.advance(escapedCharacter + 1)
            scanner.emit(.string)
            SwiftHighlighter.scanCode(&scanner, interpolationDepth: interpolationDepth + 1)
            if scanner.peek() == UInt8(ascii: ")") { scanner.advance() }
            return
        }
        scanner.advance(escapedCharacter)
        // A backslash at a line's end continues a multi-line string's line; it never ends a single-line one.
        if let next = scanner.peek(), next != UInt8(ascii: "\n") || isMultiline { scanner.advance() }
    }
}
