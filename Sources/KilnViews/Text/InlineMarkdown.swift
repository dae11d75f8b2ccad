import KilnTree

/// The inline Markdown that SwiftUI renders in a localized string key: `**strong**`,
/// `*emphasis*` (and `_` forms), `` `code` ``, `~~strikethrough~~`, `[links](url)` and
/// backslash escapes. Anything unmatched stays literal text.
nonisolated enum InlineMarkdown {
    /// Whether `byte` can start Markdown; text without any such byte is plain. A switch, not a
    /// set: it is asked of every byte of every literal text.
    static func isMarker(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "~"), UInt8(ascii: "["), UInt8(ascii: "\\"): true
        default: false
        }
    }

    static func parse(_ source: String) -> [TextRun] {
        guard source.utf8.contains(where: isMarker) else {
            return source.isEmpty ? [] : [TextRun(source)]
        }
        var parser = Parser(characters: Array(source))
        parser.parse(parser.characters.indices, style: TextRun(""))
        parser.flush()
        return parser.runs
    }

    private struct Parser {
        let characters: [Character]
        var runs: [TextRun] = []
        private var pending = TextRun("")

        init(characters: [Character]) {
            self.characters = characters
        }

        mutating func flush() {
            if !pending.text.isEmpty { runs.append(pending) }
            pending.text = ""
        }

        private mutating func append(_ text: some StringProtocol, style: TextRun) {
            if style != pending.withText("") {
                flush()
                pending = style
            }
            pending.text += text
        }

        mutating func parse(_ range: Range<Int>, style: TextRun) {
            var index = range.lowerBound
            while index < range.upperBound {
                let character = characters[index]
                switch character {
                case "\\" where index + 1 < range.upperBound && characters[index + 1].isPunctuationOrSymbol:
                    append(String(characters[index + 1]), style: style)
                    index += 2
                    continue
                case "`":
                    if let end = codeSpanEnd(from: index, limit: range.upperBound) {
                        var code = style
                        code.isCode = true
                        append(String(characters[(index + end.ticks)..<end.close]), style: code)
                        index = end.close + end.ticks
                        continue
                    }
                case "[":
                    if let link = linkEnd(from: index, limit: range.upperBound) {
                        var linked = style
                        linked.link = link.url
                        parse((index + 1)..<link.labelEnd, style: linked)
                        index = link.end
                        continue
                    }
                case "*", "_", "~":
                    if let span = emphasisEnd(from: index, limit: range.upperBound) {
                        var inner = style
                        switch (character, span.length) {
                        case ("~", _): inner.isStrikethrough = true
                        case (_, 1): inner.isEmphasized = true
                        case (_, 2): inner.isStrong = true
                        default:
                            inner.isStrong = true
                            inner.isEmphasized = true
                        }
                        parse((index + span.length)..<span.close, style: inner)
                        index = span.close + span.length
                        continue
                    }
                    // An unmatched delimiter run is literal text, all of it.
                    let length = runLength(of: character, from: index, limit: range.upperBound)
                    append(String(repeating: character, count: length), style: style)
                    index += length
                    continue
                default:
                    break
                }
                append(String(character), style: style)
                index += 1
            }
        }

        private func runLength(of character: Character, from start: Int, limit: Int) -> Int {
            var end = start
            while end < limit && characters[end] == character { end += 1 }
            return end - start
        }

        private func codeSpanEnd(from start: Int, limit: Int) -> (ticks: Int, close: Int)? {
            let ticks = runLength(of: "`", from: start, limit: limit)
            var index = start + ticks
            while index < limit {
                if characters[index] == "`" {
                    let length = runLength(of: "`", from: index, limit: limit)
                    if length == ticks { return (ticks, index) }
                    index += length
                } else {
                    index += 1
                }
            }
            return nil
        }

        private func linkEnd(from start: Int, limit: Int) -> (labelEnd: Int, url: String, end: Int)? {
            var depth = 0
            var index = start
            while index < limit {
                switch characters[index] {
                case "\\": index += 1
                case "[": depth += 1
                case "]":
                    depth -= 1
                    if depth == 0 {
                        guard index + 1 < limit, characters[index + 1] == "(",
                            let close = characters[(index + 2)..<limit].firstIndex(of: ")")
                        else { return nil }
                        let url = String(characters[(index + 2)..<close]).trimmingSpaces
                        return url.isEmpty || url.contains(" ") ? nil : (index, url, close + 1)
                    }
                default: break
                }
                index += 1
            }
            return nil
        }

        private func emphasisEnd(from start: Int, limit: Int) -> (length: Int, close: Int)? {
            let delimiter = characters[start]
            let length = runLength(of: delimiter, from: start, limit: limit)
            guard length <= 3, delimiter != "~" || length == 2 else { return nil }
            let after = start + length
            // An opening run must be followed by text, and `_` must not sit inside a word.
            guard after < limit, !characters[after].isWhitespace else { return nil }
            if delimiter == "_", start > 0, characters[start - 1].isLetterOrNumber { return nil }
            var index = after
            while index < limit {
                let character = characters[index]
                if character == "`", let code = codeSpanEnd(from: index, limit: limit) {
                    index = code.close + code.ticks
                    continue
                }
                if character == delimiter {
                    let closing = runLength(of: delimiter, from: index, limit: limit)
                    let closesWord = !characters[index - 1].isWhitespace
                    let endsWord = delimiter != "_" || index + closing >= limit
                        || !characters[index + closing].isLetterOrNumber
                    if closing == length && closesWord && endsWord && index > after { return (length, index) }
                    index += closing
                    continue
                }
                index += 1
            }
            return nil
        }
    }
}

nonisolated extension TextRun {
    fileprivate func withText(_ text: String) -> TextRun {
        var copy = self
        copy.text = text
        return copy
    }
}

nonisolated extension Character {
    fileprivate var isPunctuationOrSymbol: Bool { isPunctuation || isSymbol }
    fileprivate var isLetterOrNumber: Bool { isLetter || isNumber }
}

nonisolated extension String {
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
