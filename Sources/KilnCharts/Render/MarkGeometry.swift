import Foundation
import KilnTree

/// Where a mark sits along one axis, in fractions from the axis's start.
enum AxisSpan {
    case point(Double)
    case range(Double, Double)
    /// A fixed thickness in points around a position (a bar on a number axis, `.fixed(_:)` widths).
    case centred(Double, points: Double)

    var centre: Double {
        switch self {
        case .point(let value), .centred(let value, _): return value
        case .range(let start, let end): return (start + end) / 2
        }
    }

    var bounds: (low: Double, high: Double) {
        switch self {
        case .point(let value), .centred(let value, _): return (value, value)
        case .range(let start, let end): return (min(start, end), max(start, end))
        }
    }
}

/// A mark's box in the plot: fractions from the top leading corner, plus a thickness in points
/// where the box is a fixed size around its centre.
struct MarkBox {
    var x: AxisSpan
    /// Along y, from the bottom (values grow upwards); `top`/`bottom` give the drawn fractions.
    var y: AxisSpan

    var left: Double { x.bounds.low }
    var right: Double { x.bounds.high }
    var top: Double { 1 - y.bounds.high }
    var bottom: Double { 1 - y.bounds.low }
}

/// Places marks on the scales: bands and date bins give bars their thickness, stacks their extent.
struct MarkGeometry {
    let x: AxisScale
    let y: AxisScale
    let stacking: Stacking
    let nominalWidth: Double
    let plotHeight: Double
    /// `position(by:)` groups in first-appearance order.
    private var groups: [String] = []
    /// The automatic thickness of bars on a number axis: most of the smallest gap between positions.
    private var automaticThickness = (x: 8.0, y: 8.0)

    init(x: AxisScale, y: AxisScale, stacking: Stacking, marks: [PlotMark], nominalWidth: Double, plotHeight: Double) {
        self.x = x
        self.y = y
        self.stacking = stacking
        self.nominalWidth = nominalWidth
        self.plotHeight = plotHeight
        var seen = Set<String>()
        for plotted in marks {
            if let value = plotted.mark.positionBy?.value, seen.insert(value.datum.scaleKey).inserted {
                groups.append(value.datum.scaleKey)
            }
        }
        // Only bars and rectangles are thick; other charts skip sorting every position.
        guard marks.contains(where: { $0.mark.kind == .bar || $0.mark.kind == .rectangle }) else { return }
        for axis in [PlotAxis.x, .y] {
            let scale = axis == .x ? x : y
            let length = axis == .x ? nominalWidth : plotHeight
            let positions = Set(marks.compactMap { plotted -> Double? in
                guard case .value(let value)? = axis.channel(plotted.mark) else { return nil }
                return scale.fraction(value.datum)
            }).sorted()
            let gap = zip(positions, positions.dropFirst()).map { $1 - $0 }.min() ?? 1
            let thickness = max(2, min(24, gap * length * 0.8))
            if axis == .x { automaticThickness.x = thickness } else { automaticThickness.y = thickness }
        }
    }

    func box(_ index: Int, _ mark: ChartMark) -> MarkBox? {
        guard let xSpan = span(.x, index, mark), let ySpan = span(.y, index, mark) else { return nil }
        return MarkBox(x: xSpan, y: ySpan)
    }

    private func scale(_ axis: PlotAxis) -> AxisScale { axis == .x ? x : y }
    private func length(_ axis: PlotAxis) -> Double { axis == .x ? nominalWidth : plotHeight }

