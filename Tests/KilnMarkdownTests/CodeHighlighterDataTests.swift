import KilnMarkdown
import Testing

/// JSON and YAML, token by token.
struct CodeHighlighterDataTests {
    @Test func jsonKeysStringsNumbersAndLiterals() {
        #expect(json("{\"a\": [1, -2.5e3, true, null], \"b\" : \"s\\\"\"}") == [
            .plain("{"), .property("\"a\""), .plain(": ["), .number("1"), .plain(", "), .number("-2.5e3"), .plain(", "),
            .literal("true"), .plain(", "), .literal("null"), .plain("], "), .property("\"b\""), .plain(" : "),
            .string("\"s\\\"\""), .plain("}"),
        ])
    }

    @Test func yamlKeysValuesAndComments() {
        #expect(yaml("---\ntitle: \"Hi\" # note\ndraft: false\ncount: 3\nname: Ada\nempty: ~\n...") == [
            .meta("---"), .plain("\n"), .property("title"), .plain(": "), .string("\"Hi\""), .plain(" "), .comment("# note"),
            .plain("\n"), .property("draft"), .plain(": "), .literal("false"), .plain("\n"), .property("count"), .plain(": "),
            .number("3"), .plain("\n"), .property("name"), .plain(": Ada\n"), .property("empty"), .plain(": "), .literal("~"),
            .plain("\n"), .meta("..."),
        ])
    }

    @Test func yamlListsFlowCollectionsAndNodeProperties() {
        #expect(yaml("- name: x\n  tags: [a, 'b', 1]\n- {k: v}\n- &a !!str *b") == [
            .plain("- "), .property("name"), .plain(": x\n  "), .property("tags"), .plain(": [a, "), .string("'b'"),
            .plain(", "), .number("1"), .plain("]\n- {"), .property("k"), .plain(": v}\n- "), .attribute("&a"), .plain(" "),
            .attribute("!!str"), .plain(" "), .attribute("*b"),
        ])
    }

    @Test func yamlBlockScalarLinesAreStrings() {
        #expect(yaml("a: |\n  one\n\n  two\nb: 1") == [
            .property("a"), .plain(": |\n  "), .string("one"), .plain("\n\n  "), .string("two"), .plain("\n"),
            .property("b"), .plain(": "), .number("1"),
        ])
    }
}

private func json(_ code: String) -> [CodeToken] {
    CodeHighlighter.tokens(code, in: .json)
}

private func yaml(_ code: String) -> [CodeToken] {
    CodeHighlighter.tokens(code, in: .yaml)
}
