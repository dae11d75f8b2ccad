import KilnTree

/// A symbol marking chart points, as Swift Charts' `ChartSymbolShape`.
public protocol ChartSymbolShape {
    /// Not API: the symbol as the tree keeps it.
    var _chartSymbol: ChartSymbol { get }
}

/// The built-in point symbols, as Swift Charts' `BasicChartSymbolShape`.
nonisolated public struct BasicChartSymbolShape: ChartSymbolShape, Hashable, Sendable {
    public let _chartSymbol: ChartSymbol

    public static let circle = BasicChartSymbolShape(_chartSymbol: .circle)
    public static let square = BasicChartSymbolShape(_chartSymbol: .square)
    public static let triangle = BasicChartSymbolShape(_chartSymbol: .triangle)
    public static let diamond = BasicChartSymbolShape(_chartSymbol: .diamond)
    public static let pentagon = BasicChartSymbolShape(_chartSymbol: .pentagon)
    public static let plus = BasicChartSymbolShape(_chartSymbol: .plus)
    public static let cross = BasicChartSymbolShape(_chartSymbol: .cross)
    public static let asterisk = BasicChartSymbolShape(_chartSymbol: .asterisk)
}

nonisolated extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { .circle }
    public static var square: BasicChartSymbolShape { .square }
    public static var triangle: BasicChartSymbolShape { .triangle }
    public static var diamond: BasicChartSymbolShape { .diamond }
    public static var pentagon: BasicChartSymbolShape { .pentagon }
    public static var plus: BasicChartSymbolShape { .plus }
    public static var cross: BasicChartSymbolShape { .cross }
    public static var asterisk: BasicChartSymbolShape { .asterisk }
}
