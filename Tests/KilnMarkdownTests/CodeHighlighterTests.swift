import KilnMarkdown
import Testing

/// What every highlighter promises: the tokens give back the code exactly, whatever it is;
/// neighbours differ in kind; none is empty; and a megabyte takes no longer than a scan.
struct CodeHighlighterTests {
    @Test func languagesAreNamedByTheirUsualNamesAndExtensionsInAnyCase() {
        let expected: [String: CodeHighlighter.Language] = [
            "swift": .swift, "Swift": .swift,
            "sh": .shell, "bash": .shell, "ZSH": .shell, "shell": .shell, "console": .shell, "terminal": .shell,
            "json": .json, "yaml": .yaml, "yml": .yaml,
            "html": .html, "xml": .html, "svg": .html, "css": .css,
            "javascript": .javascript, "js": .javascript, "ts": .javascript, "typescript": .javascript, "jsx": .javascript, "mjs": .javascript,
            "markdown": .markdown, "md": .markdown, "diff": .diff, "patch": .diff,
        ]
        for (name, language) in expected {
            #expect(CodeHighlighter.language(named: name) == language, "\(name)")
        }
        for name in ["", "python", "swiftui", "c++", "text"] {
            #expect(CodeHighlighter.language(named: name) == nil, "\(name)")
        }
    }

    @Test func emptyCodeHasNoTokens() {
        for language in CodeHighlighter.Language.allCases {
            #expect(CodeHighlighter.tokens("", in: language) == [])
        }
    }

    @Test func tokensGiveBackTheCodeForEveryLanguageAndSample() {
        for language in CodeHighlighter.Language.allCases {
            for code in Self.samples + Self.unterminated {
                expectTokensRebuild(code, in: language)
            }
        }
    }

