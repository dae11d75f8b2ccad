/// One mark of a chart (`BarMark`, `LineMark` …) with the modifiers applied to it.
package struct ChartMark: Sendable {
    package enum Kind: String, Hashable, Sendable { case bar, line, point, area, rule, rectangle, sector }

    package var kind: Kind
    package var x: ChartChannel?
    package var y: ChartChannel?
    package var width: ChartMarkDimension = .automatic
    package var height: ChartMarkDimension = .automatic
    /// How bars and areas sharing a position stack; nil when the initializer had no choice to make.
    package var stacking: ChartStacking?
    /// `LineMark(x:y:series:)`: which line the point belongs to.
    package var series: ChartValue?
    /// SectorMark's share, and its radii and gap.
    package var angle: ChartValue?
    package var innerRadius: ChartMarkDimension = .automatic
    package var outerRadius: ChartMarkDimension = .automatic
    package var angularInset: Double?

    // Encodings: values that pick a style from a scale.
    package var foregroundBy: ChartValue?
    package var symbolBy: ChartValue?
    package var lineStyleBy: ChartValue?
    package var positionBy: ChartPositionBy?

    // Styles.
    package var foreground: Paint?
    package var lineStyle: ChartStroke?
    package var symbol: ChartSymbol?
    /// `symbol(.circle.strokeBorder(lineWidth:))`: the symbol is an outline this wide inside its
    /// edge instead of filled.
    package var symbolLineWidth: Double?
    /// `symbol(_:)` with a shape of the app's own (a `ChartSymbolShape`): drawn instead of `symbol`.
    package var symbolOutline: ChartSymbolOutline?
    /// `symbol { view }`: the point is marked by a view (an overlay annotation), not a shape.
    package var symbolIsView = false
    /// The symbol's area in square points, as `symbolSize(_:)` takes it.
    package var symbolSize: Double?
    package var opacity: Double?
    package var cornerRadius: Double?
    package var interpolation: ChartInterpolation?
    /// `offset(x:y:)`: moves the drawn mark by points, after it is placed by its values.
    package var offsetX: Double = 0
    package var offsetY: Double = 0
    /// `zIndex(_:)`: marks with a higher index are drawn above; equal indexes (nil is 0) keep their order.
    package var zIndex: Double?

    package var annotations: [ChartAnnotation] = []
    package var accessibilityLabel: String?
    package var accessibilityValue: String?
    /// `accessibilityHidden(true)`: drawn, but left out of what assistive technology reads.
    package var accessibilityHidden = false
    package var source: CallSite?

    package init(_ kind: Kind, x: ChartChannel? = nil, y: ChartChannel? = nil, source: CallSite? = nil) {
        self.kind = kind
        self.x = x
        self.y = y
        self.source = source
    }
}

extension ChartMark {
    /// The mark has a symbol of its own (`symbol(_:)` or `symbol { view }`): outer modifiers leave it.
    package var hasOwnSymbol: Bool { symbol != nil || symbolOutline != nil || symbolIsView }
}

/// Where a mark sits along one axis.
package enum ChartChannel: Hashable, Sendable {
    /// At a value (`x: .value(…)`).
    case value(ChartValue)
    /// From one value to another (`xStart:xEnd:`).
    case interval(ChartValue, ChartValue)
    /// At fixed positions in points from the plot's leading (or top) edge, nil meaning the edge
    /// itself (`RuleMark(y:)` spans the plot's width; `BarMark(x:yStart:yEnd:)` with numbers).
    case fixed(start: Double?, end: Double?)
}

/// `MarkDimension`: a bar's or rectangle's thickness, a sector's radius.
package enum ChartMarkDimension: Hashable, Sendable {
    case automatic
    case fixed(Double)
    /// A share of the band (or of the available radius).
    case ratio(Double)
    /// The band (or radius) less this many points.
    case inset(Double)
}

/// `MarkStackingMethod`.
package enum ChartStacking: Hashable, Sendable {
    case standard, normalized, center, unstacked
}

/// `position(by:axis:span:)`: side-by-side marks within a band.
package struct ChartPositionBy: Hashable, Sendable {
    package var value: ChartValue
    package var horizontal: Bool
    package var span: ChartMarkDimension

    package init(value: ChartValue, horizontal: Bool, span: ChartMarkDimension) {
        self.value = value
        self.horizontal = horizontal
        self.span = span
    }
}

/// A stroke: `lineStyle(StrokeStyle(…))`.
package struct ChartStroke: Hashable, Sendable {
    package enum Cap: String, Hashable, Sendable { case butt, round, square }
    package enum Join: String, Hashable, Sendable { case miter, round, bevel }

    package var lineWidth: Double
    package var dash: [Double]
    package var dashPhase: Double
    package var cap: Cap
    package var join: Join

    package init(lineWidth: Double = 1, dash: [Double] = [], dashPhase: Double = 0, cap: Cap = .butt, join: Join = .miter) {
        self.lineWidth = lineWidth
        self.dash = dash
        self.dashPhase = dashPhase
        self.cap = cap
        self.join = join
    }
}

/// The point symbols of `BasicChartSymbolShape`, in the order `symbol(by:)` assigns them.
package enum ChartSymbol: String, Hashable, Sendable, CaseIterable {
    case circle, square, triangle, diamond, pentagon, plus, cross, asterisk
}

/// A point symbol of the app's own shape (`ChartSymbolShape`): its outline in a box of a size,
/// evaluated when the chart is drawn at the symbol's size.
package struct ChartSymbolOutline: Sendable {
    /// The shape's `path(in:)`.
    package var sampler: PathSampler
    /// The part of the box, in fractions of its size, that reads as the symbol's size and is
    /// centred on the point (`perceptualUnitRect`).
    package var unitX: Double, unitY: Double, unitWidth: Double, unitHeight: Double
    /// Stroked at this width (the outline already inset by half of it), nil where it is filled.
    package var lineWidth: Double?

    package init(sampler: PathSampler, unitX: Double, unitY: Double, unitWidth: Double, unitHeight: Double, lineWidth: Double? = nil) {
        self.sampler = sampler
        self.unitX = unitX
        self.unitY = unitY
        self.unitWidth = unitWidth
        self.unitHeight = unitHeight
        self.lineWidth = lineWidth
    }
}

/// `annotation(position:alignment:spacing:)`: a view placed beside a mark.
package struct ChartAnnotation: Sendable {
    package var position: ChartAnnotationPosition
    package var alignment: Alignment
    package var spacing: Double?
    /// Keep the view inside the plot (SwiftUI's `.fit`), or let it overflow (`.disabled`).
    package var fitsPlot: Bool
    /// The index of the view among the chart node's children.
    package var child: Int

    package init(position: ChartAnnotationPosition, alignment: Alignment, spacing: Double?, fitsPlot: Bool = true, child: Int) {
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
package enum ChartAnnotationPosition: Hashable, Sendable {
    case automatic, top, bottom, leading, trailing, overlay, topLeading, topTrailing, bottomLeading, bottomTrailing
}
