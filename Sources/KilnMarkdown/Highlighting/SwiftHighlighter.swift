/// Swift: keywords (contextual ones where they act as keywords), literals, numbers, strings
/// with their interpolations highlighted as code, comments, attributes and directives, types
/// (capitalised names) and members after a dot.
enum SwiftHighlighter {
    static func highlight(_ scanner: inout CodeScanner) {
        scanCode(&scanner, interpolationDepth: 0)
    }

    /// Scans code to the end or, inside a string's interpolation (`interpolationDepth > 0`), to
    /// the `)` that closes the interpolation, which is left for the string to take.
    static func scanCode(_ scanner: inout CodeScanner, interpolationDepth: Int) {
        var openParentheses = 0
        while let byte = scanner.peek() {
            switch byte {
            case UInt8(ascii: "("):
                openParentheses += 1
                scanner.emitByte(.plain)
            case UInt8(ascii: ")"):
                if interpolationDepth > 0, openParentheses == 0 { return }
                openParentheses -= 1
                scanner.emitByte(.plain)
            case UInt8(ascii: "/") where scanner.peek(1) == UInt8(ascii: "/"):
                scanner.scanLineComment()
            case UInt8(ascii: "/") where scanner.peek(1) == UInt8(ascii: "*"):
                scanner.scanBlockComment(nests: true)
            case UInt8(ascii: "\""):
                SwiftStringLiteral.scan(&scanner, interpolationDepth: interpolationDepth)
            case UInt8(ascii: "#"):
                scanHash(&scanner, interpolationDepth: interpolationDepth)
            case UInt8(ascii: "@") where scanner.peek(1).map(CodeByte.isIdentifierStart) == true:
                scanner.advance()
                scanner.advance(while: CodeByte.isIdentifierContinuation)
                scanner.emit(.attribute)
            case UInt8(ascii: "`"):
                // A name written as a keyword, `default`: plain, to its closing backtick.
                scanner.advance()
                scanner.advance { $0 != UInt8(ascii: "`") && $0 != UInt8(ascii: "\n") }
                if scanner.peek() == UInt8(ascii: "`") { scanner.advance() }
                scanner.emit(.plain)
            case UInt8(ascii: "$"):
                // `$0`, `$binding`: names, not numbers.
                scanner.advance()
                scanner.advance(while: CodeByte.isIdentifierContinuation)
                scanner.emit(.plain)
            case _ where CodeByte.isDigit(byte):
                scanner.advancePastNumber()
                scanner.emit(.number)
            case _ where CodeByte.isIdentifierStart(byte):
                scanWord(&scanner)
            default:
                scanner.emitByte(.plain)
            }
        }
    }

    /// `#"raw"#` strings, and directives and macros: `#if`, `#Preview`.
    private static func scanHash(_ scanner: inout CodeScanner, interpolationDepth: Int) {
        var hashes = 1
        while scanner.peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        if scanner.peek(hashes) == UInt8(ascii: "\"") {
            SwiftStringLiteral.scan(&scanner, interpolationDepth: interpolationDepth)
        } else if hashes == 1, let next = scanner.peek(1), CodeByte.isIdentifierStart(next) {
            scanner.advance()
            scanner.advance(while: CodeByte.isIdentifierContinuation)
            scanner.emit(.attribute)
        } else {
            scanner.advance(hashes)
            scanner.emit(.plain)
        }
    }

    private static func scanWord(_ scanner: inout CodeScanner) {
        let start = scanner.position
        scanner.advance(while: CodeByte.isIdentifierContinuation)
        let word = scanner.text(start..<scanner.position)
        scanner.emit(kind(of: word, at: start, in: scanner))
    }

    private static func kind(of word: String, at start: Int, in scanner: CodeScanner) -> CodeToken.Kind {
        let isCapitalised = CodeByte.isUppercase(scanner.bytes[start])
        if scanner.isMember(at: start) {
            if word == "init" || word == "self" { return .keyword }
            return isCapitalised ? .type : .property
        }
        if SwiftKeywords.literals.contains(word) { return .literal }
        if SwiftKeywords.reserved.contains(word) { return .keyword }
        if SwiftKeywords.contextual.contains(word) {
            return SwiftKeywords.isUsedAsName(word, before: scanner.nextNonBlankByteOnLine()) ? .plain : .keyword
        }
        return isCapitalised ? .type : .plain
    }
}
