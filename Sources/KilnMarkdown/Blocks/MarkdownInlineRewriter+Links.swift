/// Links and images: `[` and `![` are pushed as openers; a `]` closes the innermost one when a
/// destination (`(url "title")`) or a defined reference (`[label]`, `[]`, or none) follows it.
extension MarkdownInlineRewriter {
    struct Bracket {
        enum Kind {
            case link
            case image
            /// An `![` past `maximumOpenImages`: closes nothing, stays text.
            case inert
        }

        var kind: Kind
        /// The index in the input just after the `[`.
        var contentStart: Int
        /// Where its `[` or `![` was written: `segments.count` and `text.count` then.
        var segment: Int
        var offset: Int

        var markerLength: Int { kind == .link ? 1 : 2 }
    }

    /// An image's alt text is rebuilt from its content when it closes, so images nested in images
    /// cost that content again for each level; capping the open ones keeps `![![![…` linear.
    private static let maximumOpenImages = 32

    mutating func openBracket(image: Bool, at index: Int) {
        let kind: Bracket.Kind
        if !image {
            kind = .link
        } else if openImageCount < Self.maximumOpenImages {
            kind = .image
            openImageCount += 1
        } else {
            kind = .inert
        }
        brackets.append(Bracket(kind: kind, contentStart: index + (image ? 2 : 1), segment: segments.count, offset: text.count))
        text.append(contentsOf: image ? Array("![".utf8) : [UInt8(ascii: "[")])
    }

    mutating func closeBracket(at index: Int) -> Int {
        guard let opener = brackets.last else {
            appendLiteralClosingBracket(at: index)
            return index + 1
        }
        let isActive = opener.kind == .image || (opener.kind == .link && brackets.count - 1 >= firstActiveLinkOpener)
        guard isActive, let link = target(closedAt: index, opener: opener) else {
            popBracket()
            appendLiteralClosingBracket(at: index)
            return index + 1
        }
        popBracket()
        if opener.kind == .image {
            closeImage(opener, target: link.target)
        } else {
            closeLink(opener, url: link.target.url)
            firstActiveLinkOpener = brackets.count
        }
        return link.end
    }

    private mutating func popBracket() {
        if brackets.removeLast().kind == .image { openImageCount -= 1 }
        firstActiveLinkOpener = min(firstActiveLinkOpener, brackets.count)
    }

    /// A `]` that closes nothing is text; before `(` (or an entity that may decode to one) it is
    /// escaped, so the inline parser does not read a link CommonMark does not.
    private mutating func appendLiteralClosingBracket(at index: Int) {
        let next = index + 1 < input.count ? input[index + 1] : nil
        if next == UInt8(ascii: "(") || next == UInt8(ascii: "&") { text.append(MarkdownBytes.backslash) }
        text.append(UInt8(ascii: "]"))
    }

    // MARK: - Targets

    /// Where the link or image closed by the `]` at `index` leads, and the index after its
    /// syntax: an inline destination, else a full, collapsed or shortcut reference.
    private func target(closedAt index: Int, opener: Bracket) -> (target: MarkdownLinkTarget, end: Int)? {
        let after = index + 1
        if after < input.count && input[after] == UInt8(ascii: "("), let inline = inlineTarget(openingAt: after) {
            return inline
        }
        guard !references.isEmpty else { return nil }
        let linkText = input[opener.contentStart..<index]
        if let label = MarkdownLinkSyntax.label(in: input, at: after, end: input.count) {
            // `[text][label]`, or `[text][]` with the text as its label; an undefined label is
            // not then read as a shortcut.
            let labelText = label.content.isEmpty ? linkText : input[label.content]
            guard let key = MarkdownLinkSyntax.normalizedLabel(labelText), let target = references.target(for: key) else {
                return nil
            }
            return (target, label.end)
        }
        guard let key = MarkdownLinkSyntax.normalizedLabel(linkText), let target = references.target(for: key) else {
            return nil
        }
        return (target, after)
    }

    /// `(destination "title")` from the `(` at `index`.
    private func inlineTarget(openingAt index: Int) -> (target: MarkdownLinkTarget, end: Int)? {
        var position = skipWhitespace(from: index + 1)
        if position < input.count && input[position] == UInt8(ascii: ")") {
            return (MarkdownLinkTarget(url: "", title: nil), position + 1)
        }
        guard let destination = MarkdownLinkSyntax.destination(in: input, at: position, end: input.count) else {
            return nil
        }
        position = skipWhitespace(from: destination.end)
        var title: String?
        if position > destination.end, let scanned = MarkdownLinkSyntax.title(in: input, at: position, end: input.count) {
            title = MarkdownBytes.string(MarkdownLinkSyntax.unescaped(input[scanned.content]))
            position = skipWhitespace(from: scanned.end)
        }
        guard position < input.count, input[position] == UInt8(ascii: ")") else { return nil }
        let url = MarkdownLinkSyntax.url(input[destination.content])
        return (MarkdownLinkTarget(url: url, title: title), position + 1)
    }

    private func skipWhitespace(from index: Int) -> Int {
        var position = index
        while position < input.count && MarkdownBytes.isWhitespace(input[position]) { position += 1 }
        return position
    }

    // MARK: - Closing

    /// `[text](url)`, the title dropped (the inline parser has no titles). Text around an
    /// image inside is linked on each side of it; a link to nowhere leaves its text only.
    private mutating func closeLink(_ opener: Bracket, url: String) {
        let suffix = Array("](\(url))".utf8)
        if opener.segment == segments.count && !url.isEmpty {
            text.append(contentsOf: suffix)
            return
        }
        let content = takeContent(after: opener)
        for (index, part) in content.texts.enumerated() {
            if !part.isEmpty {
                if !url.isEmpty { text.append(UInt8(ascii: "[")) }
                text.append(contentsOf: part)
                if !url.isEmpty { text.append(contentsOf: suffix) }
            }
            if index < content.images.count { appendImage(content.images[index]) }
        }
    }

    /// An image piece; its content becomes its alt text, markup taken away.
    private mutating func closeImage(_ opener: Bracket, target: MarkdownLinkTarget) {
        let content = takeContent(after: opener)
        var alt = ""
        for (index, part) in content.texts.enumerated() {
            alt += MarkdownPlainText.of(part)
            if index < content.images.count { alt += content.images[index].alt }
        }
        appendImage(Image(alt: alt, source: target.url, title: target.title))
    }

    private mutating func appendImage(_ image: Image) {
        segments.append(ImageAfterText(textBefore: text, image: image))
        text = []
    }

    /// Takes what was written after the opener's `[` or `![` (the marker is dropped): its texts
    /// and the images between them (one fewer).
    private mutating func takeContent(after opener: Bracket) -> (texts: [[UInt8]], images: [Image]) {
        let contentStart = opener.offset + opener.markerLength
        guard opener.segment < segments.count else {
            let content = Array(text[contentStart...])
            text.removeSubrange(opener.offset...)
            return ([content], [])
        }
        let taken = segments[opener.segment...]
        var texts = [Array(segments[opener.segment].textBefore[contentStart...])]
        texts += taken.dropFirst().map(\.textBefore)
        texts.append(text)
        let images = taken.map(\.image)
        text = Array(segments[opener.segment].textBefore[..<opener.offset])
        segments.removeSubrange(opener.segment...)
        return (texts, images)
    }
}
