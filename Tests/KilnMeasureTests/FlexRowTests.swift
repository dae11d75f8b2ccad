import KilnMeasure
import Testing

/// CSS's resolution of flexible lengths, on items as the layout pass writes them.
struct FlexRowTests {
    @Test func leftoverSpaceIsSharedEquallyByTheItemsThatGrow() {
        let widths = FlexRow.distribute(
            [FlexRow.Item(basis: 50), FlexRow.Item(basis: 0, grow: 1), FlexRow.Item(basis: 0, grow: 1)],
            width: 250, gaps: 20)
        #expect(widths == [50, 90, 90])
    }

    @Test func aGrowingItemStopsAtItsMaximumAndTheOthersTakeTheRest() {
        let widths = FlexRow.distribute(
            [FlexRow.Item(basis: 0, maximum: 40, grow: 1), FlexRow.Item(basis: 0, grow: 1)], width: 200, gaps: 0)
        #expect(widths == [40, 160])
    }

    @Test func overflowIsTakenInProportionToEachItemsBasisDownToItsMinimum() {
        // 300 + 100 in 300: the 100 px overflow is taken 3 : 1.
        #expect(FlexRow.distribute([FlexRow.Item(basis: 300), FlexRow.Item(basis: 100)], width: 300, gaps: 0) == [225, 75])
        // The second cannot go below 90, so the first gives up the rest.
        #expect(
            FlexRow.distribute([FlexRow.Item(basis: 300), FlexRow.Item(basis: 100, minimum: 90)], width: 300, gaps: 0) == [210, 90])
    }

    @Test func itemsThatMayNotShrinkKeepTheirBasisAndTheOthersShrink() {
        let widths = FlexRow.distribute(
            [FlexRow.Item(basis: 200, shrink: 0), FlexRow.Item(basis: 200)], width: 300, gaps: 10)
        #expect(widths == [200, 90])
    }

    @Test func aSpacerKeepsItsMinimumLengthWhenTheRowIsFull() {
        let widths = FlexRow.distribute(
            [FlexRow.Item(basis: 400, minimum: 20), FlexRow.Item(basis: 0, minimum: 8, grow: 1)], width: 300, gaps: 8)
        #expect(widths == [284, 8])
    }
}
