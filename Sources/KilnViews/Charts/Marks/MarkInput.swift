import Foundation
import KilnTree

/// A mark as its initializer made it, its values not yet resolved: they are resolved when the
/// chart is lowered, in the chart's environment.
nonisolated struct MarkInput {
    let kind: ChartMark.Kind
    var x: ChannelInput?
    var y: ChannelInput?
    var width = MarkDimension.automatic
    var height = MarkDimension.automatic
    var stacking: MarkStackingMethod?
    var series: PlotInput?
    var angle: PlotInput?
    var innerRadius = MarkDimension.automatic
    var outerRadius = MarkDimension.automatic
    var angularInset: CGFloat?
    let site: CallSite

    init(_ kind: ChartMark.Kind, x: ChannelInput?, y: ChannelInput?, fileID: String, line: Int) {
        self.kind = kind
        self.x = x
        self.y = y
        self.site = CallSite(fileID: fileID, line: line)
    }
}

/// Where a mark sits along one axis, as its initializer said.
nonisolated enum ChannelInput {
    case value(PlotInput)
    case interval(PlotInput, PlotInput)
    /// Fixed positions in points; nil is the plot's edge.
    case fixed(CGFloat?, CGFloat?)

    static func value<V>(_ value: PlottableValue<V>) -> ChannelInput { .value(value.input) }

    static func interval<V>(_ start: PlottableValue<V>, _ end: PlottableValue<V>) -> ChannelInput {
        .interval(start.input, end.input)
    }

    /// A point's fixed position: none (centred in the plot) or one position.
    static func point(_ position: CGFloat?) -> ChannelInput? {
        position.map { .fixed($0, $0) }
    }
}

nonisolated extension ChartMark.Kind {
    /// The Swift Charts type of the mark, for messages.
    var typeName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() + "Mark" }
}

nonisolated extension ChartLowering {
    /// Appends the mark `input` stands for, its values resolved.
    mutating func append(_ input: MarkInput) {
        let x = channel(input.x, at: input.site), y = channel(input.y, at: input.site)
        let width = dimension(input.width, "width", of: input), height = dimension(input.height, "height", of: input)
        let series = input.series.map { value($0, at: input.site) }, angle = input.angle.map { value($0, at: input.site) }
        let innerRadius = dimension(input.innerRadius, "inner radius", of: input)
        let outerRadius = dimension(input.outerRadius, "outer radius", of: input)
        var angularInset: Double?
        if let inset = input.angularInset {
            if inset.isFinite && inset >= 0 {
                angularInset = Double(inset)
            } else {
                report(.warning, "SectorMark's angular inset \(inset) is negative or not finite; it is ignored", at: input.site)
            }
        }
        // Made in place in the array: a chart of thousands of marks would copy each (large) mark once more.
        marks.append(ChartMark(input.kind, x: x, y: y, source: input.site))
        let index = marks.count - 1
        marks[index].width = width
        marks[index].height = height
        marks[index].stacking = input.stacking?.stacking
        if let series { marks[index].series = series }
        if let angle { marks[index].angle = angle }
        marks[index].innerRadius = innerRadius
        marks[index].outerRadius = outerRadius
        marks[index].angularInset = angularInset
    }

    private mutating func channel(_ input: ChannelInput?, at site: CallSite) -> ChartChannel? {
        switch input {
        case nil: nil
        case .value(let plotted): .value(value(plotted, at: site))
        case .interval(let start, let end): .interval(value(start, at: site), value(end, at: site))
        case .fixed(let start, let end): .fixed(start: start.map(Double.init), end: end.map(Double.init))
        }
    }

    private mutating func dimension(_ dimension: MarkDimension, _ name: String, of input: MarkInput) -> ChartMarkDimension {
        let (checked, problem) = dimension.checked
        if let problem {
            report(.warning, "\(input.kind.typeName)'s \(name): \(problem); the automatic \(name) is used", at: input.site)
        }
        return checked
    }
}
