import Foundation

nonisolated extension FormatStyle {
    /// The format in `locale`, and a date or date-interval format in `timeZone`: SwiftUI formats
    /// a view's values in its environment's, so that a page reads the same on any machine.
    func localized(_ locale: Locale, timeZone: @autoclosure () -> TimeZone) -> Self {
        let format = self.locale(locale)
        // The types are compared before any cast: this runs for every formatted value, and
        // casting a number style to a date style's type asked the runtime each time.
        if Self.self == Date.FormatStyle.self, var date = format as? Date.FormatStyle {
            date.timeZone = timeZone()
            return date as! Self
        }
        if Self.self == Date.IntervalFormatStyle.self, var interval = format as? Date.IntervalFormatStyle {
            interval.timeZone = timeZone()
            return interval as! Self
        }
        return format
    }

    /// `input` as the format writes it in `locale` (a date in `timeZone`), the plain number
    /// styles without asking Foundation each time (`NumberFormats`).
    func format(_ input: FormatInput, locale: Locale, timeZone: @autoclosure () -> TimeZone) -> String where FormatOutput == String {
        NumberFormats.format(input, localized(locale, timeZone: timeZone()))
    }
}
