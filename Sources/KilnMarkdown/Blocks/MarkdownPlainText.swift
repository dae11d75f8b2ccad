/// The text a reader sees in rewritten inline Markdown (`MarkdownInlineRewriter`'s output),
/// markup taken away: escapes resolved, code spans' backticks, emphasis and strikethrough
/// markers and HTML tags dropped, and `[text](url)` reduced to its text. An image's alt text and
/// a heading's anchor are made from it.
///
/// It relies on what the rewriter guarantees: every unescaped backtick run opens or closes a
/// code span, and every unescaped `](` closes a link whose URL has no `)`.
enum MarkdownPlainText {
    static func of(_ markdown: [UInt8]) -> String {
        var reader = Reader(markdown: markdown)
        reader.read()
        return MarkdownBytes.string(reader.output.filter { $0 != Reader.removed })
    }

    private struct Reader {
        /// Marks a byte of `output` taken out afterwards (a link's `[`, known only at its `]`):
        /// NUL, which the parser replaced everywhere in the source.
        static let removed: UInt8 = 0

        let markdown: [UInt8]
        var output: [UInt8] = []
        var html: MarkdownHTMLScanner
        /// Where in `output` the `[`s not yet closed were written.
        var openBrackets: [Int] = []

        init(markdown: [UInt8]) {
            self.markdown = markdown
            html = MarkdownHTMLScanner(bytes: markdown, end: markdown.count)
        }

        mutating func read() {
            var index = 0
            while index < markdown.count {
                index = read(at: index)
            }
        }

        private mutating func read(at index: Int) -> Int {
            let byte = markdown[index]
            switch byte {
            case MarkdownBytes.backslash where index + 1 < markdown.count && MarkdownBytes.isASCIIPunctuation(markdown[index + 1]):
                output.append(markdown[index + 1])
                return index + 2
            case MarkdownBytes.backtick:
                return codeSpan(at: index)
            case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"):
                return delimiterRun(at: index)
            case UInt8(ascii: "["):
                openBrackets.append(output.count)
                output.append(byte)
            case UInt8(ascii: "]"):
                let opener = openBrackets.popLast()
                if index + 1 < markdown.count, markdown[index + 1] == UInt8(ascii: "("),
                    let close = markdown[(index + 2)...].firstIndex(of: UInt8(ascii: ")"))
                {
                    if let opener { output[opener] = Self.removed }
                    return close + 1
                }
                output.append(byte)
            case UInt8(ascii: "<"):
                if let end = html.inlineHTMLEnd(from: index) { return end }
                output.append(byte)
            case MarkdownBytes.newline:
                output.append(MarkdownBytes.space)
            default:
                output.append(byte)
            }
            return index + 1
        }

        /// The code without its backticks, up to the next run as long as the opening one.
        private mutating func codeSpan(at index: Int) -> Int {
            let length = runLength(at: index)
            var position = index + length
            while position < markdown.count {
                guard markdown[position] == MarkdownBytes.backtick else {
                    output.append(markdown[position])
                    position += 1
                    continue
                }
                let closing = runLength(at: position)
                if closing == length { return position + closing }
                output.append(contentsOf: markdown[position..<(position + closing)])
                position += closing
            }
            return position
        }

        /// A run of `*`, `_` or `~` next to text is emphasis or strikethrough and is dropped; one
        /// with spaces on both sides, or `_` inside a word (`snake_case`), is text.
        private mutating func delimiterRun(at index: Int) -> Int {
            let end = index + runLength(at: index)
            let before = index > 0 ? markdown[index - 1] : MarkdownBytes.space
            let after = end < markdown.count ? markdown[end] : MarkdownBytes.space
            let isText = (MarkdownBytes.isWhitespace(before) && MarkdownBytes.isWhitespace(after))
                || (markdown[index] == UInt8(ascii: "_") && !isBoundary(before) && !isBoundary(after))
            if isText { output.append(contentsOf: markdown[index..<end]) }
            return end
        }

        /// Whitespace or ASCII punctuation: where a word ends.
        private func isBoundary(_ byte: UInt8) -> Bool {
            MarkdownBytes.isWhitespace(byte) || MarkdownBytes.isASCIIPunctuation(byte)
        }

        private func runLength(at index: Int) -> Int {
            var end = index
            while end < markdown.count && markdown[end] == markdown[index] { end += 1 }
            return end - index
        }
    }
}
