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

    /// A date shown in `style`, as of when the page is built. Dates and times read in UTC, as
    /// everywhere in Kiln, so that a build is the same wherever it runs.
    public init(_ date: Date, style: DateStyle) {
        let now = Date()
        self.init(verbatim: style.text(for: date, now: now))
        // A date or a time reads in the page's locale and time zone, as SwiftUI's environment gives them.
        guard style.kind == .date || style.kind == .time else { return }
        deferred = TextDeferredRuns(format: { environment in
            [TextRun(style.text(for: date, now: now, locale: environment.locale, timeZone: environment.timeZone))]
        })
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
        case .relative: return Self.duration(abs(date.timeIntervalSince(now)), signed: false)
        case .offset: return Self.duration(date.timeIntervalSince(now), signed: true)
        case .timer:
            let seconds = Int(abs(date.timeIntervalSince(now)).rounded(.down))
            let (hours, minutes) = (seconds / 3600, seconds / 60 % 60)
            let tail = String(format: "%02d", seconds % 60)
            return hours > 0 ? "\(hours):\(String(format: "%02d", minutes)):\(tail)" : "\(minutes):\(tail)"
        }
    }

    private static func style(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle, locale: Locale, timeZone: TimeZone) -> Date.FormatStyle {
        var style = Date.FormatStyle(date: date, time: time, locale: locale, calendar: Calendar(identifier: .gregorian))
        style.timeZone = timeZone
        return style
    }

    /// "2 hours, 23 minutes": the two largest units, as SwiftUI's relative style shows them.
    private static func duration(_ interval: TimeInterval, signed: Bool) -> String {
        let seconds = Int(abs(interval).rounded(.down))
        let units = [(seconds / 86_400, "day"), (seconds / 3600 % 24, "hour"), (seconds / 60 % 60, "minute"), (seconds % 60, "second")]
        let shown = units.drop { $0.0 == 0 }.prefix(2).filter { $0.0 > 0 }
        let text = shown.isEmpty ? "0 seconds" : shown.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: ", ")
        guard signed else { return text }
        return (interval < 0 ? "-" : "+") + text
    }
}
