import KilnTree

/// Bars and areas that share a position stack, as Swift Charts stacks them: in data order,
/// positive values upwards from zero and negative ones downwards (`.standard`), as shares of
/// the position's total (`.normalized`), or centred on zero (`.center`). Marks side by side
/// (`position(by:)`) stack only with marks of the same group.
struct Stacking {
    /// The stacked extent of each stacked mark along its value axis, by mark index (nil for others).
    private(set) var extents: [(low: Double, high: Double)?]
    /// The value axis of each bar or area, by mark index (nil for other marks).
    private(set) var valueAxes: [PlotAxis?]
    private(set) var isNormalized = false
    /// The axis normalized stacks grow along, labelled in percent.
    private(set) var normalizedAxis: PlotAxis?

    init(marks: [PlotMark], xKind: AxisKind?, yKind: AxisKind?) {
        struct Key: Hashable { var axis: PlotAxis.RawKey; var position: DatumKey; var group: String }
        extents = Array(repeating: nil, count: marks.count)
        valueAxes = Array(repeating: nil, count: marks.count)
        // Each stack's running sums, found by one look-up per mark.
        struct Sums { var positive = 0.0, negative = 0.0, total = 0.0 }
        var stackIndex: [Key: Int] = [:]
        var stacks: [Sums] = []
        var pending: [(index: Int, stack: Int, low: Double, high: Double, method: ChartStacking)] = []
        for (index, plotted) in marks.enumerated() where !plotted.isGap {
            guard plotted.mark.kind == .bar || plotted.mark.kind == .area,
                  let axis = Self.valueAxis(plotted, xKind: xKind, yKind: yKind) else { continue }
            valueAxes[index] = axis
            guard case .value(let value)? = axis.channel(plotted.mark), case .number(let number) = value.datum else { continue }
            let method = plotted.mark.stacking ?? .unstacked
            guard method != .unstacked, let position = axis.other.channel(plotted.mark)?.first else {
                extents[index] = (min(0, number), max(0, number))
                continue
            }
            let key = Key(axis: axis.rawKey, position: DatumKey(position.datum),
                          group: plotted.mark.positionBy.map { $0.value.datum.scaleKey } ?? "")
            let stack: Int
            if let found = stackIndex[key] {
                stack = found
            } else {
                stack = stacks.count
                stackIndex[key] = stack
                stacks.append(Sums())
            }
            let low: Double, high: Double
            if number >= 0 {
                low = stacks[stack].positive
                high = low + number
                stacks[stack].positive = high
            } else {
                high = stacks[stack].negative
                low = high + number
                stacks[stack].negative = low
            }
            stacks[stack].total += abs(number)
            pending.append((index, stack, low, high, method))
        }
        for entry in pending {
            switch entry.method {
            case .normalized:
                isNormalized = true
                normalizedAxis = valueAxes[entry.index]
                let total = stacks[entry.stack].total
                extents[entry.index] = total > 0 ? (entry.low / total, entry.high / total) : (0, 0)
            case .center:
                let shift = (stacks[entry.stack].positive + stacks[entry.stack].negative) / 2
                extents[entry.index] = (entry.low - shift, entry.high - shift)
            case .standard, .unstacked:
                extents[entry.index] = (entry.low, entry.high)
            }
        }
    }

    /// The axis along which a bar or area grows: y when it plots a number on y against a
    /// category, date or number on x; x when it plots a number on x against a category or date.
    static func valueAxis(_ plotted: PlotMark, xKind: AxisKind?, yKind: AxisKind?) -> PlotAxis? {
        let yIsNumber: Bool = { if case .value? = plotted.mark.y { return yKind == .number } else { return false } }()
        let xIsNumber: Bool = { if case .value? = plotted.mark.x { return xKind == .number } else { return false } }()
        if yIsNumber && (!xIsNumber || plotted.mark.kind == .area) { return .y }
        if xIsNumber && !yIsNumber { return .x }
        if yIsNumber { return .y }
        return nil
    }
}

extension PlotAxis {
    enum RawKey: Hashable { case x, y }
    var rawKey: RawKey { self == .x ? .x : .y }
    var other: PlotAxis { self == .x ? .y : .x }
}
