import KilnMarkdown
import Testing

/// Shell scripts and terminal sessions, token by token.
struct CodeHighlighterShellTests {
    @Test func keywordsCommentsAndNumbers() {
        #expect(shell("if [ -f a#b ]; then exit 1; fi # done") == [
            .keyword("if"), .plain(" [ -f a#b ]; "), .keyword("then"), .plain(" "), .keyword("exit"), .plain(" "), .number("1"),
            .plain("; "), .keyword("fi"), .plain(" "), .comment("# done"),
        ])
    }

    @Test func variablesAreAttributesEvenInDoubleQuotes() {
        #expect(shell(#"echo "$HOME/${DIR:-x}" '$literal' $1 $? $(pwd)"#) == [
            .plain("echo "), .string("\""), .attribute("$HOME"), .string("/"), .attribute("${DIR:-x}"), .string("\""), .plain(" "),
            .string("'$literal'"), .plain(" "), .attribute("$1"), .plain(" "), .attribute("$?"), .plain(" $(pwd)"),
        ])
    }

    @Test func assignmentsNameAVariable() {
        #expect(shell("export PATH=\"$PATH:/bin\" A=1") == [
            .keyword("export"), .plain(" "), .attribute("PATH"), .plain("="), .string("\""), .attribute("$PATH"), .string(":/bin\""),
            .plain(" "), .attribute("A"), .plain("="), .number("1"),
        ])
    }

    @Test func aSessionHasPromptsCommandsAndOutput() {
        #expect(CodeHighlighter.language(named: "console") == .shell)
        #expect(shell("$ echo $USER # who\nada\n% ls \\\n  -la\nfile") == [
            .meta("$ "), .plain("echo "), .attribute("$USER"), .plain(" "), .comment("# who"), .plain("\nada\n"), .meta("% "),
            .plain("ls \\\n  -la\nfile"),
        ])
    }

    @Test func onlyAFirstLinePromptMakesASession() {
        #expect(shell("echo a\n$ b") == [.plain("echo a\n$ b")])
        #expect(shell("\n  $ not a prompt") == [.plain("\n  $ not a prompt")])
    }
}

private func shell(_ code: String) -> [CodeToken] {
    CodeHighlighter.tokens(code, in: .shell)
}
