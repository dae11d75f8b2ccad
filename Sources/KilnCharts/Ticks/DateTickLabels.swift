import Foundation

extension TickLabels {
    /// Date labels chosen per tick by the coarsest boundary it sits on (d3's multi-format idea) but
    /// in Swift Charts' short style: year start "2024", month start "Jun", day "Jun 6", hour "9 AM",
    /// minute "9:41", second ":05", millisecond ".200". `interval` caps how fine a label gets
    /// (a daily axis never prints times). Formatted in `calendar`'s time zone and `locale`.
    ///
    /// Year, month, day and hour use the locale's own patterns (templates "y", "MMM", "MMMd", "j");
    /// minutes use its "jmm" pattern without the day period, which the hour ticks already show;
    /// seconds and milliseconds are ":ss" and ".SSS" everywhere, as in d3.
    package static func dates(_ ticks: [Date], interval: TimeTicks.Interval, calendar: Calendar, locale: Locale) -> [String] {
        let finest = DateLabelLevel(interval.unit)
        var formatters: [DateLabelLevel: DateFormatter] = [:]
        return ticks.map { tick in
            // A quarter of a millisecond past the nearest millisecond: a tick a hair before a boundary
            // reads as on it, and the formatter shows that millisecond whether it truncates or rounds.
            let date = Date(timeIntervalSince1970: ((tick.timeIntervalSince1970 * 1000).rounded() + 0.25) / 1000)
            let level = max(DateLabelLevel(date, calendar: calendar), finest)
            if formatters[level] == nil { formatters[level] = level.formatter(calendar: calendar, locale: locale) }
            // CLDR 42 put a narrow no-break space before AM/PM; a plain space keeps labels the same
            // across ICU versions (and within the layout's character widths).
            return formatters[level]?.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ") ?? ""
        }
    }
}

/// How coarse a date label is, finest first.
private enum DateLabelLevel: Int, Comparable {
    case millisecond, second, minute, hour, day, month, year

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The finest label an interval's ticks need: weeks are labelled as days.
    init(_ unit: TimeTicks.Interval.Unit) {
        self = switch unit {
        case .millisecond: .millisecond
        case .second: .second
        case .minute: .minute
        case .hour: .hour
        case .day, .week: .day
        case .month: .month
        case .year: .year
        }
    }

    /// The coarsest boundary `date` sits on (`date` is a quarter of a millisecond past the tick).
    init(_ date: Date, calendar: Calendar) {
        let fields = calendar.dateComponents([.month, .day, .hour, .minute, .second, .nanosecond], from: date)
        if (fields.nanosecond ?? 0) >= 1_000_000 {
            self = .millisecond
        } else if fields.second != 0 {
            self = .second
        } else if fields.minute != 0 {
            self = .minute
        } else if fields.hour != 0, date.timeIntervalSince(calendar.startOfDay(for: date)) >= 0.001 {
            // The second test keeps a day that DST starts at 1:00 a day.
            self = .hour
        } else if fields.day != 1 {
            self = .day
        } else if fields.month != 1 {
            self = .month
        } else {
            self = .year
        }
    }

    func formatter(calendar: Calendar, locale: Locale) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = pattern(locale)
        return formatter
    }

    private func pattern(_ locale: Locale) -> String {
        let localized = { (template: String) in
            DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
        }
        return switch self {
        case .millisecond: ".SSS"
        case .second: ":ss"
        case .minute: Self.removingDayPeriod(localized("jmm"))
        case .hour: localized("j")
        case .day: localized("MMMd")
        case .month: localized("MMM")
        case .year: localized("y")
        }
    }

    /// A pattern without its day period fields (a, b, B) and the spaces around them; quoted text is kept.
    private static func removingDayPeriod(_ pattern: String) -> String {
        var result = ""
        var quoted = false
        for character in pattern {
            if character == "'" { quoted.toggle() }
            if quoted || !"abB".contains(character) { result.append(character) }
        }
        return result.trimmingCharacters(in: .whitespaces)
    }
}
