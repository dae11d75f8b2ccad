/// YAML: keys (property), quoted values (string), `true`, `false`, `null`, `~` (literal),
/// numbers, comments, the document markers `---` and `...` and directives (meta), anchors,
/// aliases and tags (attribute), and block scalars' lines (string). List dashes and other
/// values stay plain.
enum YAMLHighlighter {
    /// What one line leaves for the next.
    private struct State {
        /// The column a block scalar's lines are indented deeper than, while in one.
        var blockScalarOwner: Int?
        /// How many flow collections (`[`, `{`) are open: they may go on over lines.
        var flowDepth = 0
    }

    static func highlight(_ scanner: inout CodeScanner) {
        var state = State()
        while !scanner.isAtEnd {
            scanLine(&scanner, state: &state)
            scanner.advance()
            scanner.emit(.plain)
        }
    }

    private static func scanLine(_ scanner: inout CodeScanner, state: inout State) {
        let lineStart = scanner.position
        scanner.advance { $0 == UInt8(ascii: " ") }
        scanner.emit(.plain)
        let indent = scanner.position - lineStart
        if let owner = state.blockScalarOwner {
            if indent > owner || isBlankRest(scanner) {
                scanner.advanceToEndOfLine()
                scanner.emit(.string)
                return
            }
            state.blockScalarOwner = nil
        }
        if state.flowDepth > 0 {
            scanValue(&scanner, owner: indent, lineStart: lineStart, state: &state)
            return
        }
        if indent == 0, (scanner.hasPrefix("---") || scanner.hasPrefix("...")), isSeparator(scanner.peek(3)) {
            scanner.advance(3)
            scanner.emit(.meta)
        } else if indent == 0, scanner.peek() == UInt8(ascii: "%") {
            scanner.advanceToEndOfLine()
            scanner.emit(.meta)
            return
        }
        var owner = indent
        while scanner.peek() == UInt8(ascii: "-"), isSeparator(scanner.peek(1)) {
            owner = scanner.position - lineStart
            scanner.advance()
            scanner.advance(while: CodeByte.isSpaceOrTab)
            scanner.emit(.plain)
        }
        if let colon = keyColon(scanner) {
            owner = scanner.position - lineStart
            // The key is the text before the colon, without the spaces before it.
            var keyEnd = colon
            while keyEnd > scanner.position, CodeByte.isSpaceOrTab(scanner.bytes[keyEnd - 1]) { keyEnd -= 1 }
            scanner.position = keyEnd
            scanner.emit(.property)
            scanner.position = colon + 1
            scanner.emit(.plain)
        }
        scanValue(&scanner, owner: owner, lineStart: lineStart, state: &state)
    }

    /// The rest of a line: values, flow collections, comments.
    private static func scanValue(_ scanner: inout CodeScanner, owner: Int, lineStart: Int, state: inout State) {
        while let byte = scanner.peek(), byte != UInt8(ascii: "\n") {
            let isInFlow = state.flowDepth > 0
            switch byte {
            case _ where CodeByte.isWhitespace(byte):
                scanner.emitByte(.plain)
            case UInt8(ascii: "#") where scanner.position == lineStart || scanner.byte(before: scanner.position).map(CodeByte.isWhitespace) == true:
                scanner.scanLineComment()
            case UInt8(ascii: ":") where isSeparator(scanner.peek(1)):
                // A colon after a value (`&anchor key: x`) separates the next value.
                scanner.emitByte(.plain)
            case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"):
                scanner.advance { !CodeByte.isWhitespace($0) && !isFlowIndicator($0) }
                scanner.emit(.attribute)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                advancePastQuoted(&scanner)
                scanner.emit(isInFlow && scanner.peek() == UInt8(ascii: ":") ? .property : .string)
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                state.flowDepth += 1
                scanner.emitByte(.plain)
            case UInt8(ascii: "]") where isInFlow, UInt8(ascii: "}") where isInFlow, UInt8(ascii: ",") where isInFlow:
                if byte != UInt8(ascii: ",") { state.flowDepth -= 1 }
                scanner.emitByte(.plain)
            case UInt8(ascii: "|") where !isInFlow, UInt8(ascii: ">") where !isInFlow:
                scanner.advance()
                scanner.advance { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || CodeByte.isDigit($0) }
                scanner.emit(.plain)
                state.blockScalarOwner = owner
            default:
                scanPlainScalar(&scanner, isInFlow: isInFlow)
            }
        }
    }

