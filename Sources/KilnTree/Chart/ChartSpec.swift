import Foundation

/// A `Chart` as the tree keeps it: its marks with their data resolved to plain values, and
/// how its scales, axes and legend are set up. The chart node's children are the views of
/// the marks' annotations, which `ChartAnnotation.child` indexes.
public struct ChartSpec: Sendable {
    public var marks: [ChartMark]
    public var x: ChartAxisSetup
    public var y: ChartAxisSetup
    public var legend: ChartLegend
    /// `chartForegroundStyleScale`: the colours of `foregroundStyle(by:)` values, in legend order.
    public var foregroundStyleScale: [ChartStyleMapping]
    /// `chartSymbolScale`: the symbols of `symbol(by:)` values.
    public var symbolScale: [(value: String, symbol: ChartSymbol)]
    /// `chartPlotStyle`: the modifiers applied to the plot area (background, border, frame…).
    public var plotModifiers: [NodeModifier]
    /// Dates are binned and labelled in this zone, fixed at build time so output is reproducible.
    public var timeZone: TimeZone
    public var locale: Locale

    public init(
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
public struct ChartStyleMapping: Sendable {
    public var value: String
    public var paint: Paint

    public init(value: String, paint: Paint) {
        self.value = value
        self.paint = paint
    }
}

/// A `PlottableValue` after lowering: its label (the axis, legend or column title) and its datum.
public struct ChartValue: Hashable, Sendable {
    public var label: String
    public var datum: ChartDatum

    public init(_ label: String, _ datum: ChartDatum) {
        self.label = label
        self.datum = datum
    }
}

/// A plotted datum, by the kind of scale it calls for.
public enum ChartDatum: Hashable, Sendable {
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
    public var scaleKey: String {
        switch self {
        case .category(let string): string
        case .number(let number): "\(number)"
        case .date(let date), .dateBin(let date, _, _): date.ISO8601Format()
        }
    }
}

/// The calendar units a date can be binned to.
public enum ChartDateUnit: String, Hashable, Sendable {
    case year, quarter, month, weekOfYear, day, hour, minute, second
}
