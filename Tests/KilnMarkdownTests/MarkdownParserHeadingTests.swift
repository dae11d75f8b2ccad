import Testing

@testable import KilnMarkdown

struct MarkdownParserHeadingTests {
    @Test func atxHeadingsHaveLevelsOneToSix() {
        #expect(
            MarkdownParser.blocks("# One\n## Two\n### Three\n#### Four\n##### Five\n###### Six\n####### Seven") == [
                .heading(1, "One", anchor: "one", line: 1),
                .heading(2, "Two", anchor: "two", line: 2),
                .heading(3, "Three", anchor: "three", line: 3),
                .heading(4, "Four", anchor: "four", line: 4),
                .heading(5, "Five", anchor: "five", line: 5),
                .heading(6, "Six", anchor: "six", line: 6),
                .paragraph("####### Seven", line: 7),
            ])
    }

    @Test func closingHashesAndSpacesAreNotText() {
        #expect(
            MarkdownParser.blocks("## Closed ##\n#   Spaced   #####   \n### Hash# inside\n# Escaped \\#\n#\n### ###") == [
                .heading(2, "Closed", anchor: "closed", line: 1),
                .heading(1, "Spaced", anchor: "spaced", line: 2),
                .heading(3, "Hash# inside", anchor: "hash-inside", line: 3),
                .heading(1, "Escaped \\#", anchor: "escaped-", line: 4),
                MarkdownBlock(.heading(level: 1, text: .plain(""), anchor: "section"), line: 5),
                MarkdownBlock(.heading(level: 3, text: .plain(""), anchor: "section-1"), line: 6),
            ])
    }

    @Test func aHashWithoutASpaceIsText() {
        #expect(MarkdownParser.blocks("#hashtag\n#5 bolt") == [.paragraph("#hashtag #5 bolt", line: 1)])
    }

    @Test func atxHeadingsInterruptParagraphs() {
        #expect(
            MarkdownParser.blocks("Text\n# Heading\nMore") == [
                .paragraph("Text", line: 1),
                .heading(1, "Heading", anchor: "heading", line: 2),
                .paragraph("More", line: 3),
            ])
    }

    @Test func setextUnderlinesMakeHeadingsOfTheParagraphAbove() {
        #expect(
            MarkdownParser.blocks("Title\n=====\n\nSub  \ntitle\n---\n\nText\n  ==") == [
                .heading(1, "Title", anchor: "title", line: 1),
                .heading(2, "Sub\ntitle", anchor: "sub-title", line: 4),
                .heading(1, "Text", anchor: "text", line: 8),
            ])
    }

    @Test func anUnderlineWithoutAParagraphIsNotAHeading() {
        #expect(MarkdownParser.blocks("===\n\n---") == [.paragraph("===", line: 1), .thematicBreak(line: 3)])
    }

    @Test func thematicBreaks() {
        #expect(
            MarkdownParser.blocks("***\n- - -\n___\n *  *  * \n**\nText\n***") == [
                .thematicBreak(line: 1),
                .thematicBreak(line: 2),
                .thematicBreak(line: 3),
                .thematicBreak(line: 4),
                .paragraph("** Text", line: 5),
                .thematicBreak(line: 7),
            ])
    }

    @Test func headingTextKeepsItsInlineMarkdown() {
        #expect(
            MarkdownParser.blocks("# Hello *big* `World` &amp; [friends](https://x.y)") == [
                .heading(1, "Hello *big* `World` & [friends](https://x.y)", anchor: "hello-big-world--friends", line: 1)
            ])
    }

    // MARK: - Anchors

    @Test func anchorsAreGitHubSlugs() {
        #expect(anchors(of: "# Hello, World!") == ["hello-world"])
        #expect(anchors(of: "# What's *new* in `Kiln` 2.0?") == ["whats-new-in-kiln-20"])
        #expect(anchors(of: "# [Links](https://example.com) reduce to **their** text") == ["links-reduce-to-their-text"])
        #expect(anchors(of: "# snake_case and kebab-case") == ["snake_case-and-kebab-case"])
        #expect(anchors(of: "# Ünïcödé Straße 東京") == ["ünïcödé-straße-東京"])
        #expect(anchors(of: "# ![logo](logo.png) Title") == ["-title"])
        #expect(anchors(of: "# Two  spaces") == ["two--spaces"])
        #expect(anchors(of: "# 1 < 2 &amp; 3 > 2") == ["1--2--3--2"])
    }

    @Test func repeatedAnchorsAreNumbered() {
        #expect(anchors(of: "# Intro\n## Intro\n### Intro\n# Intro 1\n# Other") == ["intro", "intro-1", "intro-2", "intro-1-1", "other"])
    }

    @Test func aHeadingWithoutLettersOrDigitsIsASection() {
        #expect(anchors(of: "#\n# !!!\n# ?") == ["section", "section-1", "section-2"])
    }

    @Test func anchorsAreUniqueAcrossNestedBlocks() {
        #expect(anchors(of: "# Notes\n> # Notes\n- # Notes") == ["notes", "notes-1", "notes-2"])
    }

    /// Every heading's anchor, in document order, quotes and lists included.
    private func anchors(of markdown: String) -> [String] {
        func collect(_ blocks: [MarkdownBlock]) -> [String] {
            blocks.flatMap { block -> [String] in
                switch block.kind {
                case .heading(_, _, let anchor): [anchor]
                case .quote(let inner): collect(inner)
                case .list(let list): list.items.flatMap { collect($0.blocks) }
                default: []
                }
            }
        }
        return collect(MarkdownParser.blocks(markdown))
    }
}
