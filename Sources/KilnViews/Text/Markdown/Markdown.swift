import Foundation
import KilnMarkdown
import KilnTree

/// Block Markdown shown with Kiln's own views: headings (each with an anchor a link can name,
/// `#installation`), paragraphs, lists and task lists, block quotes, tables, code highlighted
/// at build time, images from `Assets/`, and rules. Fonts, colours, dark mode and the page's
/// language apply as to any `Text`.
///
/// An HTML block in the Markdown (a `<details>`, a `<video>`) is shown as the text it is, unless
/// the author lets it through by name with `allowsRawHTML: true`: then it is written into the
/// page as it is, and what it does is the author's (a site with a Content-Security-Policy still
/// runs none of its scripts). HTML inside a paragraph stays text.
///
/// ```swift
/// Markdown(post.body)                        // a MarkdownDocument from @Documents
/// Markdown("## Notes\n\nSome *text*.")       // or Markdown text written in code
/// Markdown(post.body, allowsRawHTML: true)   // HTML blocks written as they are
/// ```
nonisolated public struct Markdown: View {
    let document: MarkdownDocument
    let allowsRawHTML: Bool
    let site: CallSite

    public init(_ document: MarkdownDocument, allowsRawHTML: Bool = false, fileID: String = #fileID, line: Int = #line) {
        self.document = document
        self.allowsRawHTML = allowsRawHTML
        site = CallSite(fileID: fileID, line: line)
    }

    @_disfavoredOverload
    public init(_ text: String, allowsRawHTML: Bool = false, fileID: String = #fileID, line: Int = #line) {
        self.init(MarkdownDocument(text), allowsRawHTML: allowsRawHTML, fileID: fileID, line: line)
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let origin = MarkdownOrigin(document: view.document, site: view.site, allowsRawHTML: view.allowsRawHTML)
        for problem in view.document.problems {
            let site = origin.site(line: problem.line)
            context.reportOnce(problem.message, key: "markdown \(site)", at: site)
        }
        lower(MarkdownBlocks(blocks: view.document.blocks, spacing: MarkdownMetrics.blockSpacing, origin: origin), into: &nodes, context: context)
    }
}

/// Where a document's blocks come from, so that what they name (images) and what goes wrong
/// (a missing image) is placed at the Markdown file's line, or at the view for text in code.
nonisolated struct MarkdownOrigin: Sendable {
    let file: String?
    let site: CallSite
    /// Whether the author let the document's HTML blocks through (`allowsRawHTML`).
    let allowsRawHTML: Bool

    init(document: MarkdownDocument, site: CallSite, allowsRawHTML: Bool = false) {
        file = document.file
        self.site = site
        self.allowsRawHTML = allowsRawHTML
    }

    func site(line: Int) -> CallSite {
        file.map { CallSite(fileID: $0, line: line) } ?? site
    }
}

/// Spacing between a document's blocks, as a reader of the web expects: paragraphs a line
/// apart, a tight list's items close.
nonisolated enum MarkdownMetrics {
    static let blockSpacing: CGFloat = 16
    static let tightItemSpacing: CGFloat = 4
    static let markerSpacing: CGFloat = 8
    static let quoteBar: CGFloat = 4
    static let quoteIndent: CGFloat = 16
}
