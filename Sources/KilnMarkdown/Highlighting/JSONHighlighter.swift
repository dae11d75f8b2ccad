/// JSON: keys (property), strings, numbers, and `true`, `false`, `null` (literal). Comments
/// are highlighted too, for the JSON with comments many configuration files are.
enum JSONHighlighter {
    static func highlight(_ scanner: inout CodeScanner) {
        while let byte = scanner.peek() {
            switch byte {
            case UInt8(ascii: "\""):
                scanString(&scanner)
            case UInt8(ascii: "/") where scanner.peek(1) == UInt8(ascii: "/"):
                scanner.scanLineComment()
            case UInt8(ascii: "/") where scanner.peek(1) == UInt8(ascii: "*"):
                scanner.scanBlockComment(nests: false)
            case UInt8(ascii: "-") where scanner.peek(1).map(CodeByte.isDigit) == true:
                scanner.advance()
                scanner.advancePastNumber()
                scanner.emit(.number)
            case _ where CodeByte.isDigit(byte):
                scanner.advancePastNumber()
                scanner.emit(.number)
            case _ where CodeByte.isASCIILetter(byte):
                let start = scanner.position
                scanner.advance(while: CodeByte.isASCIILetter)
                scanner.emit(literals.contains(scanner.text(start..<scanner.position)) ? .literal : .plain)
            default:
                scanner.emitByte(.plain)
            }
        }
    }

    private static let literals: Set<String> = ["true", "false", "null"]

    /// A string, which is a key when a `:` follows it.
    private static func scanString(_ scanner: inout CodeScanner) {
        scanner.advancePastQuotedString(UInt8(ascii: "\""))
        let end = scanner.position
        scanner.advance(while: CodeByte.isWhitespace)
        let isKey = scanner.peek() == UInt8(ascii: ":")
        scanner.position = end
        scanner.emit(isKey ? .property : .string)
    }
}
