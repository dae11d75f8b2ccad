import Foundation
import KilnTree

/// The grid lines, ticks and labels of an axis at its values, as Swift Charts' `AxisMarks`.
/// Without content it draws all three (with `stroke` for the lines and ticks, and `format`
/// for the labels); with content, what the content lists. Several `AxisMarks` can share an
/// axis, for instance with different values.
nonisolated public struct AxisMarks: AxisContent {
    enum Values {
        case marks(AxisMarkValues)
        case list([Any])
    }

    enum Content {
        case builtin(stroke: StrokeStyle?, label: AxisValueLabel)
        case custom((AxisValue) -> AxisMarkList)
    }

    let position: AxisMarkPosition
    let values: Values
    let content: Content
    let site: CallSite

    public static func _lowerAxisContent(_ content: AxisMarks, into lowering: inout _AxisLowering) {
        let values: ChartAxisValues = switch content.values {
        case .marks(let values): values.resolved(lowering, at: content.site)
        case .list(let values): ChartAxisValues(values)
        }
        var marks = ChartAxisMarks(position: content.position.position, values: values)
        var parts = AxisMarkLowering(context: lowering.context, timeZone: lowering.timeZone, locale: lowering.locale, site: content.site)
        switch content.content {
        case .builtin(let stroke, let label):
            AxisValueLabel._lowerAxisMark(label, into: &parts)
            marks.gridLine = ChartAxisLine(stroke: stroke.map(ChartStroke.init))
            marks.tick = ChartAxisTick(stroke: stroke.map(ChartStroke.init))
            marks.label = parts.label
        case .custom(let build):
            let reads = AxisValue.ValueReads()
            AxisMarkList._lowerAxisMark(build(AxisValue(index: 0, count: 1, reads: reads)), into: &parts)
            if reads.happened {
                lowering.context.report(
                    .warning,
                    "AxisMarks' content reads its AxisValue; Kiln evaluates the content once, without a value, so content that depends on the value is not honoured\(parts.labelIsContent ? " and the labels use the default format" : "")",
                    at: content.site)
                if parts.labelIsContent { parts.label?.format = nil }
            }
            marks.gridLine = parts.gridLine
            marks.tick = parts.tick
            marks.label = parts.label
        }
        lowering.marks.append(marks)
    }

    private init(position: AxisMarkPosition, values: Values, content: Content, fileID: String, line: Int) {
        self.position = position
        self.values = values
        self.content = content
        self.site = CallSite(fileID: fileID, line: line)
    }

    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        stroke: StrokeStyle? = nil, fileID: String = #fileID, line: Int = #line
    ) {
        self.init(position: position, values: .marks(values), content: .builtin(stroke: stroke, label: AxisValueLabel()), fileID: fileID, line: line)
    }

    public init<Value>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        stroke: StrokeStyle? = nil, fileID: String = #fileID, line: Int = #line
    ) {
        self.init(position: position, values: .list(values), content: .builtin(stroke: stroke, label: AxisValueLabel()), fileID: fileID, line: line)
    }

    public init<Format: FormatStyle>(
        format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil, fileID: String = #fileID, line: Int = #line
    ) where Format.FormatOutput == String {
        self.init(
            position: position, values: .marks(values), content: .builtin(stroke: stroke, label: AxisValueLabel(format: format)),
            fileID: fileID, line: line)
    }

    public init<Value, Format: FormatStyle>(
        format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: [Value], stroke: StrokeStyle? = nil, fileID: String = #fileID, line: Int = #line
    ) where Format.FormatOutput == String {
        self.init(
            position: position, values: .list(values), content: .builtin(stroke: stroke, label: AxisValueLabel(format: format)),
            fileID: fileID, line: line)
    }

    // The content closures return the builder's result type, rather than a generic one, so
    // that the compiler checks them once however many modifiers follow the chart.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        fileID: String = #fileID, line: Int = #line, @AxisMarkBuilder content: @escaping (AxisValue) -> AxisMarkList
    ) {
        self.init(position: position, values: .marks(values), content: .custom(content), fileID: fileID, line: line)
    }

    public init<Value>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        fileID: String = #fileID, line: Int = #line, @AxisMarkBuilder content: @escaping (AxisValue) -> AxisMarkList
    ) {
        self.init(position: position, values: .list(values), content: .custom(content), fileID: fileID, line: line)
    }

    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        fileID: String = #fileID, line: Int = #line, @AxisMarkBuilder content: @escaping () -> AxisMarkList
    ) {
        self.init(position: position, values: .marks(values), content: .custom { _ in content() }, fileID: fileID, line: line)
    }

    public init<Value>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        fileID: String = #fileID, line: Int = #line, @AxisMarkBuilder content: @escaping () -> AxisMarkList
    ) {
        self.init(position: position, values: .list(values), content: .custom { _ in content() }, fileID: fileID, line: line)
    }
}
