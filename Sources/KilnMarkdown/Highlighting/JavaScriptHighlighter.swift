/// JavaScript and TypeScript: keywords (TypeScript's too), literals, numbers, strings, template
/// literals with their `${…}` highlighted as code, regular expression literals, comments,
/// decorators, types (capitalised names and TypeScript's primitive types) and members after a dot.
enum JavaScriptHighlighter {
    /// How deeply template literals may nest in each other's `${…}` before the rest is read as
    /// string text: hostile input cannot exhaust the stack.
    static let maximumTemplateDepth = 16

    static func highlight(_ scanner: inout CodeScanner) {
        scanCode(&scanner, templateDepth: 0)
    }

    /// Scans code to the end or, inside a template literal's `${…}` (`templateDepth > 0`), to the
    /// `}` that closes it, which is left for the template to take.
    private static func scanCode(_ scanner: inout CodeScanner, templateDepth: Int) {
        var openBraces = 0
        // Whether a `/` here would start a regular expression: after an operator or a keyword
        // such as `return`, not after a value (where it divides).
        var expectsOperand = true
        // A regular expression that did not close on its line: none can start before this.
        var noRegularExpressionBefore = 0
        while let byte = scanner.peek() {
            switch byte {
            case _ where CodeByte.isWhitespace(byte):
                scanner.emitByte(.plain)
                continue
            case UInt8(ascii: "/") where scanner.peek(1) == UInt8(ascii: "/"):
                scanner.scanLineComment()
                continue
            case UInt8(ascii: "/") where scanner.peek(1) == UInt8(ascii: "*"):
                scanner.scanBlockComment(nests: false)
                continue
            case UInt8(ascii: "/") where expectsOperand && scanner.position >= noRegularExpressionBefore:
                let regularExpression = JavaScriptRegularExpression.end(in: scanner)
                if let end = regularExpression.end {
                    scanner.position = end
                    scanner.emit(.string)
                    expectsOperand = false
                } else {
                    noRegularExpressionBefore = regularExpression.searchedTo
                    scanner.emitByte(.plain)
                }
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                scanner.scanQuotedString(byte)
            case UInt8(ascii: "`"):
                scanTemplate(&scanner, templateDepth: templateDepth)
            case UInt8(ascii: "{"):
                openBraces += 1
                scanner.emitByte(.plain)
                expectsOperand = true
                continue
            case UInt8(ascii: "}"):
                if templateDepth > 0, openBraces == 0 { return }
                openBraces -= 1
                scanner.emitByte(.plain)
                expectsOperand = true
                continue
            case UInt8(ascii: "@") where scanner.peek(1).map(CodeByte.isIdentifierStart) == true:
                scanner.advance()
                scanner.advance(while: isIdentifierContinuation)
                scanner.emit(.attribute)
                expectsOperand = true
                continue
            case UInt8(ascii: "#") where scanner.peek(1).map(CodeByte.isIdentifierStart) == true:
                // A private name, `#count`.
                scanner.advance()
                scanner.advance(while: isIdentifierContinuation)
                scanner.emit(.plain)
            case UInt8(ascii: ".") where scanner.peek(1).map(CodeByte.isDigit) == true && !isIdentifierContinuation(scanner.byte(before: scanner.position) ?? 0):
                scanNumber(&scanner)
            case _ where CodeByte.isDigit(byte):
                scanNumber(&scanner)
            case _ where CodeByte.isIdentifierStart(byte) || byte == UInt8(ascii: "$"):
                let word = scanWord(&scanner)
                expectsOperand = keywordsBeforeOperands.contains(word)
                continue
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                scanner.emitByte(.plain)
            default:
                scanner.emitByte(.plain)
                expectsOperand = true
                continue
            }
            expectsOperand = false
        }
    }

    /// `` `…${expression}…` ``: the expression is code, the `${` and `}` string.
    private static func scanTemplate(_ scanner: inout CodeScanner, templateDepth: Int) {
        scanner.advance()
        while let byte = scanner.peek() {
            if byte == UInt8(ascii: "\\") {
                scanner.advance(2)
            } else if byte == UInt8(ascii: "`") {
                scanner.advance()
                break
            } else if byte == UInt8(ascii: "$"), scanner.peek(1) == UInt8(ascii: "{"), templateDepth < maximumTemplateDepth {
                scanner.advance(2)
                scanner.emit(.string)
                scanCode(&scanner, templateDepth: templateDepth + 1)
                scanner.advance()
            } else {
                scanner.advance()
            }
        }
        scanner.emit(.string)
    }

    private static func scanNumber(_ scanner: inout CodeScanner) {
        scanner.advancePastNumber()
        // A BigInt: `10n`.
        if scanner.peek() == UInt8(ascii: "n") { scanner.advance() }
        scanner.emit(.number)
    }

    /// Scans a word, emits it as what it is, and returns it.
    private static func scanWord(_ scanner: inout CodeScanner) -> String {
        let start = scanner.position
        scanner.advance(while: isIdentifierContinuation)
        let word = scanner.text(start..<scanner.position)
        scanner.emit(kind(of: word, at: start, in: scanner))
        return word
    }

    private static func kind(of word: String, at start: Int, in scanner: CodeScanner) -> CodeToken.Kind {
        let isCapitalised = CodeByte.isUppercase(scanner.bytes[start])
        if scanner.isMember(at: start) { return isCapitalised ? .type : .property }
        if JavaScriptKeywords.literals.contains(word) { return .literal }
        if JavaScriptKeywords.reserved.contains(word) { return .keyword }
        if JavaScriptKeywords.contextual.contains(word) {
            return JavaScriptKeywords.isUsedAsName(word, before: scanner.nextNonBlankByteOnLine()) ? .plain : .keyword
        }
        if JavaScriptKeywords.primitiveTypes.contains(word) || isCapitalised { return .type }
        return .plain
    }

    private static let keywordsBeforeOperands: Set<String> = [
        "return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield", "await",
    ]

    private static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        CodeByte.isIdentifierContinuation(byte) || byte == UInt8(ascii: "$")
    }
}
