import Testing

@testable import KilnMarkdown

/// Input written to hurt: each must parse without crashing, in time linear in its length (these
/// run in well under a second; a quadratic parser would take minutes), into blocks that keep
/// the text.
struct MarkdownParserHostileInputTests {
    private static let nestingProblem = "nesting deeper than 32 levels is kept as text"

    @Test func aHundredThousandQuoteMarkersNestThirtyTwoDeepAndKeepTheRestAsText() {
        let result = MarkdownParser.parse(String(repeating: ">", count: 100_000), firstLine: 3)
        let innermost = Self.innermost(result.blocks)
        #expect(innermost.depth == 32)
        #expect(innermost.block == .paragraph(String(repeating: ">", count: 100_000 - 32), line: 3))
        #expect(result.problems == [MarkdownProblem(line: 3, message: Self.nestingProblem)])
    }

    @Test func tenThousandListMarkersOnOneLineNestThirtyTwoDeep() {
        let result = MarkdownParser.parse(String(repeating: "- ", count: 10_000) + "x")
        let innermost = Self.innermost(result.blocks)
        #expect(innermost.depth == 32)
        #expect(innermost.block == .paragraph(String(repeating: "- ", count: 10_000 - 32) + "x", line: 1))
        #expect(result.problems == [MarkdownProblem(line: 1, message: Self.nestingProblem)])
    }

    @Test func aListIndentedAThousandLevelsDeepNestsThirtyTwoAndReportsTheFirstDeeperLine() {
        let markdown = (0..<1_000).map { String(repeating: " ", count: $0 * 2) + "- x" }.joined(separator: "\n")
        let result = MarkdownParser.parse(markdown)
        let innermost = Self.innermost(result.blocks)
        #expect(innermost.depth == 32)
        #expect(innermost.block == .paragraph("x" + String(repeating: " - x", count: 1_000 - 32), line: 32))
        #expect(result.problems == [MarkdownProblem(line: 33, message: Self.nestingProblem)])
    }

    @Test func quotesAndListsCountTogether() {
        let result = MarkdownParser.parse(String(repeating: "> 1. ", count: 20) + "deep")
        let innermost = Self.innermost(result.blocks)
        #expect(innermost.depth == 32)
        #expect(innermost.block == .paragraph(String(repeating: "> 1. ", count: 4) + "deep", line: 1))
        #expect(result.problems.count == 1)
    }

    @Test func deepNestingOnEveryLineIsReportedOnce() {
        let line = String(repeating: "> ", count: 40) + "text"
        let result = MarkdownParser.parse(Array(repeating: line, count: 1_000).joined(separator: "\n"))
        #expect(result.problems == [MarkdownProblem(line: 1, message: Self.nestingProblem)])
    }

    @Test func aHundredThousandOpenBracketsAreText() {
        let brackets = String(repeating: "[", count: 100_000)
        #expect(MarkdownParser.blocks(brackets) == [.paragraph(brackets, line: 1)])
        let balanced = brackets + String(repeating: "]", count: 100_000)
        #expect(MarkdownParser.blocks(balanced + "\n\n[x]: /u") == [.paragraph(balanced, line: 1)])
    }

    @Test func imagesNestThirtyTwoDeepAndTheDeeperOnesStayText() {
        let markdown = String(repeating: "![a", count: 50_000) + String(repeating: "](x)", count: 50_000)
        // The innermost `](x)`s close the `![`s past the cap (so are text); the last 32 close the
        // images, whose alt text takes in everything inside.
        let alt = String(repeating: "a", count: 32) + String(repeating: "![a", count: 50_000 - 32)
            + String(repeating: "](x)", count: 50_000 - 32)
        #expect(MarkdownParser.paragraphText(markdown) == [.image(alt: alt, source: "x", title: nil)])
    }

