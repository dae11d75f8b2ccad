import KilnTree

/// What the chart stage decides for one chart; the layout stage arranges it as HTML around SVG.
///
/// The plot is drawn in fractions of its box (SVG percentages, and a 100×100 view box with
/// non-scaling strokes for paths), so the chart fills whatever width the page gives it while
/// text and strokes keep their size, with no script; axis labels that would collide at a width
/// carry a class that hides them below it (`ChartAxisDrawing.hidingBreakpoints`).
public struct ChartDrawing: Sendable {
    /// The plot area: grid lines, marks, rules. An `svg` element.
    public var plot: SVGElement
    /// The axes around the plot, each an `svg` whose size across the plot is `thickness`.
    public var axes: [ChartAxisDrawing]
    /// The space around the plot, in points: each side's axis, or more where axis labels reach
    /// past the plot's ends, so that every label stays inside the chart's box.
    public var insets = ChartInsets()
    public var legend: ChartLegendDrawing?
    /// `chartXAxisLabel`/`chartYAxisLabel`: lines of text above or below the plot.
    public var axisTitles: [ChartAxisTitleDrawing] = []
    public var annotations: [PlacedAnnotation]
    public var table: ChartDataTable
    /// The chart's accessible name and its generated description.
    public var title: String
    public var summary: String
    public var diagnostics: [Diagnostic]
}

/// An axis title: a line above (`top`) or below the plot, aligned as the user asked — the x
/// axis's below and centred, the y axis's above, at its axis's side, as Swift Charts sets them.
public struct ChartAxisTitleDrawing: Sendable {
    public var text: String
    public var isAbove: Bool
    public var alignment: HorizontalAlignment
}

/// Lengths on the four sides of the plot.
public struct ChartInsets: Sendable, Equatable {
    public var leading = 0.0, trailing = 0.0, top = 0.0, bottom = 0.0

    public init(leading: Double = 0, trailing: Double = 0, top: Double = 0, bottom: Double = 0) {
        self.leading = leading
        self.trailing = trailing
        self.top = top
        self.bottom = bottom
    }
}

/// One axis: which side of the plot it stands on, how thick it is, and its drawing.
public struct ChartAxisDrawing: Sendable {
    public enum Edge: Sendable { case leading, trailing, top, bottom }
    public var edge: Edge
    /// Its width (leading, trailing) or height (top, bottom) in points.
    public var thickness: Double
    public var svg: SVGElement
}

/// Container widths below which some axis labels hide (class `k-cw<width>`), so that labels
/// never overlap however wide the chart is drawn. The base stylesheet has one rule per width.
public enum ChartBreakpoints {
    public static let widths: [Int] = [160, 200, 240, 280, 320, 360, 400, 440, 480, 560, 640, 720, 800, 960, 1120, 1280, 1600]

    public static func className(_ width: Int) -> String { "k-cw\(width)" }
}

/// The legend: one entry per value of `foregroundStyle(by:)`/`symbol(by:)`, in scale order.
public struct ChartLegendDrawing: Sendable {
    public enum Placement: Sendable { case top, bottom, leading, trailing }
    public var title: String
    public var entries: [Entry]
    public var placement: Placement
    public var alignment: HorizontalAlignment

    public struct Entry: Sendable {
        public var label: String
        /// A small `svg` swatch: the series' colour, symbol or dash.
        public var swatch: SVGElement
    }
}

/// An annotation view placed against its mark: the point `(x, y)` (fractions of the plot, from
/// its top leading corner) moved by `offset` points, where the view's own point `anchor`
/// (fractions of its size) goes.
public struct PlacedAnnotation: Sendable {
    public var child: Int
    public var x: Double
    public var y: Double
    public var offsetX: Double
    public var offsetY: Double
    public var anchorX: Double
    public var anchorY: Double
    public var fitsPlot: Bool
}

/// The chart's data as a table, the text alternative beside the chart.
public struct ChartDataTable: Sendable {
    public var headers: [String]
    public var rows: [[String]]
    /// Rows left out when the data is very large.
    public var omittedRows: Int
}
