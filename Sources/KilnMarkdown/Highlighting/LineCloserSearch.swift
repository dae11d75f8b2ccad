/// Finds, within one line, the next closer of each kind of Markdown inline span, remembering
/// each answer: many openers with one closer (or none) cost one search, not one each, so a
/// hostile line of `[[[[…` or `****…` is still read in linear time.
///
/// A remembered answer holds for any later search that starts no later than it: whether a
/// closer qualifies depends on its own neighbours only, never on the opener. Each kind is
/// searched for from starts that only move forward along the line, so the searches of one kind
/// cover the line about once.
struct LineCloserSearch {
    enum Closer: Hashable {
        /// The `]` after a link's text.
        case linkTextEnd
        /// The `)` or `]` after a link's destination or reference.
        case linkDestinationEnd(UInt8)
        /// The `>` of an autolink.
        case autolinkEnd
        /// A run of exactly `length` backticks.
        case codeSpan(length: Int)
        /// A run of exactly `length` of `character` that follows text and, for `_`, ends a word.
        case emphasis(UInt8, length: Int)
    }

    let lineEnd: Int
    /// Each kind's last search: where it started, and what it found (nil: nothing up to the line's end).
    private var answers: [Closer: (from: Int, found: Int?)] = [:]

    init(lineEnd: Int) {
        self.lineEnd = lineEnd
    }

    /// The position of the first `closer` at or after `start` on the line.
    mutating func next(_ closer: Closer, from start: Int, in scanner: CodeScanner) -> Int? {
        if let answer = answers[closer], answer.from <= start, answer.found.map({ $0 >= start }) ?? true {
            return answer.found
        }
        let found = search(closer, from: start, in: scanner.bytes)
        answers[closer] = (start, found)
        return found
    }

    private func search(_ closer: Closer, from start: Int, in bytes: [UInt8]) -> Int? {
        switch closer {
        case .linkTextEnd: firstByte(UInt8(ascii: "]"), from: start, in: bytes)
        case .linkDestinationEnd(let byte): firstByte(byte, from: start, in: bytes)
        case .autolinkEnd: firstByte(UInt8(ascii: ">"), from: start, in: bytes)
        case .codeSpan(let length): firstRun(of: UInt8(ascii: "`"), length: length, from: start, in: bytes) { _, _ in true }
        case .emphasis(let character, let length): firstRun(of: character, length: length, from: start, in: bytes, where: closesEmphasis)
        }
    }

    private func firstByte(_ byte: UInt8, from start: Int, in bytes: [UInt8]) -> Int? {
        (start..<max(start, lineEnd)).first { bytes[$0] == byte }
    }

    /// The start of the first run of exactly `length` of `character` that `qualifies`.
    private func firstRun(of character: UInt8, length: Int, from start: Int, in bytes: [UInt8], where qualifies: (Range<Int>, [UInt8]) -> Bool) -> Int? {
        var index = start
        while index < lineEnd {
            guard bytes[index] == character else {
                index += 1
                continue
            }
            let runStart = index
            while index < lineEnd, bytes[index] == character { index += 1 }
            if index - runStart == length, qualifies(runStart..<index, bytes) { return runStart }
        }
        return nil
    }

    /// Whether the run closes emphasis: it follows text and, for `_`, no letter follows it.
    private func closesEmphasis(_ run: Range<Int>, in bytes: [UInt8]) -> Bool {
        guard run.lowerBound > 0, !CodeByte.isWhitespace(bytes[run.lowerBound - 1]) else { return false }
        guard bytes[run.lowerBound] == UInt8(ascii: "_"), run.upperBound < lineEnd else { return true }
        return !MarkdownInlineHighlighter.isAlphanumeric(bytes[run.upperBound])
    }
}
