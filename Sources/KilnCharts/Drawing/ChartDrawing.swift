import KilnTree

/// What the chart stage decides for one chart; the layout stage arranges it as HTML around SVG.
///
/// The plot is drawn in fractions of its box (SVG percentages, and a 100×100 view box with
/// non-scaling strokes for paths), so the chart fills whatever width the page gives it while
/// text and strokes keep their size, with no script; axis labels that would collide at a width
/// carry a class that hides them below it (`ChartAxisDrawing.hidingBreakpoints`).
package struct ChartDrawing: Sendable {
    /// The plot area: grid lines, marks, rules. An `svg` element.
    package var plot: SVGElement
    /// The axes around the plot, each an `svg` whose size across the plot is `thickness`.
    package var axes: [ChartAxisDrawing]
    /// The space around the plot, in points: each side's axis, or more where axis labels reach
    /// past the plot's ends, so that every label stays inside the chart's box.
    package var insets = ChartInsets()
    package var legend: ChartLegendDrawing?
    /// `chartXAxisLabel`/`chartYAxisLabel`: lines of text above or below the plot.
    package var axisTitles: [ChartAxisTitleDrawing] = []
    package var annotations: [PlacedAnnotation]
    package var table: ChartDataTable
    /// The chart's accessible name and its generated description.
    package var title: String
    package var summary: String
    package var diagnostics: [Diagnostic]
}

/// An axis title: a line above (`top`) or below the plot, aligned as the user asked — the x
/// axis's below and centred, the y axis's above, at its axis's side, as Swift Charts sets them.
package struct ChartAxisTitleDrawing: Sendable {
    package var text: String
    package var isAbove: Bool
    package var alignment: HorizontalAlignment
}

/// Lengths on the four sides of the plot.
package struct ChartInsets: Sendable, Equatable {
    package var leading = 0.0, trailing = 0.0, top = 0.0, bottom = 0.0

    package init(leading: Double = 0, trailing: Double = 0, top: Double = 0, bottom: Double = 0) {
        self.leading = leading
        self.trailing = trailing
        self.top = top
        self.bottom = bottom
    }
}

/// One axis: which side of the plot it stands on, how thick it is, and its drawing.
package struct ChartAxisDrawing: Sendable {
    package enum Edge: Sendable { case leading, trailing, top, bottom }
    package var edge: Edge
    /// Its width (leading, trailing) or height (top, bottom) in points.
    package var thickness: Double
    package var svg: SVGElement
}

/// Container widths below which some axis labels hide (class `k-cw<width>`), so that labels
/// never overlap however wide the chart is drawn. The base stylesheet has one rule per width.
package enum ChartBreakpoints {
    package static let widths: [Int] = [160, 200, 240, 280, 320, 360, 400, 440, 480, 560, 640, 720, 800, 960, 1120, 1280, 1600]

    package static func className(_ width: Int) -> String { "k-cw\(width)" }
}

/// The legend: one entry per value of `foregroundStyle(by:)`/`symbol(by:)`, in scale order.
package struct ChartLegendDrawing: Sendable {
    package enum Placement: Sendable { case top, bottom, leading, trailing }
    package var title: String
    package var entries: [Entry]
    package var placement: Placement
    package var alignment: HorizontalAlignment

    package struct Entry: Sendable {
        package var label: String
        /// A small `svg` swatch: the series' colour, symbol or dash.
        package var swatch: SVGElement
    }
}

/// An annotation view placed against its mark: the point `(x, y)` (fractions of the plot, from
/// its top leading corner) moved by `offset` points, where the view's own point `anchor`
/// (fractions of its size) goes.
package struct PlacedAnnotation: Sendable {
    package var child: Int
    package var x: Double
    package var y: Double
    package var offsetX: Double
    package var offsetY: Double
    package var anchorX: Double
    package var anchorY: Double
    package var fitsPlot: Bool
}

/// The chart's data as a table, the text alternative beside the chart.
package struct ChartDataTable: Sendable {
    package var headers: [String]
    package var rows: [[String]]
    /// Rows left out when the data is very large.
    package var omittedRows: Int
}
