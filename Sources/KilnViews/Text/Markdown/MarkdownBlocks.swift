import Foundation
import KilnMarkdown
import KilnTree

/// A run of blocks, one under the other: a document, a list item's or a quote's content.
nonisolated struct MarkdownBlocks: View {
    let blocks: [MarkdownBlock]
    let spacing: CGFloat
    let origin: MarkdownOrigin

    var body: some View {
        VStack(alignment: .leading, spacing: spacing) {
            ForEach(blocks.indices, id: \.self) { index in
                MarkdownBlockView(block: blocks[index], origin: origin)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// One block as Kiln's views draw it.
nonisolated struct MarkdownBlockView: View {
    let block: MarkdownBlock
    let origin: MarkdownOrigin

    var body: some View {
        switch block.kind {
        case .heading(let level, let text, let anchor):
            Text(runs: text.runs(origin: origin, line: block.line))
                .font(Self.headingFont(level))
                .accessibilityHeading(Self.headingLevel(level))
                .modified(.anchor(anchor))
        case .paragraph(let text):
            MarkdownParagraph(text: text, origin: origin, line: block.line)
        case .list(let list):
            MarkdownListView(list: list, origin: origin)
        case .quote(let blocks):
            MarkdownBlocks(blocks: blocks, spacing: MarkdownMetrics.blockSpacing, origin: origin)
                .foregroundStyle(.secondary)
                .padding(.leading, MarkdownMetrics.quoteIndent)
                .overlay(alignment: .leading) {
                    Rectangle().fill(.quaternary).frame(width: MarkdownMetrics.quoteBar)
                }
        case .code(let language, let text):
            CodeBlock(text, language: language)
        case .table(let table):
            MarkdownTableView(table: table, origin: origin, line: block.line)
        case .thematicBreak:
            Divider()
        case .html(let html):
            if origin.allowsRawHTML {
                RawHTMLBlock(html: html)
            } else {
                // Escaped, as the text it is: raw markup would bypass what the page promises.
                Text(verbatim: html).font(.system(.callout, design: .monospaced))
            }
        }
    }

    /// Headings a step apart, as the title styles are: `#` a page's title, `###` a section's.
    private static func headingFont(_ level: Int) -> Font {
        switch level {
        case 1: .title.bold()
        case 2: .title2.bold()
        case 3: .title3.bold()
        case 4: .headline
        case 5: .subheadline.bold()
        default: .footnote.bold()
        }
    }

    private static func headingLevel(_ level: Int) -> AccessibilityHeadingLevel {
        switch level {
        case 1: .h1
        case 2: .h2
        case 3: .h3
        case 4: .h4
        case 5: .h5
        default: .h6
        }
    }
}

extension MarkdownInline {
    /// The inline Markdown of the text pieces, styled as a `Text`'s, links to other documents
    /// resolved; images are placed by `MarkdownParagraph`.
    nonisolated func runs(origin: MarkdownOrigin, line: Int) -> [TextRun] {
        let runs = pieces.flatMap { piece -> [TextRun] in
            guard case .text(let source) = piece else { return [] }
            return InlineMarkdown.parse(source)
        }
        return MarkdownLinks.resolved(runs, origin: origin, line: line)
    }
}

/// An HTML block the author let through by name, written into the page as it is.
nonisolated struct RawHTMLBlock: View {
    let html: String
    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        nodes.append(Node(.rawHTML(view.html)))
    }
}
