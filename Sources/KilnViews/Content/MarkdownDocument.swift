import KilnMarkdown
import KilnTree

/// A Markdown document's body, read once: headings, paragraphs, lists, quotes, tables, code
/// and images, shown by `Markdown(_:)`. A `@Documents` collection fills a property of this type
/// named `body` with the text after a file's front matter; any other property of this type
/// reads its front matter value as Markdown.
nonisolated public struct MarkdownDocument: Hashable, Sendable, Decodable {
    /// The text as written, which the document's equality and hash are of.
    public let source: String
    package let blocks: [MarkdownBlock]
    /// What could not be read as the author meant, at the file's lines.
    package let problems: [MarkdownProblem]
    /// The file the text comes from (`Content/posts/hello.md`), for relative image paths and
    /// messages; nil for text written in code.
    package let file: String?

    public init(_ source: String) {
        self.init(source, file: nil, firstLine: 1)
    }

    package init(_ source: String, file: String?, firstLine: Int) {
        self.source = source
        self.file = file
        (blocks, problems) = MarkdownParser.parse(source, firstLine: firstLine)
    }

    /// Reads a string as Markdown, from any decoder.
    public init(from decoder: any Decoder) throws {
        if let document = decoder as? DocumentDecoder, let value = try document.markdown() {
            self = value
            return
        }
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// The document's text without its markup, as search and descriptions read it.
    public var plainText: String {
        blocks.map(\.plainText).filter { !$0.isEmpty }.joined(separator: "\n")
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.source == rhs.source && lhs.file == rhs.file }
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}

extension MarkdownBlock {
    /// The block's words, inline markup read away.
    nonisolated var plainText: String {
        switch kind {
        case .heading(_, let text, _), .paragraph(let text): text.plainText
        case .list(let list): list.items.flatMap(\.blocks).map(\.plainText).joined(separator: "\n")
        case .quote(let blocks): blocks.map(\.plainText).joined(separator: "\n")
        case .code(_, let text): text
        case .table(let table): (table.header + table.rows.flatMap { $0 }).map(\.plainText).joined(separator: " ")
        case .thematicBreak, .html: ""
        }
    }
}

extension MarkdownInline {
    nonisolated var plainText: String {
        pieces.map { piece in
            switch piece {
            case .text(let source): InlineMarkdown.parse(source).map(\.text).joined()
            case .image(let alt, _, _): alt
            }
        }.joined()
    }
}