    /// A plain scalar: a literal, a number, plain text, or in a flow mapping a key.
    private static func scanPlainScalar(_ scanner: inout CodeScanner, isInFlow: Bool) {
        let start = scanner.position
        var textEnd = start
        while let byte = scanner.peek(), byte != UInt8(ascii: "\n") {
            if scanner.position > start {
                if byte == UInt8(ascii: "#"), scanner.byte(before: scanner.position).map(CodeByte.isSpaceOrTab) == true { break }
                if byte == UInt8(ascii: ":"), isSeparator(scanner.peek(1)) || (isInFlow && scanner.peek(1).map(isFlowIndicator) == true) { break }
                if isInFlow, isFlowIndicator(byte) { break }
            }
            scanner.advance()
            if !CodeByte.isWhitespace(byte) { textEnd = scanner.position }
        }
        scanner.position = textEnd
        let isFlowKey = isInFlow && scanner.peek() == UInt8(ascii: ":")
        scanner.emit(isFlowKey ? .property : kind(ofScalar: scanner.bytes[start..<textEnd]))
    }

    private static func kind(ofScalar text: ArraySlice<UInt8>) -> CodeToken.Kind {
        if literals.contains(String(decoding: text, as: UTF8.self)) { return .literal }
        return YAMLNumber.matches(text) ? .number : .plain
    }

    private static let literals: Set<String> = ["true", "True", "TRUE", "false", "False", "FALSE", "null", "Null", "NULL", "~"]

    /// Where the `:` of a `key:` at the cursor is, if the line holds a key there.
    private static func keyColon(_ scanner: CodeScanner) -> Int? {
        var probe = scanner
        guard let first = probe.peek() else { return nil }
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            advancePastQuoted(&probe)
            probe.advance(while: CodeByte.isSpaceOrTab)
            return probe.peek() == UInt8(ascii: ":") && isSeparator(probe.peek(1)) ? probe.position : nil
        }
        guard !keyCannotStartWith.contains(first) else { return nil }
        while let byte = probe.peek(), byte != UInt8(ascii: "\n") {
            if byte == UInt8(ascii: "#"), probe.byte(before: probe.position).map(CodeByte.isSpaceOrTab) == true { return nil }
            if byte == UInt8(ascii: ":"), isSeparator(probe.peek(1)) {
                return probe.position > scanner.position ? probe.position : nil
            }
            probe.advance()
        }
        return nil
    }

    private static let keyCannotStartWith: Set<UInt8> = Set("[{]},&*!|>%@`#".utf8)

    /// Moves past a quoted scalar on its line: `'…'` (with `''` for a quote) or `"…"` (with escapes).
    private static func advancePastQuoted(_ scanner: inout CodeScanner) {
        guard let quote = scanner.peek() else { return }
        scanner.advance()
        while let byte = scanner.peek(), byte != UInt8(ascii: "\n") {
            scanner.advance()
            if byte == UInt8(ascii: "\\"), quote == UInt8(ascii: "\""), scanner.peek() != UInt8(ascii: "\n") {
                scanner.advance()
            } else if byte == quote {
                guard quote == UInt8(ascii: "'"), scanner.peek() == quote else { return }
                scanner.advance()
            }
        }
    }

    /// Whether `byte` (nil at the end) separates: white space or the end of the line.
    private static func isSeparator(_ byte: UInt8?) -> Bool {
        byte.map(CodeByte.isWhitespace) ?? true
    }

    private static func isBlankRest(_ scanner: CodeScanner) -> Bool {
        var probe = scanner
        probe.advance(while: CodeByte.isSpaceOrTab)
        return probe.peek() == nil || probe.peek() == UInt8(ascii: "\n") || probe.peek() == UInt8(ascii: "\r")
    }

    private static func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }
}
