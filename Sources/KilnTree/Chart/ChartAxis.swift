import Foundation

/// One axis of a chart: its scale, its marks (ticks, grid lines, labels) and its title.
package struct ChartAxisSetup: Sendable {
    package var domain: ChartScaleDomain = .automatic(includesZero: nil, reversed: false)
    package var scaleType: ChartScaleType?
    package var visibility: ChartVisibility = .automatic
    /// `chartXAxis { AxisMarks … }`: empty means the automatic axis.
    package var marks: [ChartAxisMarks] = []
    /// `chartXAxisLabel(_:position:alignment:)`.
    package var title: ChartAxisTitle?

    package init() {}
}

package enum ChartVisibility: Hashable, Sendable { case automatic, visible, hidden }

/// `chartXScale(domain:)`.
package enum ChartScaleDomain: Sendable {
    /// From the data; numbers include zero unless `includesZero` is false (as Swift Charts).
    case automatic(includesZero: Bool?, reversed: Bool)
    case numbers(Double, Double)
    case dates(Date, Date)
    case categories([String])
}

/// `ScaleType`.
package enum ChartScaleType: Hashable, Sendable {
    case linear, log, squareRoot, date, category
    case power(exponent: Double)
    case symmetricLog(slopeAtZero: Double)
}

/// `AxisMarks(preset:position:values:) { … }`.
package struct ChartAxisMarks: Sendable {
    package enum Position: Hashable, Sendable { case automatic, leading, trailing, top, bottom }

    package var position: Position
    package var values: ChartAxisValues
    /// nil: not drawn. `AxisMarks()` without content draws all three.
    package var gridLine: ChartAxisLine?
    package var tick: ChartAxisTick?
    package var label: ChartAxisValueLabel?

    package init(position: Position = .automatic, values: ChartAxisValues = .automatic(desiredCount: nil),
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
package enum ChartAxisValues: Sendable {
    case automatic(desiredCount: Int?)
    case stride(Double)
    case dateStride(ChartDateUnit, count: Int)
    case numbers([Double])
    case dates([Date])
    case categories([String])
}

/// `AxisGridLine(centered:stroke:)` with its `foregroundStyle`.
package struct ChartAxisLine: Sendable {
    package var stroke: ChartStroke?
    package var paint: Paint?
    package var centered: Bool?

    package init(stroke: ChartStroke? = nil, paint: Paint? = nil, centered: Bool? = nil) {
        self.stroke = stroke
        self.paint = paint
        self.centered = centered
    }
}

/// `AxisTick(centered:length:stroke:)`.
package struct ChartAxisTick: Sendable {
    package var length: Double?
    package var stroke: ChartStroke?
    package var paint: Paint?
    package var centered: Bool?

    package init(length: Double? = nil, stroke: ChartStroke? = nil, paint: Paint? = nil, centered: Bool? = nil) {
        self.length = length
        self.stroke = stroke
        self.paint = paint
        self.centered = centered
    }
}

/// `AxisValueLabel(format:centered:anchor:…)`.
package struct ChartAxisValueLabel: Sendable {
    /// Formats a tick's value; nil uses the axis's default format.
    package var format: (@Sendable (ChartDatum) -> String?)?
    package var centered: Bool?
    package var paint: Paint?
    package var font: Font?

    package init(format: (@Sendable (ChartDatum) -> String?)? = nil, centered: Bool? = nil, paint: Paint? = nil, font: Font? = nil) {
        self.format = format
        self.centered = centered
        self.paint = paint
        self.font = font
    }
}

/// `chartXAxisLabel(_:position:alignment:spacing:)`.
package struct ChartAxisTitle: Sendable {
    package var text: String
    package var position: ChartAnnotationPosition
    package var alignment: Alignment?
    /// The gap between the title and the axis; nil is the default gap.
    package var spacing: Double?

    package init(text: String, position: ChartAnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: Double? = nil) {
        self.text = text
        self.position = position
        self.alignment = alignment
        self.spacing = spacing
    }
}

/// `chartLegend(_:)` and `chartLegend(position:alignment:spacing:)`.
package struct ChartLegend: Sendable {
    package var visibility: ChartVisibility = .automatic
    package var position: ChartAnnotationPosition = .automatic
    package var alignment: Alignment?
    package var spacing: Double?

    package init() {}
}
