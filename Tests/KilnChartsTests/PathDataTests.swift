import Testing

@testable import KilnCharts

struct PathDataTests {
    @Test func numbersAreRoundedToTwoDecimalsWithoutTrailingZeros() {
        #expect(PathData.format(1.234) == "1.23")
        #expect(PathData.format(2.5) == "2.5")
        #expect(PathData.format(2.50001) == "2.5")
        #expect(PathData.format(0.05) == "0.05")
        #expect(PathData.format(-3.10) == "-3.1")
        #expect(PathData.format(1.999) == "2")
        #expect(PathData.format(100) == "100")
        #expect(PathData.format(-1234.567) == "-1234.57")
    }

    @Test func negativeZeroIsWrittenAsZero() {
        #expect(PathData.format(-0.0) == "0")
        #expect(PathData.format(-0.004) == "0")
        #expect(PathData.format(-1e-15) == "0")
    }

    @Test func commandsNeedNoSpacesAndNoCommaBeforeAMinus() {
        var path = PathData()
        #expect(path.isEmpty)
        path.move(to: ChartPoint(x: 0, y: 0))
        path.line(to: ChartPoint(x: 10, y: -5))
        path.cubic(ChartPoint(x: 1, y: 2), ChartPoint(x: -3, y: 4), to: ChartPoint(x: 5.5, y: 6))
        path.arc(radius: 5, ry: 5, largeArc: true, sweep: false, to: ChartPoint(x: 10, y: 10))
        path.close()
        #expect(path.text == "M0,0L10-5C1,2-3,4,5.5,6A5,5,0,1,0,10,10Z")
        #expect(!path.isEmpty)
    }

    @Test func pathsAppendSubpaths() {
        var path = PathData()
        path.move(to: ChartPoint(x: 1, y: 1))
        path.line(to: ChartPoint(x: 2, y: 2))
        path.move(to: ChartPoint(x: 3, y: 3))
        path.line(to: ChartPoint(x: 4, y: 4))
        #expect(path.text == "M1,1L2,2M3,3L4,4")
    }

    @Test func horizontalAndVerticalLinesWriteOneNumber() {
        var path = PathData()
        path.move(to: ChartPoint(x: 1.5, y: 40))
        path.horizontalLine(toX: 2.25)
        path.verticalLine(toY: 100)
        path.horizontalLine(toX: 1.5)
        path.close()
        #expect(path.text == "M1.5,40H2.25V100H1.5Z")
    }
}
