import Foundation
import KilnTree

/// A symbol at a point, as Swift Charts' `PointMark`. With one value, the point sits at a
/// fixed position on the other axis (nil: the plot's middle).
nonisolated public struct PointMark: ChartContent {
    let input: MarkInput

    public typealias Body = Never

    public static func _lowerMarks(_ content: PointMark, into lowering: inout _ChartLowering) {
        lowering.append(content.input)
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, fileID: String = #fileID, line: Int = #line) {
        input = MarkInput(.point, x: .value(x), y: .value(y), fileID: fileID, line: line)
    }

    public init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil, fileID: String = #fileID, line: Int = #line) {
        input = MarkInput(.point, x: .value(x), y: .point(y), fileID: fileID, line: line)
    }

    public init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>, fileID: String = #fileID, line: Int = #line) {
        input = MarkInput(.point, x: .point(x), y: .value(y), fileID: fileID, line: line)
    }
}
