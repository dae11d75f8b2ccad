import Foundation
import KilnTree

/// Builds an axis's scale from the data on it: numbers include zero unless told otherwise and,
/// where the axis is drawn, are widened to nice bounds (d3's nice, as Swift Charts rounds its
/// axes to their ticks; a hidden axis ends at the data, as Apple's overview charts show:
/// jordibruin/Swift-Charts-Examples images/charts/bar/singleBar.png and range/rangeSimple.png @
/// 5134bcfff65ce169ef0b23412d95daef383ea537, where the largest value, 250, reaches the plot's top);
/// dates span the data (a binned date its whole interval); categories keep the order they first
/// appear in.
enum ScaleBuilder {
    static func scale(
        _ axis: PlotAxis, kind: AxisKind?, setup: ChartAxisSetup, marks: [PlotMark], stacking: Stacking,
        tickCount: Double, isDrawn: Bool, bands: (inner: Double, outer: Double)
    ) -> AxisScale {
        let reversed: Bool = { if case .automatic(_, let reversed) = setup.domain { return reversed } else { return false } }()
        switch kind ?? .number {
        case .category:
            var names: [String] = []
            if case .categories(let explicit) = setup.domain {
                names = explicit
            } else {
                var seen = Set<String>()
                for plotted in marks {
                    axis.channel(plotted.mark)?.forEachValue { value in
                        if case .category(let name) = value.datum, seen.insert(name).inserted { names.append(name) }
                    }
                }
            }
            return .band(BandScale(categories: names, paddingInner: bands.inner, paddingOuter: bands.outer, reversed: axis == .y ? !reversed : reversed))

        case .time:
            var lower = Double.infinity, upper = -Double.infinity
            if case .dates(let start, let end) = setup.domain {
                lower = start.timeIntervalSince1970
                upper = end.timeIntervalSince1970
            } else {
                for plotted in marks {
                    axis.channel(plotted.mark)?.forEachValue { value in
                        switch value.datum {
                        case .date(let date):
                            lower = min(lower, date.timeIntervalSince1970)
                            upper = max(upper, date.timeIntervalSince1970)
                        case .dateBin(let start, let end, _):
                            lower = min(lower, start.timeIntervalSince1970)
                            upper = max(upper, end.timeIntervalSince1970)
                        default: break
                        }
                    }
                }
                if !lower.isFinite { (lower, upper) = (0, 86_400) }
                if lower == upper { (lower, upper) = (lower - 43_200, upper + 43_200) }
            }
            return .continuous(ContinuousScale(lower: lower, upper: upper, transform: .identity, isTime: true, reversed: reversed))

        case .number:
            let transform: ContinuousScale.Transform
            switch setup.scaleType {
            case .log?: transform = .log
            case .squareRoot?: transform = .power(0.5)
            case .power(let exponent)?: transform = .power(exponent)
            case .symmetricLog(let slope)?: transform = .symmetricLog(slope)
            default: transform = .identity
            }
            if case .numbers(let lower, let upper) = setup.domain {
                return .continuous(ContinuousScale(lower: lower, upper: upper, transform: transform, isTime: false, reversed: reversed))
            }
            var lower = Double.infinity, upper = -Double.infinity
            for (index, plotted) in marks.enumerated() where !plotted.isGap {
                if stacking.valueAxes[index] == axis, let extent = stacking.extents[index] {
                    lower = min(lower, extent.low)
                    upper = max(upper, extent.high)
                    continue
                }
                axis.channel(plotted.mark)?.forEachValue { value in
                    guard case .number(let number) = value.datum, transform != .log || number > 0 else { return }
                    lower = min(lower, number)
                    upper = max(upper, number)
                }
            }
            if !lower.isFinite { (lower, upper) = (0, 1) }
            let includesZero: Bool = { if case .automatic(let includesZero, _) = setup.domain { return includesZero ?? true } else { return true } }()
            if transform == .log {
                if lower == upper { (lower, upper) = (lower / 10, upper * 10) }
                let nice = LogTicks.nice(lower, upper)
                return .continuous(ContinuousScale(lower: nice.start, upper: nice.stop, transform: .log, isTime: false, reversed: reversed))
            }
            if includesZero {
                lower = min(lower, 0)
                upper = max(upper, 0)
            }
            if lower == upper { (lower, upper) = lower == 0 ? (0, 1) : (lower - abs(lower) / 2, upper + abs(upper) / 2) }
            if stacking.isNormalized && axis == stacking.normalizedAxis {
                (lower, upper) = (min(lower, 0), max(upper, 1))
            } else if isDrawn {
                let nice = LinearTicks.nice(lower, upper, count: tickCount)
                (lower, upper) = (nice.start, nice.stop)
            }
            return .continuous(ContinuousScale(lower: lower, upper: upper, transform: transform, isTime: false, reversed: reversed))
        }
    }
}
