import Foundation
import KilnTree

/// A slice of a pie or donut, as Swift Charts' `SectorMark`: its angle is its value's share of
/// the chart's total. A chart of sectors has no x and y axes, so it can't hold other marks.
nonisolated public struct SectorMark: ChartContent {
    let input: MarkInput

    public typealias Body = Never

    public static func _lowerMarks(_ content: SectorMark, into lowering: inout _ChartLowering) {
        lowering.append(content.input)
    }

    public init<V: Plottable>(
        angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil, fileID: String = #fileID, line: Int = #line
    ) {
        var input = MarkInput(.sector, x: nil, y: nil, fileID: fileID, line: line)
        input.angle = angle.input
        input.innerRadius = innerRadius
        input.outerRadius = outerRadius
        input.angularInset = angularInset
        self.input = input
    }
}
