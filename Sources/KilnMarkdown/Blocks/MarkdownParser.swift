/// Reads Markdown documents as CommonMark does, with GitHub's tables and task lists, into
/// `MarkdownBlock`s. Inline content stays inline Markdown (`MarkdownInline`) for the text's own
/// inline parser, rewritten so that parser reads it as CommonMark would.
///
/// Any input is read, in time linear in its length: nesting past 32 quotes and list items is kept
/// as text, and what could not be read as the author meant is reported as a `MarkdownProblem`.
package enum MarkdownParser {
    /// Parses `source` (a whole document body). `firstLine` is the line number of source's first
    /// line in its file (front matter comes before it), so block lines are file lines.
    package static func parse(_ source: String, firstLine: Int = 1) -> (blocks: [MarkdownBlock], problems: [MarkdownProblem]) {
        let text = MarkdownSourceText(source)
        let tree = MarkdownBlockBuilder.build(text, firstLine: firstLine)
        var converter = MarkdownBlockConverter(source: text.bytes, references: tree.references)
        let blocks = converter.blocks(in: tree.document)
        let problems = (tree.problems + converter.problems).sorted { $0.line < $1.line }
        return (blocks, problems)
    }
}
