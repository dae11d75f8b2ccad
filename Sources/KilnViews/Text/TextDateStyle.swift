import Foundation
import KilnTree

nonisolated extension Text {
    /// How `Text(_:style:)` shows a date, as in SwiftUI.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// "11:23 AM"
        public static let time = DateStyle(kind: .time)
        /// "June 3, 2019"
        public static let date = DateStyle(kind: .date)
        /// "2 hours, 23 minutes": the time between the date and when the page was built.
        public static let relative = DateStyle(kind: .relative)
        /// "+2 hours": the offset from when the page was built.
        public static let offset = DateStyle(kind: .offset)
        /// "2:32": a count up or down from when the page was built.
        public static let timer = DateStyle(kind: .timer)
    }

    /// A date shown in `style`, as of when the page is built (`SOURCE_DATE_EPOCH` when set). Dates and times read in UTC, as
    /// everywhere in Kiln, so that a build is the same wherever it runs.
    public init(_ date: Date, style: DateStyle) {
        let now = BuildClock.now
        self.init(runs: [])
        // Every style reads in the page's locale (and a date or a time in its time zone), as
        // SwiftUI's environment gives them.
        deferred = TextDeferredRuns(
            format: { environment in
                [TextRun(style.text(for: date, now: now, locale: environment.locale, timeZone: environment.timeZone))]
            },
            standalone: { [TextRun(style.text(for: date, now: now))] })
    }

    /// A range of dates, "10:00 – 11:30 AM".
    public init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: "\(DateStyle.time.text(for: dates.lowerBound, now: dates.lowerBound)) – \(DateStyle.time.text(for: dates.upperBound, now: dates.upperBound))")
    }

    /// An interval of dates, "10:00 – 11:30 AM".
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }
}

nonisolated extension Text.DateStyle {
    static let locale = Locale(identifier: "en_US")
    static let utc = TimeZone(identifier: "UTC")!

    func text(for date: Date, now: Date, locale: Locale = Self.locale, timeZone: TimeZone = Self.utc) -> String {
        switch kind {
        case .time: return date.formatted(Self.style(date: .omitted, time: .shortened, locale: locale, timeZone: timeZone))
        case .date: return date.formatted(Self.style(date: .long, time: .omitted, locale: locale, timeZone: timeZone))
        case .relative: return Self.duration(abs(date.timeIntervalSince(now)), signed: false, locale: locale)
        case .offset: return Self.duration(date.timeIntervalSince(now), signed: true, locale: locale)
        case .timer:
            let seconds = Int(abs(date.timeIntervalSince(now)).rounded(.down))
            let pattern: Duration.TimeFormatStyle.Pattern = seconds >= 3600 ? .hourMinuteSecond : .minuteSecond
            return Duration.seconds(seconds).formatted(Duration.TimeFormatStyle(pattern: pattern).locale(locale))
        }
    }

    private static func style(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle, locale: Locale, timeZone: TimeZone) -> Date.FormatStyle {
        var style = Date.FormatStyle(date: date, time: time, locale: locale, calendar: Calendar(identifier: .gregorian))
        style.timeZone = timeZone
        return style
    }

    /// "2 hours, 23 minutes": the two largest units, as SwiftUI's relative style shows them, cut
    /// (not rounded) to the second, and written by Foundation's duration format in `locale`
    /// ("2 heures et 23 minutes", "2 Stunden und 23 Minuten").
    private static func duration(_ interval: TimeInterval, signed: Bool, locale: Locale) -> String {
        let seconds = Int(abs(interval).rounded(.down))
        let units: [(count: Int, seconds: Int)] = [(seconds / 86_400, 86_400), (seconds / 3600 % 24, 3600), (seconds / 60 % 60, 60), (seconds % 60, 1)]
        let shown = units.drop { $0.count == 0 }.prefix(2).reduce(0) { $0 + $1.count * $1.seconds }
        let format = Duration.UnitsFormatStyle(allowedUnits: [.days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 2)
        let text = Duration.seconds(shown).formatted(format.locale(locale))
        guard signed else { return text }
        return (interval < 0 ? "-" : "+") + text
    }
}
