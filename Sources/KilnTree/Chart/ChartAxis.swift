import Foundation

/// One axis of a chart: its scale, its marks (ticks, grid lines, labels) and its title.
public struct ChartAxisSetup: Sendable {
    public var domain: ChartScaleDomain = .automatic(includesZero: nil, reversed: false)
    public var scaleType: ChartScaleType?
    public var visibility: ChartVisibility = .automatic
    /// `chartXAxis { AxisMarks … }`: empty means the automatic axis.
    public var marks: [ChartAxisMarks] = []
    /// `chartXAxisLabel(_:position:alignment:)`.
    public var title: ChartAxisTitle?

    public init() {}
}

public enum ChartVisibility: Hashable, Sendable { case automatic, visible, hidden }

/// `chartXScale(domain:)`.
public enum ChartScaleDomain: Sendable {
    /// From the data; numbers include zero unless `includesZero` is false (as Swift Charts).
    case automatic(includesZero: Bool?, reversed: Bool)
    case numbers(Double, Double)
    case dates(Date, Date)
    case categories([String])
}

/// `ScaleType`.
public enum ChartScaleType: Hashable, Sendable {
    case linear, log, squareRoot, date, category
    case power(exponent: Double)
    case symmetricLog(slopeAtZero: Double)
}

/// `AxisMarks(preset:position:values:) { … }`.
public struct ChartAxisMarks: Sendable {
    public enum Position: Hashable, Sendable { case automatic, leading, trailing, top, bottom }

    public var position: Position
    public var values: ChartAxisValues
    /// nil: not drawn. `AxisMarks()` without content draws all three.
    public var gridLine: ChartAxisLine?
    public var tick: ChartAxisTick?
    public var label: ChartAxisValueLabel?

    public init(position: Position = .automatic, values: ChartAxisValues = .automatic(desiredCount: nil),
                gridLine: ChartAxisLine? = ChartAxisLine(), tick: ChartAxisTick? = ChartAxisTick(),
                label: ChartAxisValueLabel? = ChartAxisValueLabel()) {
        self.position = position
        self.values = values
        self.gridLine = gridLine
        self.tick = tick
        self.label = label
    }
}

/// `AxisMarkValues`.
public enum ChartAxisValues: Sendable {
    case automatic(desiredCount: Int?)
    case stride(Double)
    case dateStride(ChartDateUnit, count: Int)
    case numbers([Double])
    case dates([Date])
    case categories([String])
}

/// `AxisGridLine(centered:stroke:)` with its `foregroundStyle`.
public struct ChartAxisLine: Sendable {
    public var stroke: ChartStroke?
    public var paint: Paint?
    public var centered: Bool?

    public init(stroke: ChartStroke? = nil, paint: Paint? = nil, centered: Bool? = nil) {
        self.stroke = stroke
        self.paint = paint
        self.centered = centered
    }
}

/// `AxisTick(centered:length:stroke:)`.
public struct ChartAxisTick: Sendable {
    public var length: Double?
    public var stroke: ChartStroke?
    public var paint: Paint?
    public var centered: Bool?

    public init(length: Double? = nil, stroke: ChartStroke? = nil, paint: Paint? = nil, centered: Bool? = nil) {
        self.length = length
        self.stroke = stroke
        self.paint = paint
        self.centered = centered
    }
}

/// `AxisValueLabel(format:centered:anchor:…)`.
public struct ChartAxisValueLabel: Sendable {
    /// Formats a tick's value; nil uses the axis's default format.
    public var format: (@Sendable (ChartDatum) -> String?)?
    public var centered: Bool?
    public var paint: Paint?
    public var font: Font?

    public init(format: (@Sendable (ChartDatum) -> String?)? = nil, centered: Bool? = nil, paint: Paint? = nil, font: Font? = nil) {
        self.format = format
        self.centered = centered
        self.paint = paint
        self.font = font
    }
}

/// `chartXAxisLabel(_:position:alignment:spacing:)`.
public struct ChartAxisTitle: Sendable {
    public var text: String
    public var position: ChartAnnotationPosition
    public var alignment: Alignment?
    /// The gap between the title and the axis; nil is the default gap.
    public var spacing: Double?

    public init(text: String, position: ChartAnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: Double? = nil) {
        self.text = text
        self.position = position
        self.alignment = alignment
        self.spacing = spacing
    }
}

/// `chartLegend(_:)` and `chartLegend(position:alignment:spacing:)`.
public struct ChartLegend: Sendable {
    public var visibility: ChartVisibility = .automatic
    public var position: ChartAnnotationPosition = .automatic
    public var alignment: Alignment?
    public var spacing: Double?

    public init() {}
}
