/// The front matter errors, written once so that each says what is wrong the same way wherever
/// the reader meets it.
extension FrontMatterError {
    static let unclosedFrontMatter = FrontMatterError(line: 1, message: "front matter opened at line 1 is never closed with ---")

    static func notAMapping(line: Int) -> FrontMatterError {
        FrontMatterError(line: line, message: "front matter must be 'key: value' lines, not a single value or a list")
    }

    static func nulByte(line: Int) -> FrontMatterError {
        FrontMatterError(line: line, message: "front matter cannot contain a NUL byte")
    }

    static func tabIndentation(line: Int) -> FrontMatterError {
        FrontMatterError(line: line, message: "tabs are not allowed for indentation in YAML")
    }

    static func directive(line: Int) -> FrontMatterError {
        FrontMatterError(line: line, message: "YAML directives such as %YAML are not supported in front matter")
    }

    static func secondDocument(line: Int) -> FrontMatterError {
        FrontMatterError(line: line, message: "front matter is one YAML document: a '---' or '...' line inside it is not supported")
    }

    static func duplicateKey(_ key: String, firstLine: Int, secondLine: Int) -> FrontMatterError {
        FrontMatterError(line: secondLine, message: "key '\(key)' is written twice: at lines \(firstLine) and \(secondLine)")
    }

    static func nodeProperty(line: Int) -> FrontMatterError {
        FrontMatterError(line: line, message: "anchors, aliases and tags are not supported")
    }

    static func nestedTooDeeply(line: Int) -> FrontMatterError {
        FrontMatterError(line: line, message: "front matter is nested more than \(YAMLReader.maximumNesting) levels deep")
    }

    static func unexpectedIndentation(line: Int) -> FrontMatterError {
        FrontMatterError(line: line, message: "unexpected indentation: this line is indented deeper than the entries around it")
    }

    static func strayLine(line: Int) -> FrontMatterError {
        FrontMatterError(line: line, message: "this line does not continue the entries above it: check its indentation")
    }

    static func expectedKey(line: Int) -> FrontMatterError {
        FrontMatterError(line: line, message: "expected 'key: value' here, like the lines above at this indentation (a space must follow the ':')")
    }

    static func listItemAmongKeys(line: Int) -> FrontMatterError {
        FrontMatterError(line: line, message: "a list item cannot stand among 'key: value' lines: put the list under a key that has no value on its line")
    }

    static func listAfterKey(line: Int) -> FrontMatterError {
        FrontMatterError(line: line, message: "a list cannot start on its key's line: put each '- item' on a line of its own below the key")
    }

    static func colonInPlainValue(line: Int) -> FrontMatterError {
        FrontMatterError(line: line, message: "a value without quotes cannot contain ': ' (or end with ':'): put the value in quotes, or check the line's indentation")
    }

    static func reservedStart(_ character: Character, line: Int) -> FrontMatterError {
        FrontMatterError(line: line, message: "text without quotes cannot start with '\(character)': put it in quotes")
    }

    static func complexKey(line: Int) -> FrontMatterError {
        FrontMatterError(line: line, message: "complex keys ('? ') are not supported: write 'key: value'")
    }

    static func textAfterValue(line: Int) -> FrontMatterError {
        FrontMatterError(line: line, message: "unexpected text after the value: only a comment may follow a quoted value or a [list] or {mapping} on its line")
    }

    static func unclosedQuote(_ quote: Character, line: Int) -> FrontMatterError {
        FrontMatterError(line: line, message: "the quoted value is not closed with \(quote) on its line (values in quotes must end on the line they start)")
    }

    static func unknownEscape(_ escape: String, line: Int) -> FrontMatterError {
        FrontMatterError(line: line, message: "'\\\(escape)' is not an escape YAML knows in a double-quoted value (write '\\\\' for a backslash)")
    }

    static func invalidCodePoint(_ escape: String, line: Int) -> FrontMatterError {
        FrontMatterError(line: line, message: "'\(escape)' is not a Unicode character")
    }

    static func unclosedFlow(_ opening: Character, line: Int) -> FrontMatterError {
        let closing = opening == "[" ? "]" : "}"
        return FrontMatterError(line: line, message: "'\(opening)' is not closed with '\(closing)' on its line (a [list] or {mapping} must end on the line it starts)")
    }

    static func expectedFlowValue(line: Int) -> FrontMatterError {
        FrontMatterError(line: line, message: "expected a value between the commas")
    }

    static func expectedFlowSeparator(_ closing: Character, line: Int) -> FrontMatterError {
        FrontMatterError(line: line, message: "expected ',' or '\(closing)' after the value")
    }

    static func pairInFlowSequence(line: Int) -> FrontMatterError {
        FrontMatterError(line: line, message: "a 'key: value' pair inside [ ] is not supported: write it in { }")
    }

    static func collectionAsKey(line: Int) -> FrontMatterError {
        FrontMatterError(line: line, message: "a key must be text, not a [list] or {mapping}")
    }

    static func missingSpaceAfterColon(_ key: String, line: Int) -> FrontMatterError {
        FrontMatterError(line: line, message: "'\(key)' has no value: write a space after the ':' to give one")
    }

    static func missingKey(line: Int) -> FrontMatterError {
        FrontMatterError(line: line, message: "a key is missing before the ':'")
    }

    static func blockScalarHeader(line: Int) -> FrontMatterError {
        FrontMatterError(line: line, message: "after '|' or '>' only '+' or '-', an indentation digit 1–9 and a comment may follow on the line")
    }
}
