/// Markdown within a line: emphasis, code spans, links, images and autolinks, each closing on
/// its line (a line is what a highlighter can judge without parsing the document).
enum MarkdownInlineHighlighter {
    /// Code spans opened by longer runs of backticks are left plain, so that a line of many
    /// different runs costs a bounded number of searches.
    private static let longestCodeSpanFence = 16

    /// Scans from the cursor to the end of its line (not past it).
    static func scan(_ scanner: inout CodeScanner) {
        var probe = scanner
        probe.advanceToEndOfLine()
        var closers = LineCloserSearch(lineEnd: probe.position)
        while let byte = scanner.peek(), byte != UInt8(ascii: "\n") {
            switch byte {
            case UInt8(ascii: "\\") where scanner.peek(1).map(isASCIIPunctuation) == true:
                scanner.advance(2)
                scanner.emit(.plain)
            case UInt8(ascii: "`"):
                scanCodeSpan(&scanner, closers: &closers)
            case UInt8(ascii: "*"), UInt8(ascii: "_"):
                scanEmphasis(&scanner, closers: &closers)
            case UInt8(ascii: "["):
                scanLink(&scanner, prefixLength: 0, closers: &closers)
            case UInt8(ascii: "!") where scanner.peek(1) == UInt8(ascii: "["):
                scanLink(&scanner, prefixLength: 1, closers: &closers)
            case UInt8(ascii: "<") where scanner.hasPrefix("<http://") || scanner.hasPrefix("<https://") || scanner.hasPrefix("<mailto:"):
                scanAutolink(&scanner, closers: &closers)
            default:
                scanner.advance()
                scanner.advance { !specialBytes.contains($0) }
                scanner.emit(.plain)
            }
        }
    }

    private static let specialBytes: Set<UInt8> = Set("\\`*_[!<\n".utf8)

    /// `` `code` ``: closed by a run of as many backticks.
    private static func scanCodeSpan(_ scanner: inout CodeScanner, closers: inout LineCloserSearch) {
        let length = runLength(in: scanner, of: UInt8(ascii: "`"))
        let closer = length <= longestCodeSpanFence
            ? closers.next(.codeSpan(length: length), from: scanner.position + length, in: scanner)
            : nil
        if let closer {
            scanner.position = closer + length
            scanner.emit(.string)
        } else {
            scanner.advance(length)
            scanner.emit(.plain)
        }
    }

    /// `*a*`, `__b__`, `***c***`: an opener followed by text, closed by a run of as many of its
    /// character after text. `_` does not open or close within a word (`snake_case`).
    private static func scanEmphasis(_ scanner: inout CodeScanner, closers: inout LineCloserSearch) {
        guard let character = scanner.peek() else { return }
        let length = runLength(in: scanner, of: character)
        let isUnderscore = character == UInt8(ascii: "_")
        let opensWithinWord = isUnderscore && scanner.byte(before: scanner.position).map(isAlphanumeric) == true
        let textFollows = scanner.peek(length).map { !CodeByte.isWhitespace($0) } ?? false
        let closer = length <= 3 && textFollows && !opensWithinWord
            ? closers.next(.emphasis(character, length: length), from: scanner.position + length, in: scanner)
            : nil
        if let closer {
            scanner.position = closer + length
            scanner.emit(.literal)
        } else {
            scanner.advance(length)
            scanner.emit(.plain)
        }
    }

    /// `[text](destination)`, `[text][reference]`, and images, `![alt](source)`: the bracketed
    /// text as a property, the destination or reference as an attribute.
    private static func scanLink(_ scanner: inout CodeScanner, prefixLength: Int, closers: inout LineCloserSearch) {
        let textStart = scanner.position + prefixLength + 1
        guard let textEnd = closers.next(.linkTextEnd, from: textStart, in: scanner),
              textEnd + 1 < closers.lineEnd,
              case let opening = scanner.bytes[textEnd + 1], opening == UInt8(ascii: "(") || opening == UInt8(ascii: "["),
              let destinationEnd = closers.next(.linkDestinationEnd(opening == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "]")), from: textEnd + 2, in: scanner)
        else {
            scanner.advance(prefixLength + 1)
            scanner.emit(.plain)
            return
        }
        scanner.position = textEnd + 1
        scanner.emit(.property)
        scanner.position = destinationEnd + 1
        scanner.emit(.attribute)
    }

    /// `<https://example.com>`.
    private static func scanAutolink(_ scanner: inout CodeScanner, closers: inout LineCloserSearch) {
        if let end = closers.next(.autolinkEnd, from: scanner.position + 1, in: scanner) {
            scanner.position = end + 1
            scanner.emit(.attribute)
        } else {
            scanner.emitByte(.plain)
        }
    }

    private static func runLength(in scanner: CodeScanner, of character: UInt8) -> Int {
        var length = 1
        while scanner.peek(length) == character { length += 1 }
        return length
    }

    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        CodeByte.isASCIILetter(byte) || CodeByte.isDigit(byte) || byte >= 0x80
    }

    private static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x7E).contains(byte) && !CodeByte.isASCIILetter(byte) && !CodeByte.isDigit(byte)
    }
}
