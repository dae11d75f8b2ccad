/// Splits code into tokens to colour, for a fenced code block's language: by index over the
/// code's UTF-8 bytes, in time linear in its length, with no regular expressions.
package enum CodeHighlighter {
    package enum Language: String, CaseIterable, Sendable {
        case swift, shell, json, yaml, html, css, javascript, markdown, diff
    }

    /// The language a fence's info string names, by its usual names and file extensions, in any
    /// case: `swift`; `sh`, `bash`, `zsh`, `shell`, `console`, `terminal`; `json`; `yaml`,
    /// `yml`; `html`, `xml`, `svg`; `css`; `javascript`, `js`, `ts`, `typescript`, `jsx`, `mjs`;
    /// `markdown`, `md`; `diff`, `patch`. nil for any other.
    package static func language(named name: String) -> Language? {
        languagesByName[name.lowercased()]
    }

    /// The tokens of `code` as `language` colours it. Concatenated, their texts give back `code`
    /// exactly; neighbouring tokens differ in kind; none is empty.
    ///
    /// A shell snippet whose first line starts with a prompt (`$ ` or `% `) is a terminal
    /// session: the prompts are meta, the commands after them shell, other lines plain output.
    package static func tokens(_ code: String, in language: Language) -> [CodeToken] {
        var scanner = CodeScanner(code)
        switch language {
        case .swift: SwiftHighlighter.highlight(&scanner)
        case .shell: ShellHighlighter.highlight(&scanner)
        case .json: JSONHighlighter.highlight(&scanner)
        case .yaml: YAMLHighlighter.highlight(&scanner)
        case .html: HTMLHighlighter.highlight(&scanner)
        case .css: CSSHighlighter.highlight(&scanner)
        case .javascript: JavaScriptHighlighter.highlight(&scanner)
        case .markdown: MarkdownHighlighter.highlight(&scanner)
        case .diff: DiffHighlighter.highlight(&scanner)
        }
        return scanner.finish()
    }

    private static let languagesByName: [String: Language] = [
        "swift": .swift,
        "sh": .shell, "bash": .shell, "zsh": .shell, "shell": .shell, "console": .shell, "terminal": .shell,
        "json": .json,
        "yaml": .yaml, "yml": .yaml,
        "html": .html, "htm": .html, "xml": .html, "svg": .html,
        "css": .css,
        "javascript": .javascript, "js": .javascript, "ts": .javascript, "typescript": .javascript,
        "jsx": .javascript, "tsx": .javascript, "mjs": .javascript, "cjs": .javascript,
        "markdown": .markdown, "md": .markdown,
        "diff": .diff, "patch": .diff,
    ]
}
