import Foundation
import KilnTree

/// A symbol marking chart points, as Swift Charts' `ChartSymbolShape`.
public protocol ChartSymbolShape {
    /// Not API: the symbol as the tree keeps it.
    var _chartSymbol: _ChartSymbol { get }
}

/// The built-in point symbols, as Swift Charts' `BasicChartSymbolShape`.
nonisolated public struct BasicChartSymbolShape: ChartSymbolShape, Hashable, Sendable {
    let symbol: ChartSymbol
    public var _chartSymbol: _ChartSymbol { _ChartSymbol(symbol) }

    public static let circle = BasicChartSymbolShape(symbol: .circle)
    public static let square = BasicChartSymbolShape(symbol: .square)
    public static let triangle = BasicChartSymbolShape(symbol: .triangle)
    public static let diamond = BasicChartSymbolShape(symbol: .diamond)
    public static let pentagon = BasicChartSymbolShape(symbol: .pentagon)
    public static let plus = BasicChartSymbolShape(symbol: .plus)
    public static let cross = BasicChartSymbolShape(symbol: .cross)
    public static let asterisk = BasicChartSymbolShape(symbol: .asterisk)

    /// The symbol's outline, `lineWidth` wide inside its edge, as Swift Charts strokes a basic symbol.
    public func strokeBorder(lineWidth: CGFloat) -> some ChartSymbolShape {
        StrokedChartSymbolShape(symbol: symbol, lineWidth: Double(lineWidth))
    }
}

/// A basic symbol drawn as its outline (`strokeBorder(lineWidth:)`).
nonisolated struct StrokedChartSymbolShape: ChartSymbolShape, Hashable, Sendable {
    let symbol: ChartSymbol
    let lineWidth: Double
    var _chartSymbol: _ChartSymbol { _ChartSymbol(symbol, lineWidth: lineWidth) }
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
