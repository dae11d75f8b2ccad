/// CSS: selectors (type), properties (property), values (literal for keywords such as `auto`,
/// number for numbers with their units and for colours such as `#0a84ff`), at-rules
/// (attribute), `!important` (keyword), strings and comments. Rules may nest, as in CSS nesting
/// and `@media`.
enum CSSHighlighter {
    /// How deeply blocks may nest before deeper braces are read flat: hostile input
    /// (`{{{{…`) cannot exhaust the stack.
    static let maximumNesting = 32

    static func highlight(_ scanner: inout CodeScanner) {
        scanItems(&scanner, nesting: 0)
    }

    /// Scans rules, at-rules and declarations to the end or, in a block (`nesting > 0`), to the
    /// `}` that closes it, which is left for the block to take.
    private static func scanItems(_ scanner: inout CodeScanner, nesting: Int) {
        while let byte = scanner.peek() {
            switch byte {
            case _ where CodeByte.isWhitespace(byte), UInt8(ascii: ";"):
                scanner.emitByte(.plain)
            case UInt8(ascii: "/") where scanner.peek(1) == UInt8(ascii: "*"):
                scanner.scanBlockComment(nests: false)
            case UInt8(ascii: "}"):
                if nesting > 0 { return }
                scanner.emitByte(.plain)
            case UInt8(ascii: "@"):
                scanner.advance()
                scanner.advance(while: isNameByte)
                scanner.emit(.attribute)
                scanValue(&scanner)
                scanBlock(&scanner, nesting: nesting)
            default:
                if opensBlock(scanner) {
                    scanSelector(&scanner)
                    scanBlock(&scanner, nesting: nesting)
                } else {
                    scanDeclaration(&scanner)
                }
            }
        }
    }

    /// A `{ … }` block at the cursor, if there is one.
    private static func scanBlock(_ scanner: inout CodeScanner, nesting: Int) {
        guard scanner.peek() == UInt8(ascii: "{") else { return }
        scanner.emitByte(.plain)
        guard nesting < maximumNesting else { return }
        scanItems(&scanner, nesting: nesting + 1)
        if scanner.peek() == UInt8(ascii: "}") { scanner.emitByte(.plain) }
    }

    /// Whether the item at the cursor is a rule (`a:hover { … }`) rather than a declaration
    /// (`color: red;`), which also may hold a colon: whichever of `{`, `;` and `}` comes first.
    private static func opensBlock(_ scanner: CodeScanner) -> Bool {
        var probe = scanner
        while let byte = probe.peek() {
            switch byte {
            case UInt8(ascii: "{"): return true
            case UInt8(ascii: ";"), UInt8(ascii: "}"): return false
            case UInt8(ascii: "\""), UInt8(ascii: "'"): probe.advancePastQuotedString(byte)
            case UInt8(ascii: "/") where probe.peek(1) == UInt8(ascii: "*"): probe.scanBlockComment(nests: false)
            default: probe.advance()
            }
        }
        return false
    }

    /// A selector, up to its block's `{`: names, classes, ids and pseudo-classes as types;
    /// combinators and commas plain.
    private static func scanSelector(_ scanner: inout CodeScanner) {
        while let byte = scanner.peek(), byte != UInt8(ascii: "{"), byte != UInt8(ascii: ";"), byte != UInt8(ascii: "}") {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                scanner.scanQuotedString(byte)
            case UInt8(ascii: "/") where scanner.peek(1) == UInt8(ascii: "*"):
                scanner.scanBlockComment(nests: false)
            case _ where CodeByte.isWhitespace(byte) || selectorPunctuation.contains(byte):
                scanner.emitByte(.plain)
            default:
                // At least one byte: a `/` that starts no comment is part of the selector.
                scanner.advance()
                scanner.advance { !CodeByte.isWhitespace($0) && !selectorBreaks.contains($0) }
                scanner.emit(.type)
            }
        }
    }

    private static let selectorPunctuation: Set<UInt8> = Set(",>+~()".utf8)
    private static let selectorBreaks: Set<UInt8> = Set(",>+~(){};\"'/".utf8)

    /// `property: value`, up to (not including) its `;` or the block's `}`.
    private static func scanDeclaration(_ scanner: inout CodeScanner) {
        scanner.advance { !CodeByte.isWhitespace($0) && !declarationNameBreaks.contains($0) }
        scanner.emit(.property)
        scanValue(&scanner)
    }

    private static let declarationNameBreaks: Set<UInt8> = Set(":;{}".utf8)

    /// A value (or an at-rule's prelude), up to a `;`, `{` or `}`.
    private static func scanValue(_ scanner: inout CodeScanner) {
        while let byte = scanner.peek(), byte != UInt8(ascii: ";"), byte != UInt8(ascii: "{"), byte != UInt8(ascii: "}") {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                scanner.scanQuotedString(byte)
            case UInt8(ascii: "/") where scanner.peek(1) == UInt8(ascii: "*"):
                scanner.scanBlockComment(nests: false)
            case UInt8(ascii: "#") where scanner.peek(1).map(isNameByte) == true:
                scanner.advance()
                scanner.advance(while: isNameByte)
                scanner.emit(.number)
            case UInt8(ascii: "!") where scanner.peek(1).map(CodeByte.isASCIILetter) == true:
                scanner.advance()
                scanner.advance(while: CodeByte.isASCIILetter)
                scanner.emit(.keyword)
            case _ where startsNumber(scanner):
                if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { scanner.advance() }
                scanner.advancePastNumber()
                // Its unit: `px`, `rem`, `%`.
                scanner.advance { CodeByte.isASCIILetter($0) || $0 == UInt8(ascii: "%") }
                scanner.emit(.number)
            case _ where CodeByte.isIdentifierStart(byte) || (byte == UInt8(ascii: "-") && scanner.peek(1).map(isNameByte) == true):
                scanValueWord(&scanner)
            default:
                scanner.emitByte(.plain)
            }
        }
    }

    /// A number: a digit, or a `.`, `+` or `-` before one.
    private static func startsNumber(_ scanner: CodeScanner) -> Bool {
        guard let byte = scanner.peek() else { return false }
        if CodeByte.isDigit(byte) { return true }
        let isSign = byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
        if isSign, scanner.peek(1) == UInt8(ascii: "."), let digit = scanner.peek(2) { return CodeByte.isDigit(digit) }
        guard isSign || byte == UInt8(ascii: "."), let next = scanner.peek(1) else { return false }
        return CodeByte.isDigit(next)
    }

    /// A word in a value: a custom property (`--accent`) or a media feature (`max-width:`) as a
    /// property, a function's name (`rgb(`) plain, with an unquoted `url(…)`'s address as a
    /// string; any other word a literal.
    private static func scanValueWord(_ scanner: inout CodeScanner) {
        let start = scanner.position
        scanner.advance(while: isNameByte)
        let word = scanner.text(start..<scanner.position)
        if word.hasPrefix("--") || scanner.nextNonBlankByteOnLine() == UInt8(ascii: ":") {
            scanner.emit(.property)
        } else if scanner.peek() == UInt8(ascii: "(") {
            scanner.emitByte(.plain)
            guard word.lowercased() == "url", let next = scanner.peek(), next != UInt8(ascii: "\""), next != UInt8(ascii: "'") else { return }
            scanner.advance { $0 != UInt8(ascii: ")") && $0 != UInt8(ascii: "\n") }
            scanner.emit(.string)
        } else {
            scanner.emit(.literal)
        }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        CodeByte.isIdentifierContinuation(byte) || byte == UInt8(ascii: "-")
    }
}
