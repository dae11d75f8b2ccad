/// Where a link or image leads: its URL as the text's inline parser reads it, and its title.
struct MarkdownLinkTarget: Equatable {
    var url: String
    var title: String?
}

/// The document's link reference definitions (`[label]: url "title"`), by normalized label.
/// The first definition of a label wins, as CommonMark says.
struct MarkdownLinkReferences {
    private var targets: [String: MarkdownLinkTarget] = [:]

    var isEmpty: Bool { targets.isEmpty }

    /// The target of a normalized label (`MarkdownLinkSyntax.normalizedLabel`).
    func target(for label: String) -> MarkdownLinkTarget? { targets[label] }

    /// Takes the definitions a paragraph starts with, and gives back the lines left after them
    /// (a paragraph of definitions alone is left empty and disappears).
    mutating func takeDefinitions(from lines: [MarkdownContentLine], in source: [UInt8]) -> [MarkdownContentLine] {
        guard let first = lines.first, source[first.range].first == UInt8(ascii: "[") else { return lines }
        var text: [UInt8] = []
        var lineStarts: [Int] = []
        for line in lines {
            if !lineStarts.isEmpty { text.append(MarkdownBytes.newline) }
            lineStarts.append(text.count)
            text.append(contentsOf: source[line.range])
        }
        var position = 0
        while let definition = Self.definition(in: text, at: position) {
            if targets[definition.label] == nil { targets[definition.label] = definition.target }
            position = definition.end
        }
        // Each definition ends where a line starts (or at the end), so whole lines were taken.
        let linesTaken = lineStarts.firstIndex { $0 >= position } ?? lines.count
        return Array(lines[linesTaken...])
    }

    /// One definition at `index`, ending at the end of a line: its label, target and the index of
    /// the next line's start.
    private static func definition(in text: [UInt8], at index: Int) -> (label: String, target: MarkdownLinkTarget, end: Int)? {
        let end = text.count
        guard let label = MarkdownLinkSyntax.label(in: text, at: index, end: end),
            let normalizedLabel = MarkdownLinkSyntax.normalizedLabel(text[label.content]),
            label.end < end, text[label.end] == UInt8(ascii: ":"),
            let destination = MarkdownLinkSyntax.destination(
                in: text, at: skipWhitespace(in: text, from: label.end + 1), end: end)
        else { return nil }
        let url = MarkdownLinkSyntax.url(text[destination.content])
        let titleStart = skipWhitespace(in: text, from: destination.end)
        if titleStart > destination.end, let title = MarkdownLinkSyntax.title(in: text, at: titleStart, end: end),
            let lineEnd = lineEnd(in: text, after: title.end)
        {
            let value = MarkdownBytes.string(MarkdownLinkSyntax.unescaped(text[title.content]))
            return (normalizedLabel, MarkdownLinkTarget(url: url, title: value), lineEnd)
        }
        guard let lineEnd = lineEnd(in: text, after: destination.end) else { return nil }
        return (normalizedLabel, MarkdownLinkTarget(url: url, title: nil), lineEnd)
    }

    /// Spaces and tabs with at most one line break among them.
    private static func skipWhitespace(in text: [UInt8], from index: Int) -> Int {
        var position = MarkdownBytes.skipSpacesAndTabs(text, from: index, to: text.count)
        if position < text.count && text[position] == MarkdownBytes.newline {
            position = MarkdownBytes.skipSpacesAndTabs(text, from: position + 1, to: text.count)
        }
        return position
    }

    /// The start of the next line when only spaces and tabs follow `index` on its line.
    private static func lineEnd(in text: [UInt8], after index: Int) -> Int? {
        let position = MarkdownBytes.skipSpacesAndTabs(text, from: index, to: text.count)
        if position == text.count { return position }
        return text[position] == MarkdownBytes.newline ? position + 1 : nil
    }
}
