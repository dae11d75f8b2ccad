import KilnTree

/// What the site's search index keeps of a page: its headings and its first words, in reading
/// order, from its nodes (layers and what assistive technology alone reads left out).
struct PageText {
    /// The first words of a page an index keeps: enough to find a page by what it is about,
    /// little enough that a thousand pages' index loads at once.
    static let indexedCharacters = 1_500

    private(set) var headings: [String] = []
    private(set) var text = ""
    /// The words of the page after its headings, as far as a sentence or two: what a search
    /// result shows of a page that does not describe itself; nil for a page without such words.
    private(set) var summary: String?
    private static let summaryCharacters = 160

    init(_ nodes: [Node]) {
        nodes.withUnsafeBufferPointer { walk($0) }
    }

    private mutating func walk(_ nodes: UnsafeBufferPointer<Node>) {
        for index in nodes.indices {
            // Read where they lie: each modifier copied out was retained and released.
            var isHeading = false, isHidden = false
            nodes[index].modifiers.withUnsafeBufferPointer { modifiers in
                for modifier in modifiers.indices {
                    switch modifiers[modifier] {
                    case .accessibilityHidden: isHidden = true
                    case .heading: isHeading = true
                    default: continue
                    }
                }
            }
            if isHidden { return walkSiblings(after: index, in: nodes) }
            if isHeading {
                let heading = nodes[index].plainText
                if !heading.isEmpty { headings.append(heading) }
            }
            // Counted in bytes, which a string knows without reading it: a page's text is read once.
            if case .text(let runs) = nodes[index].kind, text.utf8.count < Self.indexedCharacters {
                // Most text is one run: joining made an array and a string for it.
                let words = runs.count == 1 ? runs[0].text : runs.map(\.text).joined()
                if summary == nil, !isHeading, words.utf8.count >= 40 {
                    summary = words.utf8.count > Self.summaryCharacters ? String(words.prefix(Self.summaryCharacters - 1)) + "…" : words
                }
                if !words.isEmpty {
                    if !text.isEmpty { text.append(" ") }
                    text.append(words)
                }
                if text.utf8.count > Self.indexedCharacters { text = String(text.prefix(Self.indexedCharacters)) }
            }
            nodes[index].children.withUnsafeBufferPointer { walk($0) }
        }
    }

    /// The walk past a node left out (hidden from assistive technology), on to its siblings.
    private mutating func walkSiblings(after index: Int, in nodes: UnsafeBufferPointer<Node>) {
        guard index + 1 < nodes.count else { return }
        walk(UnsafeBufferPointer(rebasing: nodes[(index + 1)...]))
    }
}
