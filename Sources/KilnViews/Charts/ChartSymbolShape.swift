import Foundation
import KilnTree

/// A shape that marks chart points, as Swift Charts' `ChartSymbolShape`: a basic symbol, a
/// built-in shape (`Circle()`, `Rectangle()` …) or a shape of the app's own, whose `path(in:)`
/// is drawn at every point at the symbol's size.
public protocol ChartSymbolShape: Shape {
    /// The part of the shape's box, in fractions of its size, that readers see as the symbol:
    /// it takes the symbol's size and is centred on the point.
    nonisolated var perceptualUnitRect: CGRect { get }
    /// Not API: the symbol as the tree keeps it.
    nonisolated var _chartSymbol: _ChartSymbol { get }
}

nonisolated extension ChartSymbolShape {
    public var _chartSymbol: _ChartSymbol { _ChartSymbol(outline: ChartSymbolOutline(self, lineWidth: nil)) }
}

nonisolated extension ChartSymbolShape where Self: InsettableShape {
    /// The shape's border, `lineWidth` wide inside its edge, as the symbol.
    public func strokeBorder(lineWidth: CGFloat = 1) -> some ChartSymbolShape {
        StrokedChartSymbolShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    public func strokeBorder(style: StrokeStyle) -> some ChartSymbolShape {
        StrokedChartSymbolShape(base: self, style: style)
    }
}

nonisolated extension ChartSymbolOutline {
    /// `shape`'s outline, drawn filled, or stroked `lineWidth` wide where it is given (the shape
    /// is then already inset by half of it).
    init<S: ChartSymbolShape>(_ shape: S, lineWidth: Double?) {
        let unit = shape.perceptualUnitRect
        self.init(sampler: PathSampling.sampler(of: shape, source: nil), unitX: Double(unit.minX), unitY: Double(unit.minY),
                  unitWidth: Double(unit.width), unitHeight: Double(unit.height), lineWidth: lineWidth)
    }
}

/// A symbol shape drawn as its border (`strokeBorder(lineWidth:)`, `strokeBorder(style:)`); as a
/// view, the border of the shape it strokes.
nonisolated struct StrokedChartSymbolShape<Base: ChartSymbolShape & InsettableShape>: ChartSymbolShape {
    let base: Base
    let style: StrokeStyle

    func path(in rect: CGRect) -> Path { base.inset(by: style.lineWidth / 2).path(in: rect) }
    var perceptualUnitRect: CGRect { base.perceptualUnitRect }
    var _kind: _ShapeKind { base._kind }

    var _chartSymbol: _ChartSymbol {
        let lineWidth = Double(max(style.lineWidth, 0))
        if let basic = base._chartSymbol.value { return _ChartSymbol(basic, lineWidth: lineWidth) }
        return _ChartSymbol(outline: ChartSymbolOutline(self, lineWidth: lineWidth))
    }

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        lower(view.base.strokeBorder(.foreground, style: view.style), into: &nodes, context: context)
    }
}

/// The built-in shapes as symbols: a circle and a rectangle are the basic circle and square;
/// the others are drawn from their outline.
nonisolated extension Circle: ChartSymbolShape {
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
    public var _chartSymbol: _ChartSymbol { _ChartSymbol(.circle) }
}

nonisolated extension Rectangle: ChartSymbolShape {
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
    public var _chartSymbol: _ChartSymbol { _ChartSymbol(.square) }
}

