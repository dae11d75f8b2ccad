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
///
/// A thick mark (a bar or rectangle) across its category axis has a slot: its category's band,
/// its date's bin, or on a number or unbinned date axis the smallest gap between positions
/// around its value. An automatic bar takes seven tenths of its slot, as Apple's Swift Charts
/// draws them (jordibruin/Swift-Charts-Examples @ 5134bcfff65ce169ef0b23412d95daef383ea537:
/// images/charts/bar/pyramid.png, 14-point bars in 20-point category bands;
/// apple/screenTime.png, 31.67 of a 45.67-point day and 9 of a 13-point hour;
/// bar/singleBar.png, 8-point bars 11.72 points apart on unbinned dates). `position(by:)`
/// groups share that seven tenths and each takes seven tenths of its share, one group too
/// (bar/twoBars.png: 23.67 of a 48.57-point day).
struct MarkGeometry {
    let x: AxisScale
    let y: AxisScale
    let stacking: Stacking
    let nominalWidth: Double
    let plotHeight: Double
    /// `position(by:)` groups in first-appearance order.
    private var groups: [String] = []
    /// The smallest gap between positions on each axis, as a fraction of it: a thick mark's slot on a continuous axis.
    private var smallestGap = (x: 1.0, y: 1.0)

    static let automaticShare = 0.7

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
            let positions = Set(marks.compactMap { plotted -> Double? in
                guard case .value(let value)? = axis.channel(plotted.mark) else { return nil }
                return scale.fraction(value.datum)
            }).sorted()
            let gap = zip(positions, positions.dropFirst()).map { $1 - $0 }.min() ?? 1
            if axis == .x { smallestGap.x = gap } else { smallestGap.y = gap }
        }
    }

    func box(_ index: Int, _ mark: ChartMark) -> MarkBox? {
        guard let xSpan = span(.x, index, mark), let ySpan = span(.y, index, mark) else { return nil }
        return MarkBox(x: xSpan, y: ySpan)
    }

    private func scale(_ axis: PlotAxis) -> AxisScale { axis == .x ? x : y }

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
            let slot: (start: Double, width: Double)
            switch scale {
            case .band(let band):
                guard case .category(let name) = value.datum, let band = band.band(of: name) else { return nil }
                slot = band
            case .continuous(let continuous):
                if continuous.isTime, case .dateBin(let start, let end, _) = value.datum {
                    let low = continuous.fraction(start.timeIntervalSince1970), high = continuous.fraction(end.timeIntervalSince1970)
                    slot = (low, high - low)
                } else {
                    guard let number = continuous.number(value.datum) else { return nil }
                    let gap = axis == .x ? smallestGap.x : smallestGap.y
                    slot = (continuous.fraction(number) - gap / 2, gap)
                }
            }
            guard isThick else { return .point(slot.start + slot.width / 2) }
            return thickness(of: grouped(slot, mark, axis), dimension, share: mark.kind == .bar ? Self.automaticShare : 1, axis)
        }
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

    /// The part of a slot a `position(by:)` group takes: its share of the slot's automatic part.
    private func grouped(_ slot: (start: Double, width: Double), _ mark: ChartMark, _ axis: PlotAxis) -> (start: Double, width: Double) {
        guard let position = mark.positionBy, position.horizontal == (axis == .x),
              let index = groups.firstIndex(of: position.value.datum.scaleKey) else { return slot }
        let shared = slot.width * Self.automaticShare
        let step = shared / Double(groups.count)
        return (slot.start + (slot.width - shared) / 2 + step * Double(index), step)
    }

    /// The span of a mark in its slot; an automatic one takes `share` of it (a rectangle all: heat maps tile).
    private func thickness(of slot: (start: Double, width: Double), _ dimension: ChartMarkDimension, share: Double, _ axis: PlotAxis) -> AxisSpan {
        let centre = slot.start + slot.width / 2
        switch dimension {
        case .automatic: return .range(centre - slot.width * share / 2, centre + slot.width * share / 2)
        case .fixed(let points): return .centred(centre, points: points)
        case .ratio(let ratio): return .range(centre - slot.width * ratio / 2, centre + slot.width * ratio / 2)
        case .inset(let points):
            let width = max(0, slot.width - points / (axis == .x ? nominalWidth : plotHeight))
            return .range(centre - width / 2, centre + width / 2)
        }
    }
}
