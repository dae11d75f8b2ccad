import Kiln

/// An attributed string built run by run with SwiftUI's attributes, and Markdown parsed into one.
struct AttributedTextRuns: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(styled)
            Text(parsed)
        }
    }

    private var styled: AttributedString {
        var bold = AttributedString("Bold headline, ")
        bold.font = .headline
        var colored = AttributedString("indigo, ")
        colored.foregroundColor = .indigo
        var marked = AttributedString("on yellow, ")
        marked.backgroundColor = .yellow
        var lined = AttributedString("dotted red underline, ")
        lined.underlineStyle = Text.LineStyle(pattern: .dot, color: .red)
        var spaced = AttributedString("tracked wide, ")
        spaced.tracking = 4
        var raised = AttributedString("raised")
        raised.baselineOffset = 6
        var link = AttributedString("a link")
        link.link = URL(string: "https://www.swift.org")
        return bold + colored + marked + lined + spaced + raised + AttributedString(" and ") + link + AttributedString(".")
    }

    private var parsed: AttributedString {
        (try? AttributedString(
            markdown: "Parsed *Markdown*: **strong**, `code`\nand a second line kept.",
            options: AttributedString.MarkdownParsingOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace)
        )) ?? AttributedString("Markdown could not be read.")
    }
}
