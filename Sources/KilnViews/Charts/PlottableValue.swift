import Foundation
import KilnTree

/// A value plotted by a mark, with the label that names it on axes, in legends and for
/// assistive technology: Swift Charts' `PlottableValue`, made with `.value(_:_:)`.
///
/// A mark's position takes a `Plottable` value, as in Swift Charts; a style by value
/// (`foregroundStyle(by:)`, `symbol(by:)` …) takes any value, as seed 000 colours lines by an
/// enum that does not declare `Plottable`. Values resolve when the chart is lowered: dates on a
/// time scale; numbers (integers, floating point, `Decimal`) on a number scale; strings as
/// categories; a `Plottable` type as its primitive value; other raw-representable types (enums)
/// as their raw value; anything else as a category named by `String(describing:)`. `CGFloat`
/// is not `Plottable`, as in Swift Charts, so an app may declare it so.
nonisolated public struct PlottableValue<Value> {
    let input: PlotInput
}

/// A `PlottableValue` with its value type erased, for marks to keep until they are lowered.
nonisolated struct PlotInput {
    let label: PlotLabel
    let value: Any
    /// `.value(_:_:unit:calendar:)`: the calendar interval a date is binned to.
    var unit: Calendar.Component?
    /// The calendar given with a unit (unbinned values need none).
    var calendar: Calendar?
    /// The datum of a `Double` or `Int`, most of what charts plot, known from the value's type
    /// here, so that lowering skips casting it from `Any` (`chartDatum(of:)` gives the same).
    let number: Double?

    init<V>(label: PlotLabel, value: V, unit: Calendar.Component? = nil, calendar: Calendar? = nil) {
        self.label = label
        self.value = value
        self.unit = unit
        self.calendar = calendar
        if V.self == Double.self {
            number = unsafeBitCast(value, to: Double.self)
        } else if V.self == Int.self {
            number = Double(unsafeBitCast(value, to: Int.self))
        } else {
            number = nil
        }
    }
}

/// A plotted value's label as given. A `LocalizedStringKey` is read as text when the chart is
/// lowered, once per chart for the thousands of marks of a `ForEach` that share it.
nonisolated enum PlotLabel {
    case string(String)
    case key(LocalizedStringKey)
}

nonisolated extension PlottableValue {
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(input: PlotInput(label: .key(label), value: value))
    }

    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(input: PlotInput(label: .string(String(label)), value: value))
    }

    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(input: PlotInput(label: .string(label.plainText), value: value))
    }
}

/// Dates binned to a calendar unit: the mark spans the interval the date falls in, from its
/// start to the next unit's start. The interval is computed with `calendar`'s identifier and
/// first weekday but in the chart environment's `timeZone` (UTC unless set), so that a site
/// builds the same on any machine.
nonisolated extension PlottableValue where Value == Date {
    public static func value(
        _ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
    ) -> PlottableValue<Date> {
        PlottableValue(input: PlotInput(label: .key(label), value: value, unit: unit, calendar: calendar))
    }

    @_disfavoredOverload
    public static func value<S: StringProtocol>(
        _ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
    ) -> PlottableValue<Date> {
        PlottableValue(input: PlotInput(label: .string(String(label)), value: value, unit: unit, calendar: calendar))
    }

    public static func value(
        _ label: Text, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
    ) -> PlottableValue<Date> {
        PlottableValue(input: PlotInput(label: .string(label.plainText), value: value, unit: unit, calendar: calendar))
    }
}
