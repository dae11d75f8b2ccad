import KilnTextMetrics
import KilnTree

/// `Text` as a `<p>`: its runs split into words at the browser's break opportunities, measured
/// with the metric-compatible faces' advances (no kerning: base.css turns it off).
enum TextSizing {
    static func sizing(_ runs: TextRuns, context: MeasureContext) throws(Unmeasurable) -> Sizing {
        if context.hasTextAppearance { throw Unmeasurable("a text inside a view's text modifiers (case, design, width, line spacing) is not measured yet") }
        if let reason = context.font.unknownFamily { throw Unmeasurable(reason) }
        let paragraphs = try words(runs, font: context.font)
        let lineHeight = (context.font.lineHeight * 64).rounded(.down) / 64
        let limit = context.lineLimit.flatMap { $0 > 0 ? $0 : nil }
        // Intrinsic widths are rounded up to the browser's layout unit (1/64 px).
        let maximum = layoutUnits(LineBreaker.maxContentWidth(paragraphs))
        // One line: `white-space: nowrap`, so the text is as wide as its line even where the
        // width offered is less (overflow hidden lets a stack shrink it, with an ellipsis).
        let minimum = limit == 1 ? maximum : layoutUnits(LineBreaker.minContentWidth(paragraphs))
        return Sizing(minContent: minimum, maxContent: maximum, shrinksToZero: limit != nil) { width in
            guard !paragraphs.isEmpty else { return 0 }
            var lines = limit == 1 ? 1 : LineBreaker.lineCount(paragraphs, width: width)
            if let limit { lines = min(lines, limit) }
            return Double(lines) * lineHeight
        }
    }

    private static func layoutUnits(_ width: Double) -> Double { (width * 64).rounded(.up) / 64 }

    /// The text's hard lines, each as its words.
    static func words(_ runs: TextRuns, font: TextFont) throws(Unmeasurable) -> [[TextWord]] {
        var paragraphs: [[TextWord]] = []
        var words: [TextWord] = []
        var current = TextWord(graphemes: [])
        var hasText = false
        func endWord() {
            if !current.graphemes.isEmpty || current.trailingSpace > 0 { words.append(current) }
            current = TextWord(graphemes: [])
        }
        for run in runs {
            if run.image != nil { throw Unmeasurable("an image inside text is not measured yet") }
            if run.isCode { throw Unmeasurable("code in text is set in a monospaced font of unknown metrics") }
            if run.font != nil { throw Unmeasurable("a text whose runs set their own fonts is not measured yet") }
            if run.attributes != nil { throw Unmeasurable("a text whose runs set spacing, lines, a background or a baseline offset is not measured yet") }
            var weight = run.weight?.value ?? font.weight
            // `<strong>` is `font-weight: bolder`: 700 from a regular weight, heavier from a bold one.
            if run.isStrong { weight = max(weight, 700) }
            let bold = weight >= 600
            let characters = Array(run.text)
            for (index, character) in characters.enumerated() {
                hasText = true
                if character.isNewline {
                    endWord()
                    paragraphs.append(words)
                    words = []
                    continue
                }
                if character == "\t" { throw Unmeasurable("a tab in text is not measured yet") }
                guard let ems = TextMeasure.knownAdvance(of: character, bold: bold) else {
                    throw Unmeasurable("\"\(character)\" has no known advance in the metric-compatible faces")
                }
                let advance = ems * font.size
                if character == " " {
                    current.trailingSpace += advance
                    continue
                }
                if current.trailingSpace > 0 || (character == "\u{2014}" && !current.graphemes.isEmpty) { endWord() }
                current.graphemes.append(advance)
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if breaksAfter(character, before: next) { endWord() }
            }
        }
        endWord()
        if hasText { paragraphs.append(words) }
        return paragraphs
    }

    /// UAX #14's opportunities after hyphens and dashes: after a hyphen-minus unless a number
    /// follows, after an en dash, after an em dash.
    private static func breaksAfter(_ character: Character, before next: Character?) -> Bool {
        guard let next, next != " " else { return false }
        switch character {
        case "-": return !(next.isNumber)
        case "\u{2013}", "\u{2014}": return true
        default: return false
        }
    }
}
