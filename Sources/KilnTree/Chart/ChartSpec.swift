import Foundation

/// A `Chart` as the tree keeps it: its marks with their data resolved to plain values, and
/// how its scales, axes and legend are set up. The chart node's children are the views of
/// the marks' annotations, which `ChartAnnotation.child` indexes.
package struct ChartSpec: Sendable {
    package var marks: [ChartMark]
    package var x: ChartAxisSetup
    package var y: ChartAxisSetup
    package var legend: ChartLegend
    /// `chartForegroundStyleScale`: the colours of `foregroundStyle(by:)` values, in legend order.
    package var foregroundStyleScale: [ChartStyleMapping]
    /// `chartForegroundStyleScale(range:)`: the colours the other values take, in first-appearance order.
    package var foregroundStyleRange: [Paint] = []
    /// `chartForegroundStyleScale(range: Gradient)`: the series take colours spread evenly along it.
    package var foregroundStyleGradient: [GradientStop] = []
    /// `chartSymbolScale`: the symbols of `symbol(by:)` values.
    package var symbolScale: [(value: String, symbol: ChartSymbol)]
    /// `chartPlotStyle`: the modifiers applied to the plot area (background, border, frame…).
    package var plotModifiers: [NodeModifier]
    /// Dates are binned and labelled in this zone, fixed at build time so output is reproducible.
    package var timeZone: TimeZone
    package var locale: Locale

    package init(
        marks: [ChartMark], x: ChartAxisSetup = ChartAxisSetup(), y: ChartAxisSetup = ChartAxisSetup(),
        legend: ChartLegend = ChartLegend(), foregroundStyleScale: [ChartStyleMapping] = [],
        symbolScale: [(value: String, symbol: ChartSymbol)] = [], plotModifiers: [NodeModifier] = [],
        timeZone: TimeZone = TimeZone(identifier: "UTC")!, locale: Locale = Locale(identifier: "en_US")
    ) {
        self.marks = marks
        self.x = x
        self.y = y
        self.legend = legend
        self.foregroundStyleScale = foregroundStyleScale
        self.symbolScale = symbolScale
        self.plotModifiers = plotModifiers
        self.timeZone = timeZone
        self.locale = locale
    }
}

/// One value of `chartForegroundStyleScale`.
package struct ChartStyleMapping: Sendable {
    package var value: String
    /// The value's style; nil for the default palette's colour at the value's place in the domain
    /// (`chartForegroundStyleScale(domain:)`, or a value the mapping closure does not style).
    package var paint: Paint?

    package init(value: String, paint: Paint?) {
        self.value = value
        self.paint = paint
    }

    /// The style scale of a mapping closure: the styles it gives the marks' `foregroundStyle(by:)`
    /// values, in the order they first appear after the values of `scale`.
    package static func mapped(_ marks: [ChartMark], by mapping: (ChartDatum) -> Paint?, after scale: [ChartStyleMapping]) -> [ChartStyleMapping] {
        var mapped = scale
        var seen = Set(scale.map(\.value))
        for mark in marks {
            guard let datum = mark.foregroundBy?.datum, seen.insert(datum.scaleKey).inserted else { continue }
            mapped.append(ChartStyleMapping(value: datum.scaleKey, paint: mapping(datum)))
        }
        return mapped
    }
}

/// A `PlottableValue` after lowering: its label (the axis, legend or column title) and its datum.
package struct ChartValue: Hashable, Sendable {
    package var label: String
    package var datum: ChartDatum

    package init(_ label: String, _ datum: ChartDatum) {
        self.label = label
        self.datum = datum
    }
}

/// A plotted datum, by the kind of scale it calls for.
package enum ChartDatum: Hashable, Sendable {
    /// Integers, floating point and decimals: a quantitative scale. May be NaN or infinite.
    case number(Double)
    /// Strings, enums (their raw value) and other values (their description): a category scale.
    case category(String)
    /// A date: a time scale.
    case date(Date)
    /// `.value(_:_:unit:)`: the calendar interval the date falls in, from its start to the next unit's start.
    case dateBin(start: Date, end: Date, unit: ChartDateUnit)
}

extension ChartDatum {
    /// The datum as the key of a style scale (`chartForegroundStyleScale`, `chartSymbolScale`)
    /// and of a series: a category as it is, a number in Swift's shortest form ("5.0"), a date in ISO 8601.
    package var scaleKey: String {
        switch self {
        case .category(let string): string
        case .number(let number): "\(number)"
        case .date(let date), .dateBin(let date, _, _): date.ISO8601Format()
        }
    }
}

/// The calendar units a date can be binned to.
package enum ChartDateUnit: String, Hashable, Sendable {
    case year, quarter, month, weekOfYear, day, hour, minute, second
}
