import KilnTree

/// A point of a line, as Swift Charts' `LineMark`: the line joins the marks of one series
/// (its `series:` value, or its `foregroundStyle(by:)` value) in order of x.
nonisolated public struct LineMark: ChartContent {
    let input: MarkInput

    public typealias Body = Never

    public static func _lowerMarks(_ content: LineMark, into lowering: inout _ChartLowering) {
        lowering.append(content.input)
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, fileID: String = #fileID, line: Int = #line) {
        input = MarkInput(.line, x: .value(x), y: .value(y), fileID: fileID, line: line)
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, fileID: String = #fileID, line: Int = #line
    ) {
        var input = MarkInput(.line, x: .value(x), y: .value(y), fileID: fileID, line: line)
        input.series = series.input
        self.input = input
    }
}
