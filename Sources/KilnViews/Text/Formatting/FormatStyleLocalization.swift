import Foundation

nonisolated extension FormatStyle {
    /// The format in `locale`, and a date or date-interval format in `timeZone`: SwiftUI formats
    /// a view's values in its environment's, so that a page reads the same on any machine.
    func localized(_ locale: Locale, timeZone: TimeZone) -> Self {
        let format = self.locale(locale)
        if var date = format as? Date.FormatStyle {
            date.timeZone = timeZone
            return date as! Self
        }
        if var interval = format as? Date.IntervalFormatStyle {
            interval.timeZone = timeZone
            return interval as! Self
        }
        return format
    }

    /// `input` as the format writes it in `locale` (a date in `timeZone`), the plain number
    /// styles without asking Foundation each time (`NumberFormats`).
    func format(_ input: FormatInput, locale: Locale, timeZone: TimeZone) -> String where FormatOutput == String {
        NumberFormats.format(input, localized(locale, timeZone: timeZone))
    }
}
