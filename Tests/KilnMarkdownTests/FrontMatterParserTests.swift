import KilnMarkdown
import Testing

/// Front matter: the `---` fences, the YAML subset blog posts use, and the errors for the rest.
struct FrontMatterParserTests {
    // MARK: - Splitting front matter from the body

    @Test func aFileWithoutAFirstFenceLineIsAllBody() throws {
        let source = "# Title\n\n---\ntitle: no\n---\n"
        let (frontMatter, body, bodyFirstLine) = try FrontMatterParser.split(source)
        #expect(frontMatter == nil)
        #expect(body == source)
        #expect(bodyFirstLine == 1)
    }

    @Test func frontMatterIsSplitFromTheBody() throws {
        let (frontMatter, body, bodyFirstLine) = try FrontMatterParser.split("---\ntitle: Hello\n---\n# Hello\n")
        #expect(frontMatter == mapping(line: 1, ["title": scalar("Hello", line: 2)]))
        #expect(body == "# Hello\n")
        #expect(bodyFirstLine == 4)
    }

    @Test func fencesMayEndInSpacesAndTheClosingOneMayBeDots() throws {
        let (frontMatter, body, bodyFirstLine) = try FrontMatterParser.split("---  \ntitle: Hello\n...   \nBody")
        #expect(frontMatter == mapping(line: 1, ["title": scalar("Hello", line: 2)]))
        #expect(body == "Body")
        #expect(bodyFirstLine == 4)
    }