nonisolated extension RoundedRectangle: ChartSymbolShape {
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

nonisolated extension Capsule: ChartSymbolShape {
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

nonisolated extension Ellipse: ChartSymbolShape {
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

/// The built-in point symbols, as Swift Charts' `BasicChartSymbolShape`.
nonisolated public struct BasicChartSymbolShape: ChartSymbolShape, Hashable, Sendable {
    let symbol: ChartSymbol
    public var _chartSymbol: _ChartSymbol { _ChartSymbol(symbol) }
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    public static let circle = BasicChartSymbolShape(symbol: .circle)
    public static let square = BasicChartSymbolShape(symbol: .square)
    public static let triangle = BasicChartSymbolShape(symbol: .triangle)
    public static let diamond = BasicChartSymbolShape(symbol: .diamond)
    public static let pentagon = BasicChartSymbolShape(symbol: .pentagon)
    public static let plus = BasicChartSymbolShape(symbol: .plus)
    public static let cross = BasicChartSymbolShape(symbol: .cross)
    public static let asterisk = BasicChartSymbolShape(symbol: .asterisk)

    /// The symbol drawn as a view: its outline in the square centred in `rect`.
    public func path(in rect: CGRect) -> Path {
        let square = PathSampling.centeredSquare(in: rect)
        if symbol == .circle { return Path(ellipseIn: square) }
        var path = Path()
        path.addLines(Self.unitOutline(symbol).map { CGPoint(x: square.minX + $0.x * square.width, y: square.minY + $0.y * square.height) })
        path.closeSubpath()
        return path
    }

    /// The symbol's corners in a unit square, y down.
    private static func unitOutline(_ symbol: ChartSymbol) -> [CGPoint] {
        func regular(_ sides: Int) -> [CGPoint] {
            (0..<sides).map { index in
                let angle = (-90 + 360 * Double(index) / Double(sides)) * Double.pi / 180
                return CGPoint(x: 0.5 + 0.5 * cos(angle), y: 0.5 + 0.5 * sin(angle))
            }
        }
        let plus: [CGPoint] = [(0, 1), (1, 1), (1, 0), (2, 0), (2, 1), (3, 1), (3, 2), (2, 2), (2, 3), (1, 3), (1, 2), (0, 2)]
            .map { CGPoint(x: $0.0 / 3, y: $0.1 / 3) }
        switch symbol {
        case .circle, .square: return [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1), CGPoint(x: 0, y: 1)]
        case .triangle: return regular(3)
        case .diamond: return [CGPoint(x: 0.5, y: 0), CGPoint(x: 0.8, y: 0.5), CGPoint(x: 0.5, y: 1), CGPoint(x: 0.2, y: 0.5)]
        case .pentagon: return regular(5)
        case .plus, .asterisk: return plus
        case .cross:
            let turn = Double.pi / 4
            return plus.map { point in
                let (x, y) = (Double(point.x) - 0.5, Double(point.y) - 0.5)
                return CGPoint(x: 0.5 + (x * cos(turn) - y * sin(turn)) / 2.squareRoot(), y: 0.5 + (x * sin(turn) + y * cos(turn)) / 2.squareRoot())
            }
        }
    }

    /// The symbol's outline, `lineWidth` wide inside its edge, as Swift Charts strokes a basic symbol.
    public func strokeBorder(lineWidth: CGFloat = 1) -> some ChartSymbolShape {
        StrokedBasicChartSymbolShape(base: self, lineWidth: Double(lineWidth))
    }
}

/// A basic symbol drawn as its outline (`strokeBorder(lineWidth:)`).
nonisolated struct StrokedBasicChartSymbolShape: ChartSymbolShape {
    let base: BasicChartSymbolShape
    let lineWidth: Double
    var _chartSymbol: _ChartSymbol { _ChartSymbol(base.symbol, lineWidth: lineWidth) }
    var perceptualUnitRect: CGRect { base.perceptualUnitRect }
    func path(in rect: CGRect) -> Path { base.path(in: rect) }

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        lower(view.base.stroke(lineWidth: CGFloat(view.lineWidth)), into: &nodes, context: context)
    }
}

/// A symbol shape with its type erased, as Swift Charts' `AnyChartSymbolShape`.
nonisolated public struct AnyChartSymbolShape: ChartSymbolShape {
    private let base: AnyShape
    public let perceptualUnitRect: CGRect
    public let _chartSymbol: _ChartSymbol

    public init(_ content: any ChartSymbolShape) {
        base = AnyShape(content)
        perceptualUnitRect = content.perceptualUnitRect
        _chartSymbol = content._chartSymbol
    }

    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    public var _kind: _ShapeKind { base._kind }
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
