import Testing

@testable import KilnMarkdown

struct MarkdownParserListTests {
    @Test func bulletListsTakeAnyOfTheThreeMarkers() {
        #expect(
            MarkdownParser.blocks("- dash\n- again\n\n* star\n\n+ plus") == [
                .bulletList([[.paragraph("dash", line: 1)], [.paragraph("again", line: 2)]], line: 1),
                .bulletList([[.paragraph("star", line: 4)]], line: 4),
                .bulletList([[.paragraph("plus", line: 6)]], line: 6),
            ])
    }

    @Test func anotherBulletCharacterStartsAnotherList() {
        #expect(
            MarkdownParser.blocks("- a\n- b\n* c\n+ d") == [
                .bulletList([[.paragraph("a", line: 1)], [.paragraph("b", line: 2)]], line: 1),
                .bulletList([[.paragraph("c", line: 3)]], line: 3),
                .bulletList([[.paragraph("d", line: 4)]], line: 4),
            ])
    }

    @Test func orderedListsKeepTheirStartNumber() {
        #expect(
            MarkdownParser.blocks("3. three\n4. four\n\n1) one\n1) one again") == [
                .orderedList(start: 3, [[.paragraph("three", line: 1)], [.paragraph("four", line: 2)]], line: 1),
                .orderedList(start: 1, [[.paragraph("one", line: 4)], [.paragraph("one again", line: 5)]], line: 4),
            ])
    }

    @Test func onlyAListStartingAtOneInterruptsAParagraph() {
        #expect(MarkdownParser.blocks("The year\n2024. was long") == [.paragraph("The year 2024. was long", line: 1)])
        #expect(
            MarkdownParser.blocks("Steps:\n1. first") == [
                .paragraph("Steps:", line: 1),
                .orderedList([[.paragraph("first", line: 2)]], line: 2),
            ])
    }

    @Test func anEmptyItemDoesNotInterruptAParagraph() {
        #expect(MarkdownParser.blocks("Text\n-\nmore") == [.heading(2, "Text", anchor: "text", line: 1), .paragraph("more", line: 3)])
        #expect(MarkdownParser.blocks("Text\n*\nmore") == [.paragraph("Text * more", line: 1)])
    }

    @Test func itemsNestByIndentation() {
        let markdown = """
            - fruit
              - apple
              - pear
                1. ripe
            - vegetables
            """
        #expect(
            MarkdownParser.blocks(markdown) == [
                .bulletList(
                    [
                        [
                            .paragraph("fruit", line: 1),
                            .bulletList(
                                [
                                    [.paragraph("apple", line: 2)],
                                    [.paragraph("pear", line: 3), .orderedList([[.paragraph("ripe", line: 4)]], line: 4)],
                                ], line: 2),
                        ],
                        [.paragraph("vegetables", line: 5)],
                    ], line: 1)
            ])
    }

    @Test func blankLinesBetweenItemsMakeAListLoose() {
        #expect(
            MarkdownParser.blocks("- a\n\n- b\n- c") == [
                .bulletList(tight: false, [[.paragraph("a", line: 1)], [.paragraph("b", line: 3)], [.paragraph("c", line: 4)]], line: 1)
            ])
    }

    @Test func blankLinesBetweenAnItemsBlocksMakeItsListLoose() {
        #expect(
            MarkdownParser.blocks("1. first\n\n   second paragraph\n2. next") == [
                .orderedList(
                    tight: false,
                    [[.paragraph("first", line: 1), .paragraph("second paragraph", line: 3)], [.paragraph("next", line: 4)]],
                    line: 1)
            ])
    }

    @Test func aBlankLineAfterTheLastItemLeavesTheListTight() {
        #expect(
            MarkdownParser.blocks("- a\n- b\n\nAfter") == [
                .bulletList([[.paragraph("a", line: 1)], [.paragraph("b", line: 2)]], line: 1),
                .paragraph("After", line: 4),
            ])
    }

    @Test func aBlankLineInsideANestedListDoesNotLoosenTheOuterOne() {
        #expect(
            MarkdownParser.blocks("- a\n  - b\n\n  - c\n- d") == [
                .bulletList(
                    [
                        [
                            .paragraph("a", line: 1),
                            .bulletList(tight: false, [[.paragraph("b", line: 2)], [.paragraph("c", line: 4)]], line: 2),
                        ],
                        [.paragraph("d", line: 5)],
                    ], line: 1)
            ])
    }

    @Test func itemsHoldAnyBlocks() {
        let markdown = """
            - ```swift
              let x = 1
              ```
            - > quoted
            - # Heading
            -
            """
        #expect(
            MarkdownParser.blocks(markdown) == [
                .bulletList(
                    [
                        [.code("let x = 1", language: "swift", line: 1)],
                        [.quote([.paragraph("quoted", line: 4)], line: 4)],
                        [.heading(1, "Heading", anchor: "heading", line: 5)],
                        [],
                    ], line: 1)
            ])
    }

    @Test func lazyContinuationLinesContinueAnItemsParagraph() {
        #expect(
            MarkdownParser.blocks("- a long\nline\n- b") == [
                .bulletList([[.paragraph("a long line", line: 1)], [.paragraph("b", line: 3)]], line: 1)
            ])
    }

    @Test func contentIndentedFiveColumnsIsCodeInTheItem() {
        #expect(
            MarkdownParser.blocks("-     code\n  text") == [
                .bulletList([[.code("code", line: 1), .paragraph("text", line: 2)]], line: 1)
            ])
    }

    @Test func aTabAfterTheMarkerIsConsumedToItsTabStop() {
        #expect(
            MarkdownParser.blocks("-\tone\n\n\ttwo") == [
                .bulletList(tight: false, [[.paragraph("one", line: 1), .paragraph("two", line: 3)]], line: 1)
            ])
    }

    // MARK: - Task lists

    @Test func taskMarkersAreReadAndRemoved() {
        let markdown = "- [ ] to do\n- [x] done\n- [X] done too\n- plain\n- [y] not a task\n- [ ]\n- [x]not a task"
        let expected = MarkdownList(
            start: nil, isTight: true,
            items: [
                MarkdownList.Item(isChecked: false, blocks: [.paragraph("to do", line: 1)]),
                MarkdownList.Item(isChecked: true, blocks: [.paragraph("done", line: 2)]),
                MarkdownList.Item(isChecked: true, blocks: [.paragraph("done too", line: 3)]),
                MarkdownList.Item(isChecked: nil, blocks: [.paragraph("plain", line: 4)]),
                MarkdownList.Item(isChecked: nil, blocks: [.paragraph("[y] not a task", line: 5)]),
                MarkdownList.Item(isChecked: false, blocks: []),
                MarkdownList.Item(isChecked: nil, blocks: [.paragraph("[x]not a task", line: 7)]),
            ])
        #expect(MarkdownParser.blocks(markdown) == [MarkdownBlock(.list(expected), line: 1)])
    }

    @Test func aTaskItemsTextMayContinueOnTheNextLine() {
        let expected = MarkdownList(
            start: 1, isTight: true,
            items: [MarkdownList.Item(isChecked: true, blocks: [.paragraph("ship it", line: 1)])])
        #expect(MarkdownParser.blocks("1. [x] ship\n   it") == [MarkdownBlock(.list(expected), line: 1)])
        let wrapped = MarkdownList(
            start: nil, isTight: true,
            items: [MarkdownList.Item(isChecked: false, blocks: [.paragraph("next line", line: 2)])])
        #expect(MarkdownParser.blocks("- [ ]\n  next line") == [MarkdownBlock(.list(wrapped), line: 1)])
    }
}
