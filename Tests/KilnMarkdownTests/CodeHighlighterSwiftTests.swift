import KilnMarkdown
import Testing

/// Swift, token by token.
struct CodeHighlighterSwiftTests {
    @Test func keywordsTypesAndLiterals() {
        #expect(swift("let x: Int? = nil") == [.keyword("let"), .plain(" x: "), .type("Int"), .plain("? = "), .literal("nil")])
        #expect(swift("if true, !false {} else { return self }") == [
            .keyword("if"), .plain(" "), .literal("true"), .plain(", !"), .literal("false"), .plain(" {} "), .keyword("else"),
            .plain(" { "), .keyword("return"), .plain(" "), .keyword("self"), .plain(" }"),
        ])
    }

    @Test func declarationKeywordsIncludingContextualOnes() {
        #expect(swift("public nonisolated static func f(_ x: inout T) async throws -> some View") == [
            .keyword("public"), .plain(" "), .keyword("nonisolated"), .plain(" "), .keyword("static"), .plain(" "),
            .keyword("func"), .plain(" f(_ x: "), .keyword("inout"), .plain(" "), .type("T"), .plain(") "), .keyword("async"),
            .plain(" "), .keyword("throws"), .plain(" -> "), .keyword("some"), .plain(" "), .type("View"),
        ])
        #expect(swift("package actor A: Sendable where Self: any P {}") == [
            .keyword("package"), .plain(" "), .keyword("actor"), .plain(" "), .type("A"), .plain(": "), .type("Sendable"),
            .plain(" "), .keyword("where"), .plain(" "), .keyword("Self"), .plain(": "), .keyword("any"), .plain(" "), .type("P"), .plain(" {}"),
        ])
    }

    @Test func contextualKeywordsUsedAsNamesArePlain() {
        #expect(swift("let set = open(url), some: Int") == [
            .keyword("let"), .plain(" set = open(url), some: "), .type("Int"),
        ])
        #expect(swift("get { } set(newValue) { }") == [
            .keyword("get"), .plain(" { } "), .keyword("set"), .plain("(newValue) { }"),
        ])
    }

    @Test func numbersInEveryNotation() {
        #expect(swift("1_000 0xFF 0b1010 0o17 1.5e-3 0x1.8p3 1..<2 x.0") == [
            .number("1_000"), .plain(" "), .number("0xFF"), .plain(" "), .number("0b1010"), .plain(" "), .number("0o17"),
            .plain(" "), .number("1.5e-3"), .plain(" "), .number("0x1.8p3"), .plain(" "), .number("1"), .plain("..<"),
            .number("2"), .plain(" x."), .number("0"),
        ])
        #expect(swift("0xFF.description") == [.number("0xFF"), .plain("."), .property("description")])
    }

    @Test func stringsKeepTheirEscapes() {
        #expect(swift(#"s = "a \"b\" \\ c" + "\u{1F600}""#) == [.plain("s = "), .string(#""a \"b\" \\ c""#), .plain(" + "), .string(#""\u{1F600}""#)])
    }

    @Test func interpolationsAreCodeBetweenStringDelimiters() {
        #expect(swift(#""Hi \(name.count + 1)!""#) == [
            .string(#""Hi \("#), .plain("name."), .property("count"), .plain(" + "), .number("1"), .string(#")!""#),
        ])
        #expect(swift(#""a \(f("b \(c)")) d""#) == [
            .string(#""a \("#), .plain("f("), .string(#""b \("#), .plain("c"), .string(#")""#), .plain(")"), .string(#") d""#),
        ])
    }

    @Test func multiLineStrings() {
        #expect(swift("\"\"\"\n  a \"quoted\" \\(x)\n  \"\"\" + y") == [
            .string("\"\"\"\n  a \"quoted\" \\("), .plain("x"), .string(")\n  \"\"\""), .plain(" + y"),
        ])
    }

    @Test func rawStringsInterpolateOnlyWithTheirHashes() {
        #expect(swift(##"#"a \(x) \#(y) "b" "# z"##) == [
            .string(##"#"a \(x) \#("##), .plain("y"), .string(##") "b" "#"##), .plain(" z"),
        ])
    }

    @Test func anUnclosedStringEndsAtItsLine() {
        #expect(swift("\"abc\nlet x") == [.string("\"abc"), .plain("\n"), .keyword("let"), .plain(" x")])
    }

    @Test func commentsNestAndDocCommentsAreComments() {
        #expect(swift("// a\n/// doc\n/* a /* b */ c */ d") == [
            .comment("// a"), .plain("\n"), .comment("/// doc"), .plain("\n"), .comment("/* a /* b */ c */"), .plain(" d"),
        ])
    }

    @Test func attributesMacrosAndDirectives() {
        #expect(swift("@MainActor @State var x\n#Preview {}\n#if DEBUG\n#endif") == [
            .attribute("@MainActor"), .plain(" "), .attribute("@State"), .plain(" "), .keyword("var"), .plain(" x\n"),
            .attribute("#Preview"), .plain(" {}\n"), .attribute("#if"), .plain(" "), .type("DEBUG"), .plain("\n"), .attribute("#endif"),
        ])
    }

    @Test func membersAfterADotAreProperties() {
        #expect(swift("view.padding(.horizontal).frame(width: 10)") == [
            .plain("view."), .property("padding"), .plain("(."), .property("horizontal"), .plain(")."), .property("frame"),
            .plain("(width: "), .number("10"), .plain(")"),
        ])
        #expect(swift("Self.init(x?.y, Foo.Bar.self, 0...n)") == [
            .keyword("Self"), .plain("."), .keyword("init"), .plain("(x?."), .property("y"), .plain(", "), .type("Foo"),
            .plain("."), .type("Bar"), .plain("."), .keyword("self"), .plain(", "), .number("0"), .plain("...n)"),
        ])
    }

    @Test func backtickedNamesAndDollarNamesArePlain() {
        #expect(swift("case `default`: $0 + $value") == [.keyword("case"), .plain(" `default`: $0 + $value")])
    }
}

private func swift(_ code: String) -> [CodeToken] {
    CodeHighlighter.tokens(code, in: .swift)
}
