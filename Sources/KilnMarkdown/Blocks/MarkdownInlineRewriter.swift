/// Rewrites a paragraph's, heading's or table cell's inline Markdown into what `MarkdownInline`
/// holds: source for the text's own inline parser, which reads emphasis, code spans, escapes and
/// `[text](url)` links only. So what that parser does not read is settled here: reference links,
/// autolinks and links with titles become `[text](url)`; images become pieces of their own;
/// entity references are decoded; line breaks become a space or `"\n"`; and text that must stay
/// literal (raw HTML, unmatched backticks, a decoded `*`) has its markers escaped.
///
/// One pass, left to right. Brackets are matched as CommonMark does, with a stack of openers,
/// so `[[[[…` costs a push per bracket rather than a search for its closer.
struct MarkdownInlineRewriter {
    /// An image already taken out of the text, and the text that came before it.
    struct ImageAfterText {
        var textBefore: [UInt8]
        var image: Image
    }

    struct Image {
        var alt: String
        var source: String
        var title: String?
    }

    let input: [UInt8]
    let references: MarkdownLinkReferences
    /// Found at the first backtick: most text has none.
    private var backtickRuns: MarkdownBacktickRuns?
    private var html: MarkdownHTMLScanner
    /// The rewritten text since the last image.
    var text: [UInt8] = []
    /// The images before `text`, each with the text before it.
    var segments: [ImageAfterText] = []
    /// The `[` and `![` not yet closed, innermost last.
    var brackets: [Bracket] = []
    /// Link openers below this index in `brackets` are inactive: a link cannot hold a link.
    var firstActiveLinkOpener = 0
    var openImageCount = 0

    private init(_ input: [UInt8], references: MarkdownLinkReferences) {
        self.input = input
        self.references = references
        html = MarkdownHTMLScanner(bytes: input, end: input.count)
    }

    /// `input` is the block's lines joined by `"\n"`, each without leading whitespace and the
    /// last without trailing whitespace.
    static func rewrite(_ input: [UInt8], references: MarkdownLinkReferences) -> MarkdownInline {
        var rewriter = MarkdownInlineRewriter(input, references: references)
        rewriter.rewriteAll()
        return rewriter.inline
    }

    private var inline: MarkdownInline {
        var pieces: [MarkdownInline.Piece] = []
        for segment in segments {
            if !segment.textBefore.isEmpty { pieces.append(.text(MarkdownBytes.string(segment.textBefore))) }
            pieces.append(.image(alt: segment.image.alt, source: segment.image.source, title: segment.image.title))
        }
        if !text.isEmpty { pieces.append(.text(MarkdownBytes.string(text))) }
        return MarkdownInline(pieces)
    }

    private mutating func rewriteAll() {
        var index = 0
        while index < input.count {
            let plainEnd = MarkdownBytes.firstIndex(in: input, from: index, to: input.count, where: Self.isSpecial)
            if plainEnd > index { text.append(contentsOf: input[index..<plainEnd]) }
            index = plainEnd < input.count ? rewriteSpecial(at: plainEnd) : plainEnd
        }
    }

