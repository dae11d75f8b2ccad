/// One mark of a chart (`BarMark`, `LineMark` …) with the modifiers applied to it.
public struct ChartMark: Sendable {
    public enum Kind: String, Hashable, Sendable { case bar, line, point, area, rule, rectangle, sector }

    public var kind: Kind
    public var x: ChartChannel?
    public var y: ChartChannel?
    public var width: ChartMarkDimension = .automatic
    public var height: ChartMarkDimension = .automatic
    /// How bars and areas sharing a position stack; nil when the initializer had no choice to make.
    public var stacking: ChartStacking?
    /// `LineMark(x:y:series:)`: which line the point belongs to.
    public var series: ChartValue?
    /// SectorMark's share, and its radii and gap.
    public var angle: ChartValue?
    public var innerRadius: ChartMarkDimension = .automatic
    public var outerRadius: ChartMarkDimension = .automatic
    public var angularInset: Double?

    // Encodings: values that pick a style from a scale.
    public var foregroundBy: ChartValue?
    public var symbolBy: ChartValue?
    public var lineStyleBy: ChartValue?
    public var positionBy: ChartPositionBy?

    // Styles.
    public var foreground: Paint?
    public var lineStyle: ChartStroke?
    public var symbol: ChartSymbol?
    /// The symbol's area in square points, as `symbolSize(_:)` takes it.
    public var symbolSize: Double?
    public var opacity: Double?
    public var cornerRadius: Double?
    public var interpolation: ChartInterpolation?
    /// `offset(x:y:)`: moves the drawn mark by points, after it is placed by its values.
    public var offsetX: Double = 0
    public var offsetY: Double = 0
    /// `zIndex(_:)`: marks with a higher index are drawn above; equal indexes (nil is 0) keep their order.
    public var zIndex: Double?

    public var annotations: [ChartAnnotation] = []
    public var accessibilityLabel: String?
    public var accessibilityValue: String?
    /// `accessibilityHidden(true)`: drawn, but left out of what assistive technology reads.
    public var accessibilityHidden = false
    public var source: CallSite?

    public init(_ kind: Kind, x: ChartChannel? = nil, y: ChartChannel? = nil, source: CallSite? = nil) {
        self.kind = kind
        self.x = x
        self.y = y
        self.source = source
    }
}

/// Where a mark sits along one axis.
public enum ChartChannel: Hashable, Sendable {
    /// At a value (`x: .value(…)`).
    case value(ChartValue)
    /// From one value to another (`xStart:xEnd:`).
    case interval(ChartValue, ChartValue)
    /// At fixed positions in points from the plot's leading (or top) edge, nil meaning the edge
    /// itself (`RuleMark(y:)` spans the plot's width; `BarMark(x:yStart:yEnd:)` with numbers).
    case fixed(start: Double?, end: Double?)
}

/// `MarkDimension`: a bar's or rectangle's thickness, a sector's radius.
public enum ChartMarkDimension: Hashable, Sendable {
    case automatic
    case fixed(Double)
    /// A share of the band (or of the available radius).
    case ratio(Double)
    /// The band (or radius) less this many points.
    case inset(Double)
}

/// `MarkStackingMethod`.
public enum ChartStacking: Hashable, Sendable {
    case standard, normalized, center, unstacked
}

/// `position(by:axis:span:)`: side-by-side marks within a band.
public struct ChartPositionBy: Hashable, Sendable {
    public var value: ChartValue
    public var horizontal: Bool
    public var span: ChartMarkDimension

    public init(value: ChartValue, horizontal: Bool, span: ChartMarkDimension) {
        self.value = value
        self.horizontal = horizontal
        self.span = span
    }
}

/// A stroke: `lineStyle(StrokeStyle(…))`.
public struct ChartStroke: Hashable, Sendable {
    public enum Cap: String, Hashable, Sendable { case butt, round, square }
    public enum Join: String, Hashable, Sendable { case miter, round, bevel }

    public var lineWidth: Double
    public var dash: [Double]
    public var dashPhase: Double
    public var cap: Cap
    public var join: Join

    public init(lineWidth: Double = 1, dash: [Double] = [], dashPhase: Double = 0, cap: Cap = .butt, join: Join = .miter) {
        self.lineWidth = lineWidth
        self.dash = dash
        self.dashPhase = dashPhase
        self.cap = cap
        self.join = join
    }
}

/// The point symbols of `BasicChartSymbolShape`, in the order `symbol(by:)` assigns them.
public enum ChartSymbol: String, Hashable, Sendable, CaseIterable {
    case circle, square, triangle, diamond, pentagon, plus, cross, asterisk
}

/// `annotation(position:alignment:spacing:)`: a view placed beside a mark.
public struct ChartAnnotation: Sendable {
    public var position: ChartAnnotationPosition
    public var alignment: Alignment
    public var spacing: Double?
    /// Keep the view inside the plot (SwiftUI's `.fit`), or let it overflow (`.disabled`).
    public var fitsPlot: Bool
    /// The index of the view among the chart node's children.
    public var child: Int

    public init(position: ChartAnnotationPosition, alignment: Alignment, spacing: Double?, fitsPlot: Bool = true, child: Int) {
        self.position = position
        self.alignment = alignment
        self.spacing = spacing
        self.fitsPlot = fitsPlot
        self.child = child
    }
}

extension Node {
    /// The view of a `chart`'s annotation whose `child` is `index`, if the chart has it.
    package func chartAnnotationView(_ index: Int) -> Node? {
        children.indices.contains(index) ? children[index] : nil
    }
}

/// `AnnotationPosition`, also used for legend positions.
public enum ChartAnnotationPosition: Hashable, Sendable {
    case automatic, top, bottom, leading, trailing, overlay, topLeading, topTrailing, bottomLeading, bottomTrailing
}
