import KilnMarkdown
import KilnTree

/// Source code in a monospaced box, highlighted at build time (no script): Swift, shell,
/// JSON, YAML, HTML, CSS, JavaScript, Markdown and diffs, by the names and extensions a
/// Markdown fence uses (`swift`, `sh`, `json`, `yml`, `html`, `css`, `js`, `ts`, `md`, `diff`).
/// Colours follow Xcode's default themes, light and dark. Long lines scroll sideways.
nonisolated public struct CodeBlock: View {
    let code: String
    let language: String?

    public init(_ code: String, language: String? = nil) {
        self.code = code
        self.language = language
    }

    public var body: some View {
        ScrollView(.horizontal) {
            Text(runs: CodeHighlighting.runs(code, language: language))
                .font(.system(.callout, design: .monospaced))
                .fixedSize()
                .padding(12)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(system: .codeBackground), in: RoundedRectangle(cornerRadius: 8))
    }
}

/// Highlighted code as text runs, each token kind in its colour.
nonisolated enum CodeHighlighting {
    static func runs(_ code: String, language: String?) -> [TextRun] {
        guard let name = language, let language = CodeHighlighter.language(named: name) else {
            return code.isEmpty ? [] : [TextRun(code)]
        }
        return CodeHighlighter.tokens(code, in: language).map { token in
            var run = TextRun(token.text)
            if let color = color(token.kind) { run.foreground = .color(Color(system: color)) }
            return run
        }
    }

    private static func color(_ kind: CodeToken.Kind) -> SystemColor? {
        switch kind {
        case .plain: nil
        case .keyword, .literal: .codeKeyword
        case .type: .codeType
        case .string: .codeString
        case .number: .codeNumber
        case .comment: .codeComment
        case .attribute: .codeAttribute
        case .property: .codeProperty
        case .inserted: .codeInserted
        case .deleted: .codeDeleted
        case .meta: .codeMeta
        }
    }
}
