import Kiln
import KilnTestSupport
import Testing

/// `Grid`: columns as wide as their widest cell, flexible cells taking the space left, column
/// alignment, spans, views outside rows, short rows, anchors and unsized axes.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct GridGeometryTests {
    @Test func columnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() throws {
        let page = try measure(Grid {
            GridRow { block("a", 40, 20); block("b", 60, 50) }
            GridRow { block("c", 80, 30); block("d", 30, 10) }
        }.accessibilityIdentifier("grid"))
        let grid = try page.box("grid"), a = try page.box("a"), b = try page.box("b"), c = try page.box("c"), d = try page.box("d")
        expectClose(grid.width, 80 + 8 + 60, "two columns and the default spacing")
        expectClose(grid.height, 50 + 8 + 30, "two rows and the default spacing")
        expectClose(c.x, grid.x, "the widest cell sets the first column")
        expectClose(a.x, c.x + 20, "a narrower cell is centred in its column")
        expectClose(b.x, grid.x + 88, "the second column starts after the first and the spacing")
        expectClose(d.x, b.x + 15, "centred in the second column")
        expectClose(a.y, b.y + 15, "centred in the row, which is as tall as b")
        expectClose(c.y, grid.y + 58, "the second row starts below the tallest cell of the first")
    }

    @Test func leaderboardNamesLeadCountsTrailBarsTakeTheRestDividersSpan() throws {
        let page = try measure(Grid(alignment: .leading) {
            GridRow {
                block("name1", 50, 20)
                ProgressView(value: 25, total: 50).accessibilityIdentifier("bar1")
                block("count1", 20, 20).gridColumnAlignment(.trailing)
            }
            Divider().accessibilityIdentifier("divider")
            GridRow {
                block("name2", 80, 20)
                ProgressView(value: 9, total: 50).accessibilityIdentifier("bar2")
                block("count2", 40, 20)
            }
        }.accessibilityIdentifier("grid"), width: 400)
        let grid = try page.box("grid"), bar1 = try page.box("bar1"), bar2 = try page.box("bar2")
        expectClose(grid.width, 400, "a flexible cell makes the grid take the offered width")
        expectClose(try page.box("name1").x, grid.x, "names are leading")
        expectClose(try page.box("name2").x, grid.x, "names are leading")
        let count1 = try page.box("count1"), count2 = try page.box("count2")
        expectClose(count1.x + count1.width, 400, "counts are trailing")
        expectClose(count2.x + count2.width, 400, "counts are trailing")
        expectClose(bar1.x, grid.x + 88, "bars start after the widest name")
        expectClose(bar1.width, 400 - 80 - 40 - 16, "bars take what the text columns leave")
        expectClose(bar2.width, bar1.width, "in every row")
        let divider = try page.box("divider")
        expectClose(divider.width, 400, "a view outside any row spans all columns")
        expectClose(divider.height, 1, "a divider is a hairline")
    }

    @Test func cellColumnsSpanAndShortRowsLeaveEmptyCells() throws {
        let page = try measure(Grid(horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow { block("a", 50, 20); block("b", 70, 20); block("c", 30, 20) }
            GridRow { Color.green.frame(height: 20).gridCellColumns(2).accessibilityIdentifier("span"); block("d", 30, 20) }
            GridRow { block("e", 20, 20) }
            GridRow { block("f", 20, 20); block("g", 20, 20) }
        }, width: 400)
        let a = try page.box("a"), b = try page.box("b"), span = try page.box("span"), e = try page.box("e"), f = try page.box("f")
        expectClose(span.x, a.x, "the spanning cell starts in the first column")
        expectClose(span.width, (b.x + b.width) - a.x, "and covers the first two columns and the spacing between")
        expectClose(try page.box("d").x, try page.box("c").x, "the next cell is in the third column")
        expectClose(f.x, e.x, "a row after a short row starts in the first column again")
        expectClose(f.y, e.y + 24, "on its own line")
        expectClose(try page.box("g").x, b.x + 25, "the second cell centred in the second column")
    }

    @Test func anchorsPlaceACellAndUnsizedCellsTakeTheOthersSize() throws {
        let page = try measure(Grid {
            GridRow { block("wide", 100, 60); block("tall", 60, 60) }
            GridRow {
                block("anchored", 20, 20).gridCellAnchor(.bottomTrailing)
                block("quarter", 20, 20).gridCellAnchor(UnitPoint(x: 0.25, y: 0))
            }
            Color.red.frame(height: 4).gridCellUnsizedAxes(.horizontal).accessibilityIdentifier("rule")
        }.accessibilityIdentifier("grid"), width: 400)
        let grid = try page.box("grid"), wide = try page.box("wide"), anchored = try page.box("anchored")
        expectClose(grid.width, 168, "an unsized flexible view does not widen the grid")
        expectClose(try page.box("rule").width, 168, "but fills the width the others give")
        expectClose(anchored.x + anchored.width, wide.x + wide.width, "bottom trailing: at the column's trailing edge")
        let quarter = try page.box("quarter"), tall = try page.box("tall")
        expectClose(quarter.x, tall.x + 10, "a quarter of the 40 px left beside it")
        expectClose(quarter.y, anchored.y, "top of the row, as tall as the anchored cell")
    }
}

