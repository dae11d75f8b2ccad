import KilnTree

/// A point of a filled area, as Swift Charts' `AreaMark`: the area joins the marks of one
/// series, from zero (stacked as `stacking` says) or between two values.
nonisolated public struct AreaMark: ChartContent {
    let input: MarkInput

    public typealias Body = Never

    public static func _lowerMarks(_ content: AreaMark, into lowering: inout _ChartLowering) {
        lowering.append(content.input)
    }

    private init(x: ChannelInput, y: ChannelInput, series: PlotInput?, stacking: MarkStackingMethod?, fileID: String, line: Int) {
        var input = MarkInput(.area, x: x, y: y, fileID: fileID, line: line)
        input.series = series
        input.stacking = stacking
        self.input = input
    }

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(x: .value(x), y: .value(y), series: nil, stacking: stacking, fileID: fileID, line: line)
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(x: .value(x), y: .value(y), series: series.input, stacking: stacking, fileID: fileID, line: line)
    }

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, fileID: String = #fileID, line: Int = #line
    ) {
        self.init(x: .value(x), y: .interval(yStart, yEnd), series: nil, stacking: nil, fileID: fileID, line: line)
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(x: .value(x), y: .interval(yStart, yEnd), series: series.input, stacking: nil, fileID: fileID, line: line)
    }

    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, fileID: String = #fileID, line: Int = #line
    ) {
        self.init(x: .interval(xStart, xEnd), y: .value(y), series: nil, stacking: nil, fileID: fileID, line: line)
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(x: .interval(xStart, xEnd), y: .value(y), series: series.input, stacking: nil, fileID: fileID, line: line)
    }
}
