/// A run of text between two break opportunities, as the browser's line breaker sees it: the
/// advances of its graphemes (in px), then the width of the spaces after it, which hang at the
/// end of a line (they count on a line only when another word follows them there).
package struct TextWord: Hashable, Sendable {
    package var graphemes: [Double]
    package var trailingSpace: Double

    package init(graphemes: [Double], trailingSpace: Double = 0) {
        self.graphemes = graphemes
        self.trailingSpace = trailingSpace
    }

    package var width: Double { graphemes.reduce(0, +) }
}

/// Line breaking as Chromium does it for Kiln's text (`white-space: pre-wrap`,
/// `overflow-wrap: anywhere`): greedy, at spaces and after hyphens and dashes; a word wider than
/// the line goes to a line of its own and breaks between graphemes there.
package enum LineBreaker {
    /// Rounding in the browser's layout units (1/64 px) must not turn a fit into a break.
    static let slack = 1.0 / 128

    /// The number of lines `paragraphs` (the text's hard lines) take at `width` px.
    package static func lineCount(_ paragraphs: [[TextWord]], width: Double) -> Int {
        paragraphs.reduce(0) { $0 + lineCount($1, width: width) }
    }

    static func lineCount(_ words: [TextWord], width: Double) -> Int {
        var lines = 1
        // The line's width so far, with the spaces after its last word; nil while the line is empty.
        var used: Double?
        for word in words {
            let wordWidth = word.width
            if let x = used {
                if x + wordWidth <= width + slack {
                    used = x + wordWidth + word.trailingSpace
                    continue
                }
                lines += 1
            }
            // On an empty line: the word fits, or breaks anywhere (one grapheme at least per line).
            var x = 0.0
            var lineHasGrapheme = false
            for grapheme in word.graphemes {
                if lineHasGrapheme && x + grapheme > width + slack {
                    lines += 1
                    x = 0
                }
                x += grapheme
                lineHasGrapheme = true
            }
            used = x + word.trailingSpace
        }
        return lines
    }

    /// CSS's min-content width: with `overflow-wrap: anywhere`, the widest grapheme.
    package static func minContentWidth(_ paragraphs: [[TextWord]]) -> Double {
        paragraphs.lazy.flatMap { $0 }.flatMap(\.graphemes).max() ?? 0
    }

    /// CSS's max-content width: the widest hard line, the spaces at its end hanging.
    package static func maxContentWidth(_ paragraphs: [[TextWord]]) -> Double {
        paragraphs.map { words in
            var total = 0.0
            for (index, word) in words.enumerated() {
                total += word.width
                if index < words.count - 1 { total += word.trailingSpace }
            }
            return total
        }.max() ?? 0
    }
}