/// `LazyVGrid` columns: fixed, flexible (with a maximum) and adaptive, with sections.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct LazyGridGeometryTests {
    private func cells(_ count: Int) -> some View {
        ForEach(0..<count) { index in Color.blue.frame(height: 20).accessibilityIdentifier("cell\(index)") }
    }

    @Test(.enabled(if: !inWebKit, "it needs a 180 px viewport, and WebKit's window is at least 290 px wide"))
    func adaptiveColumnsFitAsManyAsTheMinimumAllows() throws {
        for (width, columns) in [(400, 4), (300, 3), (180, 2), (60, 1)] {
            let page = try measure(LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { cells(9) }, width: width)
            let expected = (Double(width) - Double(columns - 1) * 8) / Double(columns)
            expectClose(try page.box("cell0").width, expected, "\(columns) columns share \(width)")
            expectClose(try page.box("cell\(columns)").x, 0, "cell \(columns) starts the second row at \(width)")
        }
    }

    @Test func oneAdaptiveItemsAlignmentPlacesEveryCell() throws {
        let page = try measure(LazyVGrid(columns: [GridItem(.adaptive(minimum: 150), alignment: .top)]) {
            Color.blue.frame(height: 80).accessibilityIdentifier("tall")
            Color.red.frame(width: 40, height: 20).accessibilityIdentifier("short")
        }, width: 400)
        let tall = try page.box("tall"), short = try page.box("short")
        expectClose(short.y, tall.y, "top-aligned in the row")
        expectClose(short.x, 196 + 8 + (196 - 40) / 2, "centred across its column")
    }

    @Test func fixedAndFlexibleColumns() throws {
        let page = try measure(LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.flexible(maximum: 50))], spacing: 12) {
            cells(6)
        }, width: 400)
        let c0 = try page.box("cell0"), c1 = try page.box("cell1"), c2 = try page.box("cell2"), c3 = try page.box("cell3")
        expectClose(c0.width, 100, "fixed")
        expectClose(c2.width, 50, "a flexible column stops at its maximum")
        expectClose(c1.width, 400 - 100 - 50 - 16, "the unbounded flexible column takes the rest")
        expectClose(c3.y, c0.y + 32, "rows 12 apart")
    }

    @Test func sectionHeadersSpanTheGridAndSectionsStartNewRows() throws {
        let page = try measure(LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
            Section { cells(4) } header: { Text("First").accessibilityIdentifier("header") }
            Section {
                Color.red.frame(height: 20).accessibilityIdentifier("next")
            }
        }, width: 400)
        let header = try page.box("header"), cell0 = try page.box("cell0"), cell3 = try page.box("cell3"), next = try page.box("next")
        expectClose(header.y + header.height + 8, cell0.y, "the header is a row of its own")
        expectClose(cell3.x, cell0.x, "the fourth cell wraps to the first column")
        expectClose(next.x, cell0.x, "the next section starts a new row")
        expectClose(next.y, cell3.y + 28, "below the last row of the first section")
    }
}
