@testable import KilnCharts
import KilnTextMetrics
import KilnTree
import Testing

/// The space kept around the plot so that axis labels at its ends stay inside the chart's box.
struct ChartInsetsTests {
    @Test func aCentredXLabelAtEitherEndWidensThatSideByHalfItsWidth() {
        // Lines from 0 to 10: the labels 0 and 10 stand on the plot's two ends.
        let drawing = ChartFixture.draw([ChartFixture.line(0, 5), ChartFixture.line(10, 8)])
        let zero = TextMeasure.width(of: "0", size: AxisDrawer.fontSize), ten = TextMeasure.width(of: "10", size: AxisDrawer.fontSize)
        #expect(drawing.insets.leading == (zero / 2).rounded(.up), "no leading axis: the space is half the label 0")
        let trailingAxis = try? #require(drawing.axis(.trailing)).thickness
        #expect(drawing.insets.trailing == max(trailingAxis ?? 0, (ten / 2).rounded(.up)), "the trailing y axis is wider than half of 10")
    }

    @Test func theTopYLabelGetsHalfItsHeightAbove() {
        let drawing = ChartFixture.draw([ChartFixture.bar("A", 40)])
        #expect(drawing.labels(.trailing).last == "40", "the top tick is labelled")
        #expect(drawing.insets.top == (AxisDrawer.fontSize * 0.6).rounded(.up))
        #expect(drawing.insets.bottom == drawing.axis(.bottom)?.thickness, "the x axis already holds the bottom label")
    }

    @Test func aWideLastLabelWithTheYAxisLeadingWidensTheTrailingSide() {
        let drawing = ChartFixture.draw([ChartFixture.line(0, 1), ChartFixture.line(10_000_000, 2)]) { spec in
            spec.y.marks = [ChartAxisMarks(position: .leading)]
        }
        let last = drawing.labels(.bottom).last
        #expect(last == "10,000,000")
        let half = (TextMeasure.width(of: "10,000,000", size: AxisDrawer.fontSize) / 2).rounded(.up)
        #expect(drawing.axis(.trailing) == nil)
        #expect(drawing.insets.trailing == half, "half the last label, with no trailing axis to hold it")
        #expect(drawing.insets.leading == drawing.axis(.leading)?.thickness, "the leading y axis is wider than half of 0")
    }

    @Test func aLabelAwayFromTheEndsReachesPastThemOnlyInANarrowPlot() {
        // Labels centred at 0.5 and 0.98 of the plot.
        let reach = AxisDrawer.overhang(
            [AxisDrawer.Plan(axis: .x, edge: .bottom, marks: ChartAxisMarks(), ticks: [
                AxisTick(fraction: 0.5, datum: .number(1), label: "A", labelFraction: 0.5),
                AxisTick(fraction: 0.98, datum: .number(2), label: "B", labelFraction: 0.98),
            ], labelsStartAtTick: false)],
            plotHeight: 200)
        let a = TextMeasure.width(of: "A", size: AxisDrawer.fontSize), b = TextMeasure.width(of: "B", size: AxisDrawer.fontSize)
        // B shows in plots wide enough to part it from A; measured there, or in the narrowest plot.
        let needed = AxisDrawer.neededLengths([0.5, 0.98], extents: [(-a / 2, a / 2), (-b / 2, b / 2)])
        let length = max(needed[1], AxisDrawer.narrowestPlot)
        #expect(reach.end == max(0, b / 2 - 0.02 * length).rounded(.up))
        #expect(reach.start == 0)
    }
}