    private static func isSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case MarkdownBytes.backslash, MarkdownBytes.backtick, MarkdownBytes.newline, UInt8(ascii: "&"),
            UInt8(ascii: "<"), UInt8(ascii: "!"), UInt8(ascii: "["), UInt8(ascii: "]"):
            true
        default: false
        }
    }

    /// Rewrites the construct at `index` and gives the index after it.
    private mutating func rewriteSpecial(at index: Int) -> Int {
        switch input[index] {
        case MarkdownBytes.backslash:
            return backslash(at: index)
        case MarkdownBytes.backtick:
            return codeSpan(at: index)
        case MarkdownBytes.newline:
            lineBreak()
            return index + 1
        case UInt8(ascii: "&"):
            return entity(at: index)
        case UInt8(ascii: "<"):
            return autolinkOrHTML(at: index)
        case UInt8(ascii: "!") where index + 1 < input.count && input[index + 1] == UInt8(ascii: "["):
            openBracket(image: true, at: index)
            return index + 2
        case UInt8(ascii: "["):
            openBracket(image: false, at: index)
            return index + 1
        case UInt8(ascii: "]"):
            return closeBracket(at: index)
        default:
            text.append(input[index])
            return index + 1
        }
    }

    /// An escape stays as written (the inline parser reads it); a backslash ending a line is a
    /// hard break.
    private mutating func backslash(at index: Int) -> Int {
        let next = index + 1 < input.count ? input[index + 1] : nil
        if next == MarkdownBytes.newline {
            trimTrailingSpaces()
            text.append(MarkdownBytes.newline)
            return index + 2
        }
        text.append(MarkdownBytes.backslash)
        guard let next, MarkdownBytes.isASCIIPunctuation(next) else { return index + 1 }
        text.append(next)
        return index + 2
    }

    /// A code span is kept as written (entities and backslashes literal), its line breaks as
    /// spaces; backticks that open none are escaped, or the inline parser would pair them up
    /// differently.
    private mutating func codeSpan(at index: Int) -> Int {
        var runEnd = index
        while runEnd < input.count && input[runEnd] == MarkdownBytes.backtick { runEnd += 1 }
        let length = runEnd - index
        let runs = backtickRuns ?? MarkdownBacktickRuns(input)
        backtickRuns = runs
        guard let close = runs.closingRun(length: length, from: runEnd) else {
            for _ in 0..<length { text.append(contentsOf: [MarkdownBytes.backslash, MarkdownBytes.backtick]) }
            return runEnd
        }
        text.append(contentsOf: input[index..<runEnd])
        text.append(contentsOf: Self.codeSpanContent(input[runEnd..<close]))
        text.append(contentsOf: input[close..<(close + length)])
        return close + length
    }

    /// Line breaks become spaces, and one space is taken off each end when both have one (so
    /// `` ` a ` `` is `a`), as CommonMark says; but not when the code then starts or ends with a
    /// backtick, which needs the space to stay apart from the delimiters.
    private static func codeSpanContent(_ written: ArraySlice<UInt8>) -> [UInt8] {
        var content = written.map { $0 == MarkdownBytes.newline ? MarkdownBytes.space : $0 }
        if content.count >= 3, content.first == MarkdownBytes.space, content.last == MarkdownBytes.space,
            content[1] != MarkdownBytes.backtick, content[content.count - 2] != MarkdownBytes.backtick,
            content.contains(where: { $0 != MarkdownBytes.space })
        {
            content.removeFirst()
            content.removeLast()
        }
        return content
    }

    /// Two or more spaces before a line break make a hard break (`"\n"`), else it is a space.
    private mutating func lineBreak() {
        text.append(trimTrailingSpaces() >= 2 ? MarkdownBytes.newline : MarkdownBytes.space)
    }

    /// Removes the spaces and tabs at the end of the text, and says how many spaces there were.
    @discardableResult
    private mutating func trimTrailingSpaces() -> Int {
        var spaces = 0
        while let last = text.last, MarkdownBytes.isSpaceOrTab(last) {
            if last == MarkdownBytes.space { spaces += 1 }
            text.removeLast()
        }
        return spaces
    }

    private mutating func entity(at index: Int) -> Int {
        guard let entity = MarkdownEntities.decode(input[...], at: index) else {
            text.append(UInt8(ascii: "&"))
            return index + 1
        }
        switch entity.character {
        case "\n", "\r":
            // A line feed in text is white space, not the hard break `"\n"` stands for here.
            text.append(MarkdownBytes.space)
        case "<":
            // `&lt;b>` is text, not a tag.
            text.append(contentsOf: [MarkdownBytes.backslash, UInt8(ascii: "<")])
        default:
            // `&#42;` is a literal `*`, not emphasis.
            MarkdownBytes.appendEscapingMarkers(entity.character.utf8, to: &text)
        }
        return entity.end
    }

    /// An autolink becomes `[url](url)`; raw HTML stays as written, its markers escaped so the
    /// inline parser leaves it alone; any other `<` is text.
    private mutating func autolinkOrHTML(at index: Int) -> Int {
        if let autolink = MarkdownAutolink.scan(input, at: index) {
            text.append(UInt8(ascii: "["))
            MarkdownBytes.appendEscapingMarkers(autolink.text, to: &text)
            text.append(contentsOf: "](\(autolink.url))".utf8)
            return autolink.end
        }
        if let end = html.inlineHTMLEnd(from: index) {
            // A tag may span lines: its line breaks are white space, not hard breaks.
            let tag = input[index..<end].map { $0 == MarkdownBytes.newline ? MarkdownBytes.space : $0 }
            MarkdownBytes.appendEscapingMarkers(tag, to: &text)
            return end
        }
        text.append(UInt8(ascii: "<"))
        return index + 1
    }
}
