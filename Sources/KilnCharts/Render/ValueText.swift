import Foundation
import KilnTree

/// Values as text for legends, tooltips and the data table, in the chart's locale and time zone.
final class ValueText {
    private let numberFormatter: NumberFormatter
    private var dateFormatters: [String: DateFormatter] = [:]
    let calendar: Calendar
    let locale: Locale
    /// The chart's locale is `en_US`, whose numbers `DecimalText` writes without the formatter.
    private let isEnUS: Bool

    init(timeZone: TimeZone, locale: Locale) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        self.calendar = calendar
        self.locale = locale
        isEnUS = locale.identifier == "en_US"
        numberFormatter = NumberFormatter()
        numberFormatter.locale = locale
        numberFormatter.numberStyle = .decimal
        numberFormatter.maximumFractionDigits = 6
    }

    func string(_ datum: ChartDatum) -> String {
        switch datum {
        case .number(let value): return number(value)
        case .category(let name): return name
        case .date(let date): return format(date, template: "yMMMdjmm")
        case .dateBin(let start, _, let unit): return format(start, template: Self.template(unit))
        }
    }

    func number(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "∞" : "−∞") }
        if isEnUS {
            // Its only hyphen is a leading minus.
            let text = DecimalText.enUS(value == 0 ? 0 : value)
            return text.utf8.first == UInt8(ascii: "-") ? "\u{2212}" + text.dropFirst() : text
        }
        let text = numberFormatter.string(from: NSNumber(value: value == 0 ? 0 : value)) ?? String(value)
        return text.utf8.contains(UInt8(ascii: "-")) ? text.replacingOccurrences(of: "-", with: "\u{2212}") : text
    }

    /// A long form for screen readers and the summary: "June 2, 2022".
    func longDate(_ date: Date) -> String { format(date, template: "yMMMMd") }

    func format(_ date: Date, template: String) -> String {
        if let formatter = dateFormatters[template] { return formatter.string(from: date) }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        dateFormatters[template] = formatter
        return formatter.string(from: date)
    }

    private static func template(_ unit: ChartDateUnit) -> String {
        switch unit {
        case .year: return "y"
        case .quarter: return "yQQQ"
        case .month: return "yMMM"
        case .weekOfYear, .day: return "yMMMd"
        case .hour: return "yMMMdj"
        case .minute, .second: return "yMMMdjms"
        }
    }
}
