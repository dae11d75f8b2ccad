import KilnMarkdown
import Testing

/// JavaScript and TypeScript, token by token.
struct CodeHighlighterJavaScriptTests {
    @Test func keywordsLiteralsAndTypes() {
        #expect(javaScript("const a = new Map(); if (x === undefined) return null") == [
            .keyword("const"), .plain(" a = "), .keyword("new"), .plain(" "), .type("Map"), .plain("(); "), .keyword("if"),
            .plain(" (x === "), .literal("undefined"), .plain(") "), .keyword("return"), .plain(" "), .literal("null"),
        ])
    }

    @Test func typeScriptKeywordsAndPrimitiveTypes() {
        #expect(javaScript("interface P { readonly id: number }\ntype T = keyof P") == [
            .keyword("interface"), .plain(" "), .type("P"), .plain(" { "), .keyword("readonly"), .plain(" id: "), .type("number"),
            .plain(" }\n"), .keyword("type"), .plain(" "), .type("T"), .plain(" = "), .keyword("keyof"), .plain(" "), .type("P"),
        ])
        #expect(javaScript("let type = x.type; obj = { from: 1 }") == [
            .keyword("let"), .plain(" type = x."), .property("type"), .plain("; obj = { from: "), .number("1"), .plain(" }"),
        ])
    }

    @Test func templateLiteralsInterpolateCode() {
        #expect(javaScript("`a ${b + `c ${d}`} e`") == [
            .string("`a ${"), .plain("b + "), .string("`c ${"), .plain("d"), .string("}`} e`"),
        ])
    }

    @Test func regularExpressionsWhereAnOperandIsExpected() {
        #expect(javaScript("x = /a[/]b+/gi.test(s) / 2 / 3") == [
            .plain("x = "), .string("/a[/]b+/gi"), .plain("."), .property("test"), .plain("(s) / "), .number("2"), .plain(" / "),
            .number("3"),
        ])
        #expect(javaScript("return /x/") == [.keyword("return"), .plain(" "), .string("/x/")])
    }

    @Test func numbersStringsCommentsAndDecorators() {
        #expect(javaScript("@Component 0xFF 1_000n .5 'a\\'b' \"c\" // x\n/* y */") == [
            .attribute("@Component"), .plain(" "), .number("0xFF"), .plain(" "), .number("1_000n"), .plain(" "), .number(".5"),
            .plain(" "), .string("'a\\'b'"), .plain(" "), .string("\"c\""), .plain(" "), .comment("// x"), .plain("\n"),
            .comment("/* y */"),
        ])
    }
}

private func javaScript(_ code: String) -> [CodeToken] {
    CodeHighlighter.tokens(code, in: .javascript)
}