    @Test func tokensGiveBackRandomText() {
        var random = SplitMix64(seed: 2026)
        for language in CodeHighlighter.Language.allCases {
            for _ in 0..<300 {
                // Random bytes (invalid UTF-8 decodes to U+FFFD), and random runs of the
                // fragments that open and close strings, comments and tags.
                let bytes = (0..<random.next(below: 120)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                expectTokensRebuild(String(decoding: bytes, as: UTF8.self), in: language)
                let fragments = (0..<random.next(below: 40)).map { _ in Self.fragments[random.next(below: Self.fragments.count)] }
                expectTokensRebuild(fragments.joined(), in: language)
            }
        }
    }

    @Test func aMegabyteIsHighlightedInOnePass() {
        let code = String(repeating: Self.samples.joined(separator: "\n"), count: 1_000_000 / Self.samples.joined(separator: "\n").utf8.count + 1)
        #expect(code.utf8.count > 1_000_000)
        for language in CodeHighlighter.Language.allCases {
            expectTokensRebuild(code, in: language)
        }
    }

    @Test func hostileNestingDoesNotOverflowTheStack() {
        let depth = 100_000
        let cases: [(CodeHighlighter.Language, String)] = [
            (.swift, String(repeating: "\"\\(", count: depth)),
            (.swift, String(repeating: "/*", count: depth)),
            (.javascript, String(repeating: "`${", count: depth)),
            (.css, String(repeating: "a{", count: depth)),
            (.html, String(repeating: "<script>`${", count: depth)),
            (.markdown, String(repeating: "[", count: depth) + "]" + String(repeating: "*", count: depth)),
            (.yaml, String(repeating: "[{", count: depth)),
            (.json, String(repeating: "[{", count: depth)),
        ]
        for (language, code) in cases {
            expectTokensRebuild(code, in: language)
        }
    }

    @Test func hostileLinesStayLinear() {
        // Each would cost a search to the line's end per opener in a naive highlighter.
        let line = 200_000
        let cases: [(CodeHighlighter.Language, String)] = [
            (.markdown, String(repeating: "[", count: line) + "][" + String(repeating: "x", count: line)),
            (.markdown, String(repeating: "`", count: line)),
            (.markdown, (1...600).map { String(repeating: "`", count: $0) }.joined(separator: "a")),
            (.markdown, String(repeating: "*a ", count: line)),
            (.javascript, "x = " + String(repeating: "(/", count: line)),
            (.css, String(repeating: "a;", count: line)),
            (.json, "\"a\"" + String(repeating: " ", count: line)),
        ]
        for (language, code) in cases {
            expectTokensRebuild(code, in: language)
        }
    }

    /// Samples of every language, each highlighted in every language.
    static let samples = [
        "@main struct App: View {\n    @State private var count = 0x1F_FF\n    var body: some View {\n        Text(\"Hi \\(name.uppercased()) \\(\"x\")\").padding(.top) // note\n    }\n}\n#Preview { let s = #\"raw \\#(x)\"# }\n/* a /* nested */ b */ x",
        "let text = \"\"\"\n    multi \\(line)\n    \"\"\"\nfunc f<T: Hashable>(_ x: inout T) async throws -> [T] { try await g(1_000.5e-3, 0b1010, 0o17) }",
        "#!/bin/bash\n# comment\nexport PATH=\"$HOME/bin:$PATH\"\nif [ -f x ]; then echo 'hi' ${NAME} $1 $'esc\\n'; fi\n",
        "$ swift build \\\n  -c release\nBuilding for production...\n% ls -la | grep \"x\"",
        "{\"a\": [1, -2.5e3, true, false, null, \"s\\\"q\"], \"b\": {\"c\": {}}} // jsonc",
        "---\ntitle: \"Hi\" # c\ntags: [a, 'b''s', 3, {k: v}]\n- key: true\n  n: 1.5\nbody: |\n  text\n  more\nafter: ~\n&a x: *b\n%YAML 1.2\n...",
        "<!DOCTYPE html>\n<p class=\"x\" data-y='z' hidden>Hi &amp; &#169; <b>bye</b></p><!-- c -->\n<script>let x = `a${b}c`; /re+/g.test(x)</script>\n<style>a:hover { color: #fff; margin: 0 1.5em !important; }</style><br/>",
        "@import url(\"x.css\");\n@media (max-width: 600px) {\n  .a > b, #id:hover { color: red; width: calc(100% - 2px); background: url(x.png) }\n}\n:root { --accent: #0a84ff; } /* done */",
        "import { x } from './a.js'\nconst re = /ab+c/gi, d = a / b / c\nclass A extends B { get x() { return this.#y ?? null } }\nlet t: string = `x ${y + `z ${w}`}`\n@Decor type T = number; 10n",
        "# Title\n\nSome *em* and **strong** and `code` and [link](http://x) ![img](y.png) <https://a.b>\n- item\n1. one\n> quote\n```swift\nlet x = 1\n```\n---\nsnake_case_word\n===",
        "diff --git a/x b/x\nindex 1..2\n--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@ func\n-old\n+new\n same\n\\ No newline at end of file",
        "café 名前 e\u{301} 👨‍👩‍👧 \r\n crlf\r\n \u{0} nul \u{FEFF}",
    ]

    /// Strings, comments, tags and blocks that never close.
    static let unterminated = [
        "\"abc", "\"\"\"abc", "#\"abc", "##\"abc\"#", "\"\\(", "\"\\(a", "\"a\\", "/* abc", "/* /* */", "'abc", "`abc", "`${",
        "`${a", "<!-- abc", "<![CDATA[", "<script>abc", "<style>a{", "<a href=\"x", "<a b", "</", "<", "&", "&amp", "{ color: \"x",
        "@media", "a{", "[link](abc", "![", "```swift\nabc", "'''", "\\", "$", "${abc", "$'abc", "- ", "key: |", "key: [a, {b",
        "/regex", "/[/", "1e", "0x", ".5.", "@", "#", "--- ", "+++ ", "@@",
    ]

    /// Pieces that open and close what highlighters track, for random runs of them.
    static let fragments = [
        "\"", "\"\"\"", "#", "\\", "\\(", "(", ")", "{", "}", "[", "]", "/", "/*", "*/", "//", "`", "${", "'", "<", ">", "</",
        "<script>", "</script>", "<style>", "</style>", "<!--", "-->", "&", ";", ":", ": ", "- ", "$ ", "$", "@", "=", "|", "*",
        "_", "!", "\n", "\r\n", " ", "\t", "x", "Type", "let", "if", "true", "1", "0x", ".5e", "é", "👨‍👩‍👧", "---", "+", "@@",
    ]
}

/// Expects `code`'s tokens in `language` to give it back exactly, each non-empty and of a
/// kind other than its neighbour's.
private func expectTokensRebuild(_ code: String, in language: CodeHighlighter.Language, sourceLocation: SourceLocation = #_sourceLocation) {
    let tokens = CodeHighlighter.tokens(code, in: language)
    let rebuilt = tokens.map(\.text).joined()
    #expect(Array(rebuilt.utf8) == Array(code.utf8), "\(language): \(code.prefix(80).debugDescription)", sourceLocation: sourceLocation)
    #expect(!tokens.contains { $0.text.isEmpty }, "\(language): an empty token", sourceLocation: sourceLocation)
    #expect(!zip(tokens, tokens.dropFirst()).contains { $0.kind == $1.kind }, "\(language): unmerged neighbours", sourceLocation: sourceLocation)
}

/// A small seeded random number generator, so a failure can be replayed.
private struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}

/// Expected tokens, written as `[.keyword("let"), .plain(" x = "), .number("1")]`.
extension CodeToken {
    static func plain(_ text: String) -> CodeToken { CodeToken(.plain, text) }
    static func keyword(_ text: String) -> CodeToken { CodeToken(.keyword, text) }
    static func type(_ text: String) -> CodeToken { CodeToken(.type, text) }
    static func string(_ text: String) -> CodeToken { CodeToken(.string, text) }
    static func number(_ text: String) -> CodeToken { CodeToken(.number, text) }
    static func comment(_ text: String) -> CodeToken { CodeToken(.comment, text) }
    static func attribute(_ text: String) -> CodeToken { CodeToken(.attribute, text) }
    static func literal(_ text: String) -> CodeToken { CodeToken(.literal, text) }
    static func property(_ text: String) -> CodeToken { CodeToken(.property, text) }
    static func inserted(_ text: String) -> CodeToken { CodeToken(.inserted, text) }
    static func deleted(_ text: String) -> CodeToken { CodeToken(.deleted, text) }
    static func meta(_ text: String) -> CodeToken { CodeToken(.meta, text) }
}
