import Foundation
import KilnTree

/// A control for a date, a time or both, as SwiftUI's `DatePicker`: the browser's
/// `<input type=date|time|datetime-local>` in its label's row. The value is written in the
/// environment's `timeZone` (UTC unless set), so the same site builds the same anywhere.
nonisolated public struct DatePicker<Label: View>: View {
    public typealias Components = DatePickerComponents

    let label: Label
    let selection: Binding<Date>
    let range: (lower: Date?, upper: Date?)
    let components: Components

    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: (nil, nil), displayedComponents: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: (range.lowerBound, range.upperBound), displayedComponents: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: (range.lowerBound, nil), displayedComponents: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: (nil, range.upperBound), displayedComponents: displayedComponents, label: label())
    }

    init(selection: Binding<Date>, bounds: (Date?, Date?), displayedComponents: Components, label: Label) {
        self.label = label
        self.selection = selection
        self.range = bounds
        self.components = displayedComponents
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let shown: DateField.Components = view.components.contains(.date)
            ? (view.components.contains(.hourAndMinute) ? .dateAndTime : .date)
            : .time
        let timeZone = context.environment.timeZone
        let selection = view.selection.wrappedValue
        // The bounds bound the first part shown: a date and time picker's bound its day.
        let writeBound = { (date: Date) in shown == .time ? WebDate.time(of: date, in: timeZone) : WebDate.day(of: date, in: timeZone) }
        let field = DateField(
            components: shown,
            day: shown == .time ? nil : WebDate.day(of: selection, in: timeZone),
            time: shown == .date ? nil : WebDate.time(of: selection, in: timeZone),
            minimum: view.range.lower.map(writeBound), maximum: view.range.upper.map(writeBound))
        let picker = context.control(.dateField(field), children: [labelNode(lowered(view.label, context: context))])
        // A reader's choice, tried at build time: the next day, or hour for a time.
        let binding = view.selection
        nodes.append(context.browserControl(picker, named: "DatePicker", probe: {
            binding.wrappedValue = binding.wrappedValue.addingTimeInterval(shown == .time ? 3600 : 86400)
        }))
    }
}

nonisolated extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, bounds: (nil, nil), displayedComponents: displayedComponents, label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, bounds: (range.lowerBound, range.upperBound), displayedComponents: displayedComponents, label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, bounds: (range.lowerBound, nil), displayedComponents: displayedComponents, label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, bounds: (nil, range.upperBound), displayedComponents: displayedComponents, label: Text(titleKey))
    }
}

/// The parts of a date a `DatePicker` shows.
nonisolated public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1)
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// A picker of several dates, as SwiftUI's `MultiDatePicker`. A static page cannot show a
/// calendar to tap, so it lists the selected dates under the label, in date order.
nonisolated public struct MultiDatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Set<DateComponents>>

    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let days = view.selection.wrappedValue.compactMap { WebDate.day($0, in: context.environment.timeZone) }.sorted()
        let style = Date.FormatStyle(date: .long, time: .omitted, locale: context.environment.locale,
                                     calendar: WebDate.calendar(context.environment.timeZone), timeZone: context.environment.timeZone)
        var children = [labelNode(lowered(view.label, context: context))]
        children += days.map { Node(.text([TextRun($0.formatted(style))])) }
        nodes.append(context.control(.dateList, children: children))
    }
}

nonisolated extension MultiDatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection) { Text(titleKey) }
    }
}

/// Dates as HTML's date and time inputs write them, in a given time zone.
nonisolated enum WebDate {
    static func calendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// The date's day, `2022-06-06`.
    static func day(of date: Date, in timeZone: TimeZone) -> String {
        let parts = calendar(timeZone).dateComponents([.year, .month, .day], from: date)
        return pad(parts.year ?? 0, 4) + "-" + pad(parts.month ?? 1, 2) + "-" + pad(parts.day ?? 1, 2)
    }

    /// The date's time of day, `09:41`.
    static func time(of date: Date, in timeZone: TimeZone) -> String {
        let parts = calendar(timeZone).dateComponents([.hour, .minute], from: date)
        return pad(parts.hour ?? 0, 2) + ":" + pad(parts.minute ?? 0, 2)
    }

    /// The day a set of date components names, at midnight in `timeZone`.
    static func day(_ components: DateComponents, in timeZone: TimeZone) -> Date? {
        guard let year = components.year, let month = components.month, let day = components.day else { return nil }
        return calendar(timeZone).date(from: DateComponents(year: year, month: month, day: day))
    }

    private static func pad(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
