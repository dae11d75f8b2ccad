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
        var positive: [Key: Double] = [:], negative: [Key: Double] = [:], totals: [Key: Double] = [:]
        var pending: [(index: Int, key: Key, low: Double, high: Double, method: ChartStacking)] = []
        for (index, plotted) in marks.enumerated() where !plotted.isGap {
            guard plotted.mark.kind == .bar || plotted.mark.kind == .area,
                  let axis = Self.valueAxis(plotted.mark, xKind: xKind, yKind: yKind) else { continue }
            valueAxes[index] = axis
            guard case .value(let value)? = axis.channel(plotted.mark), case .number(let number) = value.datum else { continue }
            let method = plotted.mark.stacking ?? .unstacked
            guard method != .unstacked, let position = axis.other.channel(plotted.mark)?.first else {
                extents[index] = (min(0, number), max(0, number))
                continue
            }
            let key = Key(axis: axis.rawKey, position: DatumKey(position.datum),
                          group: plotted.mark.positionBy.map { $0.value.datum.scaleKey } ?? "")
            let low: Double, high: Double
            if number >= 0 {
                low = positive[key, default: 0]
                high = low + number
                positive[key] = high
            } else {
                high = negative[key, default: 0]
                low = high + number
                negative[key] = low
            }
            totals[key, default: 0] += abs(number)
            pending.append((index, key, low, high, method))
        }
        for entry in pending {
            switch entry.method {
            case .normalized:
                isNormalized = true
                normalizedAxis = valueAxes[entry.index]
                let total = totals[entry.key] ?? 0
                extents[entry.index] = total > 0 ? (entry.low / total, entry.high / total) : (0, 0)
            case .center:
                let shift = ((positive[entry.key] ?? 0) + (negative[entry.key] ?? 0)) / 2
                extents[entry.index] = (entry.low - shift, entry.high - shift)
            case .standard, .unstacked:
                extents[entry.index] = (entry.low, entry.high)
            }
        }
    }

    /// The axis along which a bar or area grows: y when it plots a number on y against a
    /// category, date or number on x; x when it plots a number on x against a category or date.
    static func valueAxis(_ mark: ChartMark, xKind: AxisKind?, yKind: AxisKind?) -> PlotAxis? {
        let yIsNumber: Bool = { if case .value? = mark.y { return yKind == .number } else { return false } }()
        let xIsNumber: Bool = { if case .value? = mark.x { return xKind == .number } else { return false } }()
        if yIsNumber && (!xIsNumber || mark.kind == .area) { return .y }
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