    /// Inputs that make a naive parser scan the rest of the text again at each of their many
    /// openings; each is one paragraph of its text.
    @Test(arguments: [
        String(repeating: "`a``b```c ", count: 30_000),
        String(repeating: "<!-- a ", count: 50_000),
        String(repeating: "<? a ", count: 50_000),
        String(repeating: "<![CDATA[ ", count: 50_000),
        String(repeating: "<a b=\"c\" ", count: 50_000),
        String(repeating: "<http://a ", count: 50_000),
        String(repeating: "[a](", count: 50_000),
        String(repeating: "[a](x", count: 50_000),
        String(repeating: "[a](<x ", count: 50_000),
        String(repeating: "[a](x \"t ", count: 50_000),
        String(repeating: "![a](", count: 50_000),
        String(repeating: "&amp;&#42;&bogus;&#x", count: 50_000),
        String(repeating: "*_~", count: 100_000),
        String(repeating: "\\", count: 100_000),
    ])
    func manyUnclosedOpeningsAreOneParagraph(markdown: String) {
        let blocks = MarkdownParser.blocks(markdown)
        #expect(blocks.count == 1)
        #expect(blocks.first?.line == 1)
    }

    @Test func manyReferencesToOneDefinition() {
        let markdown = "[a]: /u\n\n" + String(repeating: "[a] ", count: 100_000)
        let expected = Array(repeating: "[a](/u)", count: 100_000).joined(separator: " ")
        #expect(MarkdownParser.paragraphText(markdown) == [.text(expected)])
    }

    @Test func aTableWithFiftyThousandRowsOfTooManyCells() {
        let markdown = "| a | b |\n|---|---|\n" + String(repeating: "| 1 | 2 | 3 |\n", count: 50_000)
        let result = MarkdownParser.parse(markdown)
        guard case .table(let table)? = result.blocks.first?.kind else {
            Issue.record("not a table: \(result.blocks.first as Any)")
            return
        }
        #expect(table.rows.count == 50_000)
        #expect(table.rows.allSatisfy { $0 == [.plain("1"), .plain("2 | 3")] })
        #expect(result.problems.count == 50_000)
    }

    @Test func aLongUnterminatedFenceKeepsEveryLine() {
        let markdown = "```\n" + String(repeating: "line\n", count: 100_000)
        #expect(MarkdownParser.blocks(markdown) == [.code(Array(repeating: "line", count: 100_000).joined(separator: "\n"), line: 1)])
    }

    @Test func aFiveMegabyteDocumentParses() {
        let section = """
            ## A section about *things*

            Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut
            labore et dolore magna aliqua, with [a link](https://example.com/path), `some code`, an
            ![image](image.png "Title") and a [reference][ref]; quis nostrud exercitation &amp; more.

            - Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat.
            - Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt.
              1. Nested, with **strong** text.

            > Sed ut perspiciatis unde omnis iste natus error sit voluptatem accusantium doloremque
            > laudantium, totam rem aperiam.

            | Column | Another column |
            |--------|:--------------:|
            | one    | two            |

            ```swift
            let greeting = "Hello, world"
            print(greeting)
            ```

            [ref]: https://example.com/ref


            """
        let sections = 5_000_000 / section.utf8.count + 1
        let blocks = MarkdownParser.blocks(String(repeating: section, count: sections))
        // A heading, a paragraph, a list, a quote, a table and a code block each; a section is 24
        // lines, its code block starts on its 18th.
        #expect(blocks.count == sections * 6)
        #expect(
            blocks.last == .code("let greeting = \"Hello, world\"\nprint(greeting)", language: "swift", line: (sections - 1) * 24 + 18))
    }

    /// How many quotes and list items deep the document's last block goes (following each
    /// one's last block), and the block found there.
    private static func innermost(_ blocks: [MarkdownBlock]) -> (depth: Int, block: MarkdownBlock?) {
        var depth = 0
        var block = blocks.last
        while let current = block {
            switch current.kind {
            case .quote(let inner):
                block = inner.last
            case .list(let list):
                block = list.items.last?.blocks.last
            default:
                return (depth, current)
            }
            depth += 1
        }
        return (depth, nil)
    }
}
