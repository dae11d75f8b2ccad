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
            if nodes[index].modifiers.contains(where: { if case .accessibilityHidden = $0 { true } else { false } }) { continue }
            if nodes[index].modifiers.contains(where: { if case .heading = $0 { true } else { false } }) {
                let heading = nodes[index].plainText
                if !heading.isEmpty { headings.append(heading) }
            }
            if case .text(let runs) = nodes[index].kind, text.count < Self.indexedCharacters {
                let words = runs.map(\.text).joined()
                let isHeading = nodes[index].modifiers.contains { if case .heading = $0 { true } else { false } }
                if summary == nil, !isHeading, words.count >= 40 {
                    summary = words.count > Self.summaryCharacters ? String(words.prefix(Self.summaryCharacters - 1)) + "…" : words
                }
                if !words.isEmpty { text += (text.isEmpty ? "" : " ") + words }
                if text.count > Self.indexedCharacters { text = String(text.prefix(Self.indexedCharacters)) }
            }
            nodes[index].children.withUnsafeBufferPointer { walk($0) }
        }
    }
}
