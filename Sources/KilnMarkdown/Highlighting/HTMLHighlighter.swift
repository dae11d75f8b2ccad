/// HTML (and XML, SVG): tags' names (type), attributes' names (attribute) and values (string),
/// comments, entities (literal), doctypes and processing instructions (meta). A `<script>`'s
/// content is highlighted as JavaScript, a `<style>`'s as CSS.
enum HTMLHighlighter {
    static func highlight(_ scanner: inout CodeScanner) {
        while let byte = scanner.peek() {
            switch byte {
            case UInt8(ascii: "<"):
                scanMarkup(&scanner)
            case UInt8(ascii: "&"):
                scanEntity(&scanner)
            default:
                scanner.advance { $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: "&") }
                scanner.emit(.plain)
            }
        }
    }

    private static func scanMarkup(_ scanner: inout CodeScanner) {
        if scanner.hasPrefix("<!--") {
            scan(&scanner, through: "-->", as: .comment)
        } else if scanner.hasPrefix("<![CDATA[") {
            scan(&scanner, through: "]]>", as: .string)
        } else if scanner.hasPrefix("<!") || scanner.hasPrefix("<?") {
            scan(&scanner, through: ">", as: .meta)
        } else if scanner.peek(1) == UInt8(ascii: "/"), scanner.peek(2).map(CodeByte.isASCIILetter) == true {
            scanner.advance(2)
            scanner.emit(.plain)
            scanTagName(&scanner)
            scanner.advance { $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "<") }
            if scanner.peek() == UInt8(ascii: ">") { scanner.advance() }
            scanner.emit(.plain)
        } else if scanner.peek(1).map(CodeByte.isASCIILetter) == true {
            scanOpeningTag(&scanner)
        } else {
            scanner.emitByte(.plain)
        }
    }

    /// Everything up to and including `closing` (or to the end, unclosed), as `kind`.
    private static func scan(_ scanner: inout CodeScanner, through closing: String, as kind: CodeToken.Kind) {
        scanner.advance()
        while !scanner.isAtEnd, !scanner.skip(closing) { scanner.advance() }
        scanner.emit(kind)
    }

    /// Scans a tag's name as a type and returns it, lowercased.
    @discardableResult
    private static func scanTagName(_ scanner: inout CodeScanner) -> String {
        let start = scanner.position
        scanner.advance { CodeByte.isIdentifierContinuation($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") }
        scanner.emit(.type)
        return scanner.text(start..<scanner.position).lowercased()
    }

    private static func scanOpeningTag(_ scanner: inout CodeScanner) {
        scanner.emitByte(.plain)
        let name = scanTagName(&scanner)
        guard scanAttributes(&scanner) else { return }
        switch name {
        case "script": scanEmbedded(&scanner, closingTag: "</script", with: JavaScriptHighlighter.highlight)
        case "style": scanEmbedded(&scanner, closingTag: "</style", with: CSSHighlighter.highlight)
        default: break
        }
    }

    /// Scans a tag's attributes and its end; says whether the tag opened an element with
    /// content (ended with `>`, not `/>`, nor broken off by the code's end or another `<`).
    private static func scanAttributes(_ scanner: inout CodeScanner) -> Bool {
        while let byte = scanner.peek() {
            switch byte {
            case UInt8(ascii: ">"):
                scanner.emitByte(.plain)
                return true
            case UInt8(ascii: "/") where scanner.peek(1) == UInt8(ascii: ">"):
                scanner.advance(2)
                scanner.emit(.plain)
                return false
            case UInt8(ascii: "<"):
                return false
            case UInt8(ascii: "="):
                scanner.advance()
                scanner.advance(while: CodeByte.isWhitespace)
                scanner.emit(.plain)
                scanAttributeValue(&scanner)
            case _ where CodeByte.isWhitespace(byte) || byte == UInt8(ascii: "/"):
                scanner.emitByte(.plain)
            default:
                scanner.advance { !CodeByte.isWhitespace($0) && !attributeNameBreaks.contains($0) }
                scanner.emit(.attribute)
            }
        }
        return false
    }

    private static let attributeNameBreaks: Set<UInt8> = Set("=>/<".utf8)

    /// `"…"`, `'…'` (which may span lines) or an unquoted value.
    private static func scanAttributeValue(_ scanner: inout CodeScanner) {
        guard let quote = scanner.peek() else { return }
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            scanner.advance()
            scanner.advance { $0 != quote }
            scanner.advance()
        } else {
            scanner.advance { !CodeByte.isWhitespace($0) && $0 != UInt8(ascii: ">") }
        }
        scanner.emit(.string)
    }

    /// Hands the element's content, up to its closing tag, to another language's highlighter.
    private static func scanEmbedded(_ scanner: inout CodeScanner, closingTag: String, with highlight: (inout CodeScanner) -> Void) {
        var probe = scanner
        while !probe.isAtEnd, !probe.hasPrefix(closingTag, ignoringCase: true) { probe.advance() }
        scanner.scan(upTo: probe.position, highlight)
    }

    /// `&amp;`, `&#169;`, `&#x1F600;`: a literal; a `&` that starts none is plain.
    private static func scanEntity(_ scanner: inout CodeScanner) {
        var length = 1
        if scanner.peek(1) == UInt8(ascii: "#") { length += 1 }
        let nameStart = length
        while length < maximumEntityLength, let byte = scanner.peek(length), CodeByte.isASCIILetter(byte) || CodeByte.isDigit(byte) { length += 1 }
        if length > nameStart, scanner.peek(length) == UInt8(ascii: ";") {
            scanner.advance(length + 1)
            scanner.emit(.literal)
        } else {
            scanner.emitByte(.plain)
        }
    }

    /// Longer than any entity's name (the longest, `&CounterClockwiseContourIntegral;`, has 31 letters).
    private static let maximumEntityLength = 40
}
