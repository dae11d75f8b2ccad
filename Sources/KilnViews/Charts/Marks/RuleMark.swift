import Foundation
import KilnTree

/// A straight line, as Swift Charts' `RuleMark`: at a value across the plot (or across fixed
/// positions, nil being the plot's edges), or between two values.
nonisolated public struct RuleMark: ChartContent {
    let input: MarkInput

    public typealias Body = Never

    public static func _lowerMarks(_ content: RuleMark, into lowering: inout _ChartLowering) {
        lowering.append(content.input)
    }

    public init<X: Plottable>(
        x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, fileID: String = #fileID, line: Int = #line
    ) {
        input = MarkInput(.rule, x: .value(x), y: .fixed(yStart, yEnd), fileID: fileID, line: line)
    }

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, fileID: String = #fileID, line: Int = #line
    ) {
        input = MarkInput(.rule, x: .value(x), y: .interval(yStart, yEnd), fileID: fileID, line: line)
    }

    public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, fileID: String = #fileID, line: Int = #line
    ) {
        input = MarkInput(.rule, x: .fixed(xStart, xEnd), y: .value(y), fileID: fileID, line: line)
    }

    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, fileID: String = #fileID, line: Int = #line
    ) {
        input = MarkInput(.rule, x: .interval(xStart, xEnd), y: .value(y), fileID: fileID, line: line)
    }
}
