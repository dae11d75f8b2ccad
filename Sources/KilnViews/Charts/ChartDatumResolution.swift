import Foundation
import KilnTree

/// The datum a plotted value stands for, decided by its type at run time (see `PlottableValue`).
/// NaN and infinite numbers are kept: the chart stage reports them where it draws.
func chartDatum(of value: Any) -> ChartDatum {
    // Doubles and Ints, most of what charts plot, by their concrete type first: casts to the
    // protocols below search conformances (and Decimal's cast reflects) on every value.
    switch value {
    case let number as Double: return .number(number)
    case let number as Int: return .number(Double(number))
    case let date as Date: return .date(date)
    case let string as String: return .category(string)
    case let decimal as Decimal: return .number(NSDecimalNumber(decimal: decimal).doubleValue)
    case let number as any BinaryFloatingPoint: return .number(Double(number))
    case let number as any BinaryInteger: return .number(Double(number))
    case let string as any StringProtocol: return .category(String(string))
    // A primitive is one of the types above, so this recursion ends.
    case let plottable as any Plottable: return chartDatum(of: plottable.primitivePlottable)
    case let raw as any RawRepresentable: return chartDatum(of: raw.rawValue)
    default: return .category(String(describing: value))
    }
}

nonisolated extension ChartLowering {
    /// `input` as the tree keeps it: its label, and its datum, binned when it has a unit.
    mutating func value(_ input: PlotInput, at site: CallSite?) -> ChartValue {
        let datum = input.number.map(ChartDatum.number) ?? chartDatum(of: input.value)
        let label = text(of: input.label)
        guard let component = input.unit, case .date(let date) = datum else {
            return ChartValue(label, datum)
        }
        guard let unit = ChartDateUnit(component) else {
            report(
                .warning,
                "the date unit \(component) of \"\(label)\" can't bin dates; use .year, .quarter, .month, .weekOfYear, .day, .hour, .minute or .second. The dates are plotted unbinned",
                at: site)
            return ChartValue(label, datum)
        }
        let calendar = binningCalendar(like: input.calendar ?? .current)
        guard let interval = calendar.dateInterval(of: unit.component, for: date) else {
            return ChartValue(label, datum)
        }
        return ChartValue(label, .dateBin(start: interval.start, end: interval.end, unit: unit))
    }
}

nonisolated extension ChartDateUnit {
    /// The unit a calendar component bins to: the week components to weeks, the day
    /// components to days; nil for those that name no interval (era, nanosecond, time zone…).
    init?(_ component: Calendar.Component) {
        switch component {
        case .year: self = .year
        case .quarter: self = .quarter
        case .month: self = .month
        case .weekOfYear, .weekOfMonth: self = .weekOfYear
        case .day, .weekday, .weekdayOrdinal, .dayOfYear: self = .day
        case .hour: self = .hour
        case .minute: self = .minute
        case .second: self = .second
        default: return nil
        }
    }

    var component: Calendar.Component {
        switch self {
        case .year: .year
        case .quarter: .quarter
        case .month: .month
        case .weekOfYear: .weekOfYear
        case .day: .day
        case .hour: .hour
        case .minute: .minute
        case .second: .second
        }
    }
}

/// The value of type `V` a datum stands for: the datum itself (a whole number also as an `Int`)
/// where `V` is that type, or the `Plottable` value made from it; nil where `V` cannot hold it.
func plottedValue<V: Plottable>(_ datum: ChartDatum, as type: V.Type) -> V? {
    let candidates: [Any]
    switch datum {
    case .category(let string): candidates = [string]
    case .number(let number): candidates = [number] + (Int(exactly: number).map { [$0] } ?? [])
    case .date(let date), .dateBin(let date, _, _): candidates = [date]
    }
    for candidate in candidates {
        if let value = candidate as? V { return value }
        if let primitive = candidate as? V.PrimitivePlottable { return V(primitivePlottable: primitive) }
    }
    return nil
}
