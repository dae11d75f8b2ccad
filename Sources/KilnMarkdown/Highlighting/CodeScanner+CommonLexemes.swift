/// Comments, numbers, quoted strings and members: written alike in Swift, JavaScript, CSS and JSON.
extension CodeScanner {
    /// `// …` to the end of the line.
    mutating func scanLineComment() {
        advanceToEndOfLine()
        emit(.comment)
    }

    /// `/* … */`, which in Swift nests; an unclosed one runs to the end.
    mutating func scanBlockComment(nests: Bool) {
        advance(2)
        var depth = 1
        while !isAtEnd {
            if hasPrefix("*/") {
                advance(2)
                depth -= 1
                if depth == 0 { break }
            } else if nests, hasPrefix("/*") {
                advance(2)
                depth += 1
            } else {
                advance()
            }
        }
        emit(.comment)
    }

    /// A string between `quote`s with backslash escapes, which ends unclosed at a line break.
    mutating func scanQuotedString(_ quote: UInt8) {
        advancePastQuotedString(quote)
        emit(.string)
    }

    /// Moves past a string between `quote`s, as `scanQuotedString`, for a caller that tells its kind.
    mutating func advancePastQuotedString(_ quote: UInt8) {
        advance()
        while let byte = peek(), byte != UInt8(ascii: "\n") {
            advance()
            if byte == quote { break }
            if byte == UInt8(ascii: "\\"), peek() != UInt8(ascii: "\n") { advance() }
        }
    }

    /// Moves past a number as C-like languages write it: decimal with `_` separators, a
    /// fraction and an exponent; or hexadecimal (`0x`, with a `p` exponent), binary (`0b`) or
    /// octal (`0o`). The caller emits it, after any suffix of its own language.
    mutating func advancePastNumber() {
        if peek() == UInt8(ascii: "0"), let radix = peek(1).map(CodeByte.lowercased),
           radix == UInt8(ascii: "x") || radix == UInt8(ascii: "b") || radix == UInt8(ascii: "o") {
            advance(2)
            advance { CodeByte.isHexDigit($0) || $0 == UInt8(ascii: "_") }
            guard radix == UInt8(ascii: "x") else { return }
            advancePastHexadecimalFraction()
            advancePastExponent(marker: UInt8(ascii: "p"))
            return
        }
        advance { CodeByte.isDigit($0) || $0 == UInt8(ascii: "_") }
        // `1..<2` and `x.0.foo` stop at their dots: a fraction's dot is followed by a digit.
        if peek() == UInt8(ascii: "."), let next = peek(1), CodeByte.isDigit(next) {
            advance()
            advance { CodeByte.isDigit($0) || $0 == UInt8(ascii: "_") }
        }
        advancePastExponent(marker: UInt8(ascii: "e"))
    }

    /// A hexadecimal float's `.8` in `0x1.8p3`: only with the `p` exponent after it, so that
    /// `0xFF.description` keeps its member.
    private mutating func advancePastHexadecimalFraction() {
        guard peek() == UInt8(ascii: ".") else { return }
        var length = 1
        while let byte = peek(length), CodeByte.isHexDigit(byte) { length += 1 }
        if length > 1, let marker = peek(length), CodeByte.lowercased(marker) == UInt8(ascii: "p") { advance(length) }
    }

    private mutating func advancePastExponent(marker: UInt8) {
        guard let letter = peek(), CodeByte.lowercased(letter) == marker else { return }
        let signLength = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-") ? 1 : 0
        guard let digit = peek(1 + signLength), CodeByte.isDigit(digit) else { return }
        advance(1 + signLength)
        advance { CodeByte.isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    /// Whether the word starting at `start` follows a member-access dot (`view.padding`,
    /// `.red`, `a?.b`), not a range's dots (`0...n`).
    func isMember(at start: Int) -> Bool {
        byte(before: start) == UInt8(ascii: ".") && byte(before: start - 1) != UInt8(ascii: ".")
    }
}
