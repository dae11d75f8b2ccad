import Foundation
import KilnTree

/// A rectangle, as Swift Charts' `RectangleMark`: at values (sized by `width` and `height`),
/// between values, or across fixed positions (nil being the plot's edges); heat maps use it.
nonisolated public struct RectangleMark: ChartContent {
    let input: MarkInput

    public typealias Body = Never

    public static func _lowerMarks(_ content: RectangleMark, into lowering: inout _ChartLowering) {
        lowering.append(content.input)
    }

    private init(
        x: ChannelInput, y: ChannelInput, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
        fileID: String, line: Int
    ) {
        var input = MarkInput(.rectangle, x: x, y: y, fileID: fileID, line: line)
        input.width = width
        input.height = height
        self.input = input
    }

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(x: .value(x), y: .value(y), width: width, height: height, fileID: fileID, line: line)
    }

    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(x: .interval(xStart, xEnd), y: .interval(yStart, yEnd), fileID: fileID, line: line)
    }

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(x: .value(x), y: .interval(yStart, yEnd), width: width, fileID: fileID, line: line)
    }

    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(x: .interval(xStart, xEnd), y: .value(y), height: height, fileID: fileID, line: line)
    }

    public init<X: Plottable>(
        x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(x: .value(x), y: .fixed(yStart, yEnd), width: width, fileID: fileID, line: line)
    }

    public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(x: .fixed(xStart, xEnd), y: .value(y), height: height, fileID: fileID, line: line)
    }

    public init<X: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(x: .interval(xStart, xEnd), y: .fixed(yStart, yEnd), fileID: fileID, line: line)
    }

    public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(x: .fixed(xStart, xEnd), y: .interval(yStart, yEnd), fileID: fileID, line: line)
    }
}
