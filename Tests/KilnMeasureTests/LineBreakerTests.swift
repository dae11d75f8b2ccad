import KilnMeasure
import KilnTree
import Testing

/// Line breaking on made-up advances, so the cases read in whole pixels.
struct LineBreakerTests {
    /// A word of `count` graphemes 10 px wide, followed by a 5 px space unless it ends the line.
    private func word(_ count: Int, space: Bool = true) -> TextWord {
        TextWord(graphemes: Array(repeating: 10, count: count), trailingSpace: space ? 5 : 0)
    }

    @Test func wordsFillALineUpToTheWidthAndTheSpaceAfterTheLastHangs() {
        let words = [word(3), word(3), word(3, space: false)]  // 30 + 5 + 30 + 5 + 30
        #expect(LineBreaker.lineCount([words], width: 100) == 1)
        #expect(LineBreaker.lineCount([words], width: 99) == 2)
        // "30 5 30" fits in 65; the space before the third word hangs at the end of the first line.
        #expect(LineBreaker.lineCount([words], width: 65) == 2)
        #expect(LineBreaker.lineCount([words], width: 64) == 3)
    }

    @Test func aWordWiderThanTheLineTakesALineOfItsOwnAndBreaksAnywhere() {
        let words = [word(2), word(10, space: false)]
        // "20" then the 100 px word moved to the next lines, 40 px each: 40, 40, 20.
        #expect(LineBreaker.lineCount([words], width: 45) == 4)
        // Every line gets one grapheme even where none fits.
        #expect(LineBreaker.lineCount([[word(3, space: false)]], width: 4) == 3)
    }

    @Test func hardLinesAddUpAndTheWidestSetsTheMaxContentWidth() {
        let paragraphs = [[word(2), word(2, space: false)], [word(7, space: false)], []]
        #expect(LineBreaker.maxContentWidth(paragraphs) == 70)
        #expect(LineBreaker.minContentWidth(paragraphs) == 10)
        #expect(LineBreaker.lineCount(paragraphs, width: 100) == 3)
        #expect(LineBreaker.lineCount(paragraphs, width: 30) == 2 + 3 + 1)
    }
}
