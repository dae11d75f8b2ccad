import Foundation
import KilnTree

/// One tick of an axis: where it is, the value it stands for, and its label.
struct AxisTick {
    var fraction: Double
    var datum: ChartDatum
    var label: String?
    /// Where the label goes when it is not at the tick (a `centered` date label).
    var labelFraction: Double
}

/// The ticks of one `AxisMarks`: from its values (automatic, stride, or listed), formatted
/// with its label format or the axis's default.
enum AxisTicks {
    static func ticks(
        _ marks: ChartAxisMarks, kind: AxisKind, scale: AxisScale, desiredCount: Double, percent: Bool,
        binUnit: ChartDateUnit?, text: ValueText
    ) -> [AxisTick] {
        switch scale {
        case .band(let band):
            let names: [String]
            if case .categories(let listed) = marks.values { names = listed } else { names = band.categories }
            return names.compactMap { name in
                guard let slot = band.band(of: name) else { return nil }
                let datum = ChartDatum.category(name)
                let centre = slot.start + slot.width / 2
                return AxisTick(fraction: centre, datum: datum, label: label(marks, datum) ?? name, labelFraction: centre)
            }
        case .continuous(let continuous) where continuous.isTime:
            return timeTicks(marks, scale: continuous, desiredCount: desiredCount, binUnit: binUnit, text: text)
        case .continuous(let continuous):
            return numberTicks(marks, scale: continuous, desiredCount: desiredCount, percent: percent, text: text)
        }
    }

    private static func label(_ marks: ChartAxisMarks, _ datum: ChartDatum) -> String? {
        marks.label?.format?(datum)
    }

    private static func numberTicks(
        _ marks: ChartAxisMarks, scale: ContinuousScale, desiredCount: Double, percent: Bool, text: ValueText
    ) -> [AxisTick] {
        let lower = min(scale.lower, scale.upper), upper = max(scale.lower, scale.upper)
        var values: [Double]
        switch marks.values {
        case .automatic(let count):
            let count = count.map(Double.init) ?? desiredCount
            values = scale.transform == .log
                ? LogTicks.ticks(from: lower, to: upper, count: count)
                : LinearTicks.ticks(from: lower, to: upper, count: count)
        case .stride(let step) where step > 0:
            values = []
            var index = (lower / step).rounded(.up)
            while index * step <= upper + step * 1e-9, values.count < 1000 {
                values.append(index * step)
                index += 1
            }
        case .numbers(let listed):
            values = listed.filter { $0 >= lower && $0 <= upper }
        default:
            values = LinearTicks.ticks(from: lower, to: upper, count: desiredCount)
        }
        var labels = percent
            ? values.map { text.number(($0 * 100).rounded()) + "%" }
            : TickLabels.numbers(values, locale: text.locale)
        // A log axis ticks every 1…9 × 10ⁿ but, when that is more than asked for, labels the powers of ten.
        if scale.transform == .log && Double(values.count) > desiredCount {
            for (index, value) in values.enumerated() where abs(log10(value) - log10(value).rounded()) > 1e-9 { labels[index] = "" }
        }
        return zip(values, labels).map { value, defaultLabel in
            let datum = ChartDatum.number(value)
            let fraction = scale.fraction(value)
            return AxisTick(fraction: fraction, datum: datum, label: label(marks, datum) ?? defaultLabel, labelFraction: fraction)
        }
    }

    /// Automatic date ticks are never finer than the unit the dates are binned to: a daily
    /// bar chart ticks each day, not each noon.
    private static func timeTicks(
        _ marks: ChartAxisMarks, scale: ContinuousScale, desiredCount: Double, binUnit: ChartDateUnit?, text: ValueText
    ) -> [AxisTick] {
        let start = Date(timeIntervalSince1970: min(scale.lower, scale.upper))
        let end = Date(timeIntervalSince1970: max(scale.lower, scale.upper))
        var dates: [Date]
        var interval: TimeTicks.Interval
        switch marks.values {
        case .dateStride(let unit, let count):
            interval = Self.interval(unit, count: count)
            dates = TimeTicks.ticks(from: start, to: end, every: interval, calendar: text.calendar)
        case .dates(let listed):
            dates = listed.filter { $0 >= start && $0 <= end }
            interval = TimeTicks.interval(from: start, to: end, count: Double(max(dates.count, 1)))
        case .automatic(let count):
            interval = TimeTicks.interval(from: start, to: end, count: count.map(Double.init) ?? desiredCount)
            if let binUnit, Self.seconds(interval) < Self.seconds(Self.interval(binUnit, count: 1)) {
                interval = Self.interval(binUnit, count: 1)
            }
            dates = TimeTicks.ticks(from: start, to: end, every: interval, calendar: text.calendar)
        default:
            interval = TimeTicks.interval(from: start, to: end, count: desiredCount)
            dates = TimeTicks.ticks(from: start, to: end, every: interval, calendar: text.calendar)
        }
        // A binned axis ends where its last bin ends: no tick (and no label hanging past the plot) there.
        if binUnit != nil { dates.removeAll { $0.timeIntervalSince1970 >= max(scale.lower, scale.upper) } }
        let labels = TickLabels.dates(dates, interval: interval, calendar: text.calendar, locale: text.locale)
        let centered = marks.label?.centered ?? false
        return dates.enumerated().map { index, date in
            let datum = ChartDatum.date(date)
            let fraction = scale.fraction(date.timeIntervalSince1970)
            var labelFraction = fraction
            if centered {
                let next = index + 1 < dates.count ? dates[index + 1].timeIntervalSince1970 : max(scale.lower, scale.upper)
                labelFraction = (fraction + scale.fraction(next)) / 2
            }
            return AxisTick(fraction: fraction, datum: datum, label: label(marks, datum) ?? labels[index], labelFraction: labelFraction)
        }
    }

    /// An interval's rough length, to compare intervals.
    static func seconds(_ interval: TimeTicks.Interval) -> Double {
        let unit: Double
        switch interval.unit {
        case .millisecond: unit = 0.001
        case .second: unit = 1
        case .minute: unit = 60
        case .hour: unit = 3_600
        case .day: unit = 86_400
        case .week: unit = 604_800
        case .month: unit = 2_592_000
        case .year: unit = 31_536_000
        }
        return unit * Double(interval.count)
    }

    static func interval(_ unit: ChartDateUnit, count: Int) -> TimeTicks.Interval {
        switch unit {
        case .year: return .init(.year, count: count)
        case .quarter: return .init(.month, count: 3 * count)
        case .month: return .init(.month, count: count)
        case .weekOfYear: return .init(.week, count: count)
        case .day: return .init(.day, count: count)
        case .hour: return .init(.hour, count: count)
        case .minute: return .init(.minute, count: count)
        case .second: return .init(.second, count: count)
        }
    }
}
