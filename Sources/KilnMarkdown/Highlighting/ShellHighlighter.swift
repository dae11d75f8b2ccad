/// Shell scripts (sh, bash, zsh) and terminal sessions. A snippet whose first non-blank line
/// starts with a prompt, `$ ` or `% `, is a session: each such line is the prompt (meta) and a
/// command, every other line the commands' output (plain). Anything else is a script.
enum ShellHighlighter {
    static func highlight(_ scanner: inout CodeScanner) {
        if startsWithPrompt(scanner) {
            scanSession(&scanner)
        } else {
            scanScript(&scanner)
        }
    }

    private static func startsWithPrompt(_ scanner: CodeScanner) -> Bool {
        var probe = scanner
        probe.advance(while: CodeByte.isWhitespace)
        // The prompt starts its line: back up over the indentation skipped with the blank lines.
        while let previous = probe.byte(before: probe.position), CodeByte.isSpaceOrTab(previous) { probe.position -= 1 }
        return isAtPrompt(probe)
    }

    private static func isAtPrompt(_ scanner: CodeScanner) -> Bool {
        (scanner.peek() == UInt8(ascii: "$") || scanner.peek() == UInt8(ascii: "%")) && scanner.peek(1) == UInt8(ascii: " ")
    }

    private static func scanSession(_ scanner: inout CodeScanner) {
        while !scanner.isAtEnd {
            if isAtPrompt(scanner) {
                scanner.advance(2)
                scanner.emit(.meta)
                scanner.scan(upTo: commandEnd(scanner), scanScript)
            } else {
                scanner.advanceToEndOfLine()
                scanner.emit(.plain)
            }
            scanner.advance()
            scanner.emit(.plain)
        }
    }

    /// The end of the command after a prompt: its line's end, or a later line's where lines end
    /// in a backslash, which continues the command.
    private static func commandEnd(_ scanner: CodeScanner) -> Int {
        var probe = scanner
        while true {
            probe.advanceToEndOfLine()
            var lineEnd = probe.position
            if probe.byte(before: lineEnd) == UInt8(ascii: "\r") { lineEnd -= 1 }
            guard probe.byte(before: lineEnd) == UInt8(ascii: "\\"), !probe.isAtEnd else { return probe.position }
            probe.advance()
        }
    }

    /// A script: comments, strings, variables (attribute), keywords, numbers.
    private static func scanScript(_ scanner: inout CodeScanner) {
        var isAtWordStart = true
        while let byte = scanner.peek() {
            switch byte {
            case _ where CodeByte.isWhitespace(byte), UInt8(ascii: ";"), UInt8(ascii: "|"), UInt8(ascii: "&"),
                 UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "`"):
                scanner.emitByte(.plain)
                isAtWordStart = true
                continue
            case UInt8(ascii: "#") where isAtWordStart:
                scanner.scanLineComment()
            case UInt8(ascii: "'"):
                scanner.advance()
                scanner.advance { $0 != UInt8(ascii: "'") }
                scanner.advance()
                scanner.emit(.string)
            case UInt8(ascii: "\""):
                scanDoubleQuoted(&scanner)
            case UInt8(ascii: "$"):
                scanDollar(&scanner)
            case UInt8(ascii: "\\"):
                scanner.advance(2)
                scanner.emit(.plain)
            default:
                scanWord(&scanner, isAtWordStart: isAtWordStart)
            }
            isAtWordStart = false
        }
    }

    /// `"…"`: a string in which variables are still variables.
    private static func scanDoubleQuoted(_ scanner: inout CodeScanner) {
        scanner.advance()
        while let byte = scanner.peek() {
            switch byte {
            case UInt8(ascii: "\""):
                scanner.emitByte(.string)
                return
            case UInt8(ascii: "\\"):
                scanner.advance(2)
            case UInt8(ascii: "$") where isVariableStart(scanner.peek(1)):
                scanner.emit(.string)
                scanDollar(&scanner)
            default:
                scanner.advance()
            }
        }
        scanner.emit(.string)
    }

    private static func isVariableStart(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte == UInt8(ascii: "{") || CodeByte.isIdentifierContinuation(byte) || specialParameters.contains(byte)
    }

    /// `$@`, `$#`, `$?`, `$$`, `$!`, `$*`, `$-`: the shell's special parameters.
    private static let specialParameters: Set<UInt8> = Set("@#?$!*-".utf8)

    /// A variable (`$HOME`, `${name:-x}`, `$1`, `$?`), an ANSI-C string (`$'…'`); a `$` before
    /// anything else is plain, as in `$(command)`.
    private static func scanDollar(_ scanner: inout CodeScanner) {
        guard let next = scanner.peek(1) else {
            scanner.emitByte(.plain)
            return
        }
        switch next {
        case UInt8(ascii: "{"):
            scanner.advance(2)
            scanner.advance { $0 != UInt8(ascii: "}") && $0 != UInt8(ascii: "\n") }
            if scanner.peek() == UInt8(ascii: "}") { scanner.advance() }
            scanner.emit(.attribute)
        case UInt8(ascii: "'"):
            scanner.advance(2)
            while let byte = scanner.peek(), byte != UInt8(ascii: "'") { scanner.advance(byte == UInt8(ascii: "\\") ? 2 : 1) }
            scanner.advance()
            scanner.emit(.string)
        case _ where CodeByte.isDigit(next) || specialParameters.contains(next):
            scanner.advance(2)
            scanner.emit(.attribute)
        case _ where CodeByte.isIdentifierStart(next):
            scanner.advance()
            scanner.advance(while: CodeByte.isIdentifierContinuation)
            scanner.emit(.attribute)
        default:
            scanner.emitByte(.plain)
        }
    }

    /// A word: a keyword where a command or clause starts, an assignment's name, a number, or
    /// plain (commands, arguments, options, paths).
    private static func scanWord(_ scanner: inout CodeScanner, isAtWordStart: Bool) {
        let start = scanner.position
        scanner.advance(while: isWordByte)
        let word = scanner.bytes[start..<scanner.position]
        if isAtWordStart, let equals = word.firstIndex(of: UInt8(ascii: "=")), equals > start,
           word[start..<equals].allSatisfy(CodeByte.isIdentifierContinuation), !CodeByte.isDigit(word[start]) {
            // `NAME=value`: the name is a variable; the value is scanned as words are.
            scanner.position = equals
            scanner.emit(.attribute)
            scanner.emitByte(.plain)
            return
        }
        if isAtWordStart, keywords.contains(scanner.text(start..<scanner.position)) {
            scanner.emit(.keyword)
        } else if word.allSatisfy(CodeByte.isDigit) {
            scanner.emit(.number)
        } else {
            scanner.emit(.plain)
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        !CodeByte.isWhitespace(byte) && !wordBreaks.contains(byte)
    }

    private static let wordBreaks: Set<UInt8> = Set(";|&()<>`'\"$\\".utf8)

    private static let keywords: Set<String> = [
        "if", "then", "else", "elif", "fi", "case", "esac", "for", "select", "while", "until", "do", "done",
        "in", "function", "time", "return", "exit", "break", "continue", "export", "local", "readonly",
        "declare", "typeset", "unset", "shift", "source", "alias", "eval", "exec", "trap",
    ]
}
