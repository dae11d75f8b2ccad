import Testing
import KilnTree

/// A text's runs hold one plain run as its string alone; every other text as an array. The two
/// forms must read, compare and change as the array of runs they stand for.
@Suite struct TextRunsTests {
    @Test func onePlainRunIsItsText() {
        let runs = TextRuns([TextRun("Item 7")])
        #expect(runs.plainText == "Item 7")
        #expect(runs.count == 1)
        #expect(runs[0] == TextRun("Item 7"))
        #expect(runs == TextRuns(plain: "Item 7"))
        #expect(runs.hashValue == TextRuns(plain: "Item 7").hashValue)
    }

    @Test func styledOrSeveralRunsStayRuns() {
        var strong = TextRun("bold")
        strong.isStrong = true
        #expect(TextRuns([strong]).plainText == nil)
        #expect(TextRuns([TextRun("a"), TextRun("b")]).plainText == nil)
        #expect(Array(TextRuns([TextRun("a"), strong])) == [TextRun("a"), strong])
        let empty: TextRuns = []
        #expect(empty.isEmpty)
        #expect(empty.plainText == nil)
    }

    @Test func changingARunKeepsOneFormPerValue() {
        var runs = TextRuns(plain: "name")
        runs[0].isItalic = true
        #expect(runs.plainText == nil, "a styled run is no longer plain")
        #expect(runs[0].isItalic && runs[0].text == "name")
        runs[0].isItalic = false
        #expect(runs.plainText == "name", "back to one plain run, the value is its text again")
        #expect(runs == TextRuns(plain: "name"))
    }

    @Test func runsAreReadWhereTheyLie() {
        let plain = TextRuns(plain: "x").withUnsafeBufferPointer { Array($0) }
        #expect(plain == [TextRun("x")])
        let two = TextRuns([TextRun("a"), TextRun("b")]).withUnsafeBufferPointer { $0.map(\.text) }
        #expect(two == ["a", "b"])
    }
}