    private func span(_ axis: PlotAxis, _ index: Int, _ mark: ChartMark) -> AxisSpan? {
        let scale = scale(axis)
        if stacking.valueAxes[index] == axis, let extent = stacking.extents[index], case .continuous(let continuous) = scale {
            return .range(continuous.fraction(extent.low), continuous.fraction(extent.high))
        }
        let isThick = (mark.kind == .bar || mark.kind == .rectangle) && stacking.valueAxes[index] != axis
        let dimension = axis == .x ? mark.width : mark.height
        switch axis.channel(mark) {
        case nil:
            return mark.kind == .point ? .point(0.5) : .range(0, 1)
        case .fixed(let start, let end)?:
            // Points from the plot's leading or top edge.
            let from = { (points: Double) in axis == .x ? points / self.nominalWidth : 1 - points / self.plotHeight }
            return .range(start.map(from) ?? (axis == .x ? 0 : 1), end.map(from) ?? (axis == .x ? 1 : 0))
        case .interval(let start, let end)?:
            guard let low = edge(start.datum, scale, atStart: true), let high = edge(end.datum, scale, atStart: false) else { return nil }
            return .range(low, high)
        case .value(let value)?:
            // On the scale first, then the datum: a switch over both would copy the scale per mark.
            switch scale {
            case .band(let band):
                guard case .category(let name) = value.datum, let slot = band.band(of: name) else { return nil }
                guard isThick else { return .point(slot.start + slot.width / 2) }
                return thickness(of: grouped(slot, mark, axis), dimension)
            case .continuous(let continuous):
                if continuous.isTime, case .dateBin(let start, let end, _) = value.datum {
                    return binSpan(continuous, start, end, isThick: isThick, mark, axis, dimension)
                }
                guard let number = continuous.number(value.datum) else { return nil }
                let fraction = continuous.fraction(number)
                guard isThick else { return .point(fraction) }
                switch dimension {
                case .fixed(let points): return .centred(fraction, points: points)
                default: return .centred(fraction, points: axis == .x ? automaticThickness.x : automaticThickness.y)
                }
            }
        }
    }

    /// A binned date's span: the bin's middle, or (thick marks) most of the bin.
    private func binSpan(_ continuous: ContinuousScale, _ start: Date, _ end: Date, isThick: Bool,
                         _ mark: ChartMark, _ axis: PlotAxis, _ dimension: ChartMarkDimension) -> AxisSpan {
        let slot = (start: continuous.fraction(start.timeIntervalSince1970), end: continuous.fraction(end.timeIntervalSince1970))
        guard isThick else { return .point((slot.start + slot.end) / 2) }
        let width = slot.end - slot.start
        // A binned bar leaves a gap to its neighbours, as Swift Charts draws daily bars.
        let bin = dimension == .automatic ? (slot.start + width * 0.1, width * 0.8) : (slot.start, width)
        return thickness(of: grouped(bin, mark, axis), dimension)
    }

    /// The fraction of an interval's end: a binned date's start or end, or the value itself.
    private func edge(_ datum: ChartDatum, _ scale: AxisScale, atStart: Bool) -> Double? {
        switch (scale, datum) {
        case (.continuous(let continuous), .dateBin(let start, let end, _)):
            return continuous.fraction((atStart ? start : end).timeIntervalSince1970)
        case (.band(let band), .category(let name)):
            return band.band(of: name).map { atStart ? $0.start : $0.start + $0.width }
        default:
            return scale.fraction(datum)
        }
    }

    /// The part of a band a `position(by:)` group takes.
    private func grouped(_ slot: (start: Double, width: Double), _ mark: ChartMark, _ axis: PlotAxis) -> (start: Double, width: Double) {
        guard let position = mark.positionBy, position.horizontal == (axis == .x), groups.count > 1,
              let index = groups.firstIndex(of: position.value.datum.scaleKey) else { return slot }
        let step = slot.width / Double(groups.count)
        return (slot.start + step * (Double(index) + 0.05), step * 0.9)
    }

    private func thickness(of slot: (start: Double, width: Double), _ dimension: ChartMarkDimension) -> AxisSpan {
        let centre = slot.start + slot.width / 2
        switch dimension {
        case .automatic: return .range(slot.start, slot.start + slot.width)
        case .fixed(let points): return .centred(centre, points: points)
        case .ratio(let ratio): return .range(centre - slot.width * ratio / 2, centre + slot.width * ratio / 2)
        case .inset(let points):
            let width = max(0, slot.width - points / nominalWidth)
            return .range(centre - width / 2, centre + width / 2)
        }
    }
}