    @Test func crlfLineEndingsAreRead() throws {
        let (frontMatter, body, bodyFirstLine) = try FrontMatterParser.split("---\r\ntitle: Hello\r\ntags:\r\n  - a\r\n---\r\nBody\r\n")
        #expect(frontMatter == mapping(line: 1, [
            "title": scalar("Hello", line: 2),
            "tags": FrontMatterValue(.sequence([scalar("a", line: 4)]), line: 4),
        ]))
        #expect(body == "Body\r\n")
        #expect(bodyFirstLine == 6)
    }

    @Test func aClosingFenceOnTheLastLineLeavesAnEmptyBody() throws {
        let (frontMatter, body, bodyFirstLine) = try FrontMatterParser.split("---\na: 1\n---")
        #expect(frontMatter == mapping(line: 1, ["a": scalar("1", line: 2)]))
        #expect(body == "")
        #expect(bodyFirstLine == 4)
    }

    @Test func emptyFrontMatterIsAnEmptyMapping() throws {
        #expect(try FrontMatterParser.split("---\n---\nBody").frontMatter == mapping(line: 1, [:]))
        #expect(try FrontMatterParser.split("---\n# only a comment\n\n---\nBody").frontMatter == mapping(line: 1, [:]))
    }

    @Test func aByteOrderMarkDoesNotHideTheFence() throws {
        let (frontMatter, body, _) = try FrontMatterParser.split("\u{FEFF}---\na: 1\n---\nBody")
        #expect(frontMatter == mapping(line: 1, ["a": scalar("1", line: 2)]))
        #expect(body == "Body")
    }

    @Test func anUnclosedFenceIsAnErrorAtLineOne() {
        let expected = FrontMatterError(line: 1, message: "front matter opened at line 1 is never closed with ---")
        #expect(throws: expected) { try FrontMatterParser.split("---\ntitle: Hello\n\n# Hello\n") }
        #expect(throws: expected) { try FrontMatterParser.split("---") }
    }

    @Test func frontMatterThatIsNotAMappingIsAnError() {
        #expect(throws: FrontMatterError(line: 2, message: "front matter must be 'key: value' lines, not a single value or a list")) {
            try FrontMatterParser.split("---\n- a\n- b\n---\n")
        }
    }

    @Test func errorsNameTheFileLine() {
        #expect(throws: FrontMatterError(line: 3, message: "anchors, aliases and tags are not supported")) {
            try FrontMatterParser.split("---\ntitle: Hello\nimage: *logo\n---\n")
        }
    }

    // MARK: - Block mappings and sequences

    @Test func nestedMappingsFollowIndentation() throws {
        let yaml = """
            title: Hello
            author:
              name: Ada
              links:
                site: https://example.com
            draft: false
            """
        #expect(try FrontMatterParser.parse(yaml, firstLine: 2) == mapping(line: 2, [
            "title": scalar("Hello", line: 2),
            "author": mapping(line: 4, [
                "name": scalar("Ada", line: 4),
                "links": mapping(line: 6, ["site": scalar("https://example.com", line: 6)]),
            ]),
            "draft": scalar("false", line: 7),
        ]))
    }

    @Test func keysKeepTheirOrderAndMayBeQuoted() throws {
        let yaml = "zeta: 1\n\"with: colon\": 2\n'single': 3\nalpha beta: 4"
        #expect(try FrontMatterParser.parse(yaml, firstLine: 1) == mapping(line: 1, [
            "zeta": scalar("1", line: 1),
            "with: colon": scalar("2", line: 2),
            "single": scalar("3", line: 3),
            "alpha beta": scalar("4", line: 4),
        ]))
    }

    @Test func sequencesMayStandAtTheKeysIndentationOrDeeper() throws {
        let yaml = "tags:\n- swift\n- web\nauthors:\n    - Ada\n    - Grace\nnext: 1"
        #expect(try FrontMatterParser.parse(yaml, firstLine: 1) == mapping(line: 1, [
            "tags": FrontMatterValue(.sequence([scalar("swift", line: 2), scalar("web", line: 3)]), line: 2),
            "authors": FrontMatterValue(.sequence([scalar("Ada", line: 5), scalar("Grace", line: 6)]), line: 5),
            "next": scalar("1", line: 7),
        ]))
    }

    @Test func sequenceItemsMayBeMappings() throws {
        let yaml = """
            links:
              - name: Home
                url: /
              -
                name: About
                url: /about
            """
        #expect(try FrontMatterParser.parse(yaml, firstLine: 1) == mapping(line: 1, [
            "links": FrontMatterValue(.sequence([
                mapping(line: 2, ["name": scalar("Home", line: 2), "url": scalar("/", line: 3)]),
                mapping(line: 5, ["name": scalar("About", line: 5), "url": scalar("/about", line: 6)]),
            ]), line: 2),
        ]))
    }

    @Test func sequencesMayNestOnOneLine() throws {
        #expect(try FrontMatterParser.parse("- - a\n  - b\n- c", firstLine: 1) == FrontMatterValue(.sequence([
            FrontMatterValue(.sequence([scalar("a", line: 1), scalar("b", line: 2)]), line: 1),
            scalar("c", line: 3),
        ]), line: 1))
    }

    @Test func aValueMayStandOnTheLineAfterItsKey() throws {
        #expect(try FrontMatterParser.parse("title:\n  Hello", firstLine: 1) == mapping(line: 1, ["title": scalar("Hello", line: 2)]))
    }

    // MARK: - Scalars

    @Test func plainScalarsAreTrimmedAndStopAtAComment() throws {
        let yaml = "title:   Hello, world!   # a comment\nurl: https://example.com/#anchor\nhash: C#"
        #expect(try FrontMatterParser.parse(yaml, firstLine: 1) == mapping(line: 1, [
            "title": scalar("Hello, world!", line: 1),
            "url": scalar("https://example.com/#anchor", line: 2),
            "hash": scalar("C#", line: 3),
        ]))
    }

    @Test func plainScalarsAreNotConvertedToNumbersOrBooleans() throws {
        #expect(try FrontMatterParser.parse("a: 3\nb: true\nc: 2026-01-05\nd: 1.5e3", firstLine: 1) == mapping(line: 1, [
            "a": scalar("3", line: 1), "b": scalar("true", line: 2), "c": scalar("2026-01-05", line: 3), "d": scalar("1.5e3", line: 4),
        ]))
    }

    @Test func nullsAreNullButAQuotedNullIsText() throws {
        let yaml = "a: ~\nb: null\nc: Null\nd: NULL\ne:\nf: \"null\"\ng: 'null'\nh: nil"
        #expect(try FrontMatterParser.parse(yaml, firstLine: 1) == mapping(line: 1, [
            "a": null(line: 1), "b": null(line: 2), "c": null(line: 3), "d": null(line: 4), "e": null(line: 5),
            "f": scalar("null", line: 6, quoted: true), "g": scalar("null", line: 7, quoted: true), "h": scalar("nil", line: 8),
        ]))
    }

    @Test func plainScalarsMayGoOnOverDeeperLines() throws {
        let yaml = "description: A long\n  description that\n\n  wraps\nnext: 1"
        #expect(try FrontMatterParser.parse(yaml, firstLine: 1) == mapping(line: 1, [
            "description": scalar("A long description that\nwraps", line: 1),
            "next": scalar("1", line: 5),
        ]))
    }

    @Test func singleQuotedScalarsDoubleTheirQuotes() throws {
        #expect(try FrontMatterParser.parse("a: 'It''s \\n #1'", firstLine: 1) == mapping(line: 1, ["a": scalar("It's \\n #1", line: 1, quoted: true)]))
    }

    @Test func doubleQuotedScalarsUnescape() throws {
        let yaml = #"a: "say \"hi\" \\ \n\t caf\u00e9 \/ \x41 \ud83d\ude00" # comment"#
        #expect(try FrontMatterParser.parse(yaml, firstLine: 1) == mapping(line: 1, ["a": scalar("say \"hi\" \\ \n\t café / A 😀", line: 1, quoted: true)]))
    }

    @Test func literalBlockScalarsKeepLineBreaks() throws {
        let yaml = "clip: |\n  one\n    two\n\n  three\n\nstrip: |-\n  text\n\nkeep: |+\n  text\n\n\nlast: x"
        #expect(try FrontMatterParser.parse(yaml, firstLine: 1) == mapping(line: 1, [
            "clip": scalar("one\n  two\n\nthree\n", line: 1, quoted: true),
            "strip": scalar("text", line: 7, quoted: true),
            "keep": scalar("text\n\n\n", line: 10, quoted: true),
            "last": scalar("x", line: 14),
        ]))
    }

    @Test func foldedBlockScalarsJoinLinesWithSpaces() throws {
        let yaml = "a: >\n  one\n  two\n\n  three\n    code\n  four\nb: >-\n  x\n  y\n"
        #expect(try FrontMatterParser.parse(yaml, firstLine: 1) == mapping(line: 1, [
            "a": scalar("one two\nthree\n  code\nfour\n", line: 1, quoted: true),
            "b": scalar("x y", line: 8, quoted: true),
        ]))
    }

    @Test func blockScalarsMayGiveTheirIndentation() throws {
        #expect(try FrontMatterParser.parse("a: |2\n    indented\n  b\n", firstLine: 1) == mapping(line: 1, ["a": scalar("  indented\nb\n", line: 1, quoted: true)]))
    }

    @Test func anEmptyBlockScalarIsEmptyText() throws {
        #expect(try FrontMatterParser.parse("a: |\nb: 1", firstLine: 1) == mapping(line: 1, ["a": scalar("", line: 1, quoted: true), "b": scalar("1", line: 2)]))
    }

    // MARK: - Flow collections

    @Test func flowSequencesSplitAtCommasOutsideQuotes() throws {
        #expect(try FrontMatterParser.parse(#"tags: [swift, "c, d", 'e', ~, ]"#, firstLine: 1) == mapping(line: 1, [
            "tags": FrontMatterValue(.sequence([scalar("swift", line: 1), scalar("c, d", line: 1, quoted: true), scalar("e", line: 1, quoted: true), null(line: 1)]), line: 1),
        ]))
    }

    @Test func flowCollectionsNest() throws {
        #expect(try FrontMatterParser.parse(#"a: {x: 1, "y": [2, {z: }], w}"#, firstLine: 3) == mapping(line: 3, [
            "a": mapping(line: 3, [
                "x": scalar("1", line: 3),
                "y": FrontMatterValue(.sequence([scalar("2", line: 3), mapping(line: 3, ["z": null(line: 3)])]), line: 3),
                "w": null(line: 3),
            ]),
        ]))
    }

    @Test func emptyFlowCollections() throws {
        #expect(try FrontMatterParser.parse("a: []\nb: {}", firstLine: 1) == mapping(line: 1, [
            "a": FrontMatterValue(.sequence([]), line: 1), "b": mapping(line: 2, [:]),
        ]))
    }

    // MARK: - Comments and blank lines

    @Test func commentsAndBlankLinesAreSkipped() throws {
        let yaml = "# heading comment\n\ntitle: Hello # trailing\n  # indented comment\n\ntags:\n  # before an item\n  - a\n"
        #expect(try FrontMatterParser.parse(yaml, firstLine: 1) == mapping(line: 3, [
            "title": scalar("Hello", line: 3),
            "tags": FrontMatterValue(.sequence([scalar("a", line: 8)]), line: 8),
        ]))
    }

    @Test func textWithNothingButCommentsIsNull() throws {
        #expect(try FrontMatterParser.parse("# nothing\n\n", firstLine: 5) == null(line: 5))
    }

    // MARK: - Errors

    @Test func tabsInIndentationAreAnError() {
        #expect(throws: FrontMatterError(line: 3, message: "tabs are not allowed for indentation in YAML")) {
            try FrontMatterParser.parse("a:\n  b: 1\n\tc: 2", firstLine: 1)
        }
    }

    @Test func aDuplicateKeyNamesBothLines() {
        #expect(throws: FrontMatterError(line: 5, message: "key 'title' is written twice: at lines 2 and 5")) {
            try FrontMatterParser.parse("title: a\nb: 1\nc: 2\ntitle: b", firstLine: 2)
        }
    }

    @Test func directivesAreAnError() {
        #expect(throws: FrontMatterError(line: 2, message: "YAML directives such as %YAML are not supported in front matter")) {
            try FrontMatterParser.split("---\n%YAML 1.2\ntitle: x\n---\n")
        }
    }

    @Test func anchorsAliasesAndTagsAreAnError() {
        for yaml in ["a: &anchor 1", "a: *alias", "a: !!str 1", "- !tag x", "a: [1, *b]", "&a key: 1"] {
            #expect(throws: FrontMatterError(line: 1, message: "anchors, aliases and tags are not supported"), "\(yaml)") {
                try FrontMatterParser.parse(yaml, firstLine: 1)
            }
        }
    }

    @Test func nulBytesAreAnError() {
        #expect(throws: FrontMatterError(line: 2, message: "front matter cannot contain a NUL byte")) {
            try FrontMatterParser.parse("a: 1\nb: x\u{0}y", firstLine: 1)
        }
    }

    @Test func unclosedQuotesAndBracketsAreErrors() {
        #expect(throws: FrontMatterError(line: 1, message: "the quoted value is not closed with \" on its line (values in quotes must end on the line they start)")) {
            try FrontMatterParser.parse("a: \"open\nb: 1", firstLine: 1)
        }
        #expect(throws: FrontMatterError(line: 1, message: "'[' is not closed with ']' on its line (a [list] or {mapping} must end on the line it starts)")) {
            try FrontMatterParser.parse("a: [1, 2 # comment ]", firstLine: 1)
        }
        #expect(throws: FrontMatterError(line: 1, message: "'{' is not closed with '}' on its line (a [list] or {mapping} must end on the line it starts)")) {
            try FrontMatterParser.parse("a: {b: 1", firstLine: 1)
        }
    }

    @Test func malformedValuesAreErrorsAtTheirLine() {
        let cases: [(yaml: String, error: FrontMatterError)] = [
            ("a: b: c", .init(line: 1, message: "a value without quotes cannot contain ': ' (or end with ':'): put the value in quotes, or check the line's indentation")),
            ("a: 1\n  b: 2", .init(line: 2, message: "a value without quotes cannot contain ': ' (or end with ':'): put the value in quotes, or check the line's indentation")),
            ("a: 'x'\n  b: 2", .init(line: 2, message: "unexpected indentation: this line is indented deeper than the entries around it")),
            ("a: 1\nb", .init(line: 2, message: "expected 'key: value' here, like the lines above at this indentation (a space must follow the ':')")),
            ("a: 1\n- b", .init(line: 2, message: "a list item cannot stand among 'key: value' lines: put the list under a key that has no value on its line")),
            ("a: - b", .init(line: 1, message: "a list cannot start on its key's line: put each '- item' on a line of its own below the key")),
            ("a: \"x\" y", .init(line: 1, message: "unexpected text after the value: only a comment may follow a quoted value or a [list] or {mapping} on its line")),
            ("a: @x", .init(line: 1, message: "text without quotes cannot start with '@': put it in quotes")),
            ("? a\n: b", .init(line: 1, message: "complex keys ('? ') are not supported: write 'key: value'")),
            ("a: \"\\q\"", .init(line: 1, message: "'\\q' is not an escape YAML knows in a double-quoted value (write '\\\\' for a backslash)")),
            ("a: \"\\ud800\"", .init(line: 1, message: "'\\ud800' is not a Unicode character")),
            ("a: [b: 1]", .init(line: 1, message: "a 'key: value' pair inside [ ] is not supported: write it in { }")),
            ("a: [1,,2]", .init(line: 1, message: "expected a value between the commas")),
            ("a: [1] 2", .init(line: 1, message: "unexpected text after the value: only a comment may follow a quoted value or a [list] or {mapping} on its line")),
            ("a: [1 } 2]", .init(line: 1, message: "expected ',' or ']' after the value")),
            ("a: {b:1}", .init(line: 1, message: "'b:1' has no value: write a space after the ':' to give one")),
            ("a: {x: 1, x: 2}", .init(line: 1, message: "key 'x' is written twice: at lines 1 and 1")),
            ("a: |x", .init(line: 1, message: "after '|' or '>' only '+' or '-', an indentation digit 1–9 and a comment may follow on the line")),
            ("a: 1\n---\nb: 2", .init(line: 2, message: "front matter is one YAML document: a '---' or '...' line inside it is not supported")),
            ("  a: 1\nb: 2", .init(line: 2, message: "this line does not continue the entries above it: check its indentation")),
            (": x", .init(line: 1, message: "a key is missing before the ':'")),
        ]
        for (yaml, error) in cases {
            #expect(throws: error, "\(yaml)") { try FrontMatterParser.parse(yaml, firstLine: 1) }
        }
    }

    // MARK: - Hostile input

    @Test func deepFlowNestingIsAnErrorNotAStackOverflow() {
        let yaml = "a: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: FrontMatterError(line: 1, message: "front matter is nested more than 64 levels deep")) {
            try FrontMatterParser.parse(yaml, firstLine: 1)
        }
    }

    @Test func deepBlockNestingIsAnError() {
        let compactSequences = String(repeating: "- ", count: 100_000) + "x"
        let indentedMappings = (0..<100).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n")
        for yaml in [compactSequences, indentedMappings] {
            #expect(throws: FrontMatterError(line: yaml.hasPrefix("-") ? 1 : 65, message: "front matter is nested more than 64 levels deep")) {
                try FrontMatterParser.parse(yaml, firstLine: 1)
            }
        }
    }

    @Test func nestingUpToTheLimitIsRead() throws {
        let yaml = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        var expected = FrontMatterValue(.sequence([]), line: 1)
        for _ in 1..<64 { expected = FrontMatterValue(.sequence([expected]), line: 1) }
        #expect(try FrontMatterParser.parse(yaml, firstLine: 1) == expected)
    }

    @Test func aMegabyteOfFrontMatterIsRead() throws {
        var yaml = ""
        for index in 0..<12_000 {
            yaml += "key\(index):\n  title: \"Entry \(index)\"\n  tags: [a, b, 'c']\n  body: |\n    line one\n    line two\n"
        }
        #expect(yaml.utf8.count > 1_000_000)
        let value = try FrontMatterParser.parse(yaml, firstLine: 1)
        guard case .mapping(let entries) = value.kind else {
            Issue.record("expected a mapping")
            return
        }
        #expect(entries.count == 12_000)
        #expect(entries.last?.value == mapping(line: 71_996, [
            "title": scalar("Entry 11999", line: 71_996, quoted: true),
            "tags": FrontMatterValue(.sequence([scalar("a", line: 71_997), scalar("b", line: 71_997), scalar("c", line: 71_997, quoted: true)]), line: 71_997),
            "body": scalar("line one\nline two\n", line: 71_998, quoted: true),
        ]))
    }

    @Test func aMegabyteOnOneLineIsRead() throws {
        let words = String(repeating: "word ", count: 200_000)
        #expect(try FrontMatterParser.parse("a: " + words, firstLine: 1) == mapping(line: 1, ["a": scalar(String(words.dropLast()), line: 1)]))
    }
}

private func scalar(_ text: String, line: Int, quoted: Bool = false) -> FrontMatterValue {
    FrontMatterValue(.scalar(text, isQuoted: quoted), line: line)
}

private func null(line: Int) -> FrontMatterValue {
    FrontMatterValue(.null, line: line)
}

private func mapping(line: Int, _ entries: KeyValuePairs<String, FrontMatterValue>) -> FrontMatterValue {
    FrontMatterValue(.mapping(entries.map { (key: $0.key, value: $0.value) }), line: line)
}
