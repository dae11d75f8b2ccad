import Foundation
import KilnTree

/// A bar, as Swift Charts' `BarMark`: at a value on one axis and from zero (or between two
/// values, or across fixed positions) on the other. Bars sharing a position stack as
/// `stacking` says.
nonisolated public struct BarMark: ChartContent {
    let input: MarkInput

    public typealias Body = Never

    public static func _lowerMarks(_ content: BarMark, into lowering: inout _ChartLowering) {
        lowering.append(content.input)
    }

    private init(x: ChannelInput?, y: ChannelInput?, fileID: String, line: Int, _ configure: (inout MarkInput) -> Void) {
        var input = MarkInput(.bar, x: x, y: y, fileID: fileID, line: line)
        configure(&input)
        self.input = input
    }

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard, fileID: String = #fileID, line: Int = #line
    ) {
        self.init(x: .value(x), y: .value(y), fileID: fileID, line: line) {
            $0.width = width
            $0.height = height
            $0.stacking = stacking
        }
    }

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(x: .value(x), y: .interval(yStart, yEnd), fileID: fileID, line: line) { $0.width = width }
    }

    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(x: .interval(xStart, xEnd), y: .value(y), fileID: fileID, line: line) { $0.height = height }
    }

    /// A bar across fixed y positions (nil: the plot's edges).
    public init<X: Plottable>(
        x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard, fileID: String = #fileID, line: Int = #line
    ) {
        self.init(x: .value(x), y: .fixed(yStart, yEnd), fileID: fileID, line: line) {
            $0.width = width
            $0.stacking = stacking
        }
    }

    /// A bar across fixed x positions (nil: the plot's edges).
    public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard, fileID: String = #fileID, line: Int = #line
    ) {
        self.init(x: .fixed(xStart, xEnd), y: .value(y), fileID: fileID, line: line) {
            $0.height = height
            $0.stacking = stacking
        }
    }

    public init<X: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(x: .interval(xStart, xEnd), y: .fixed(yStart, yEnd), fileID: fileID, line: line) { _ in }
    }

    public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(x: .fixed(xStart, xEnd), y: .interval(yStart, yEnd), fileID: fileID, line: line) { _ in }
    }
}
