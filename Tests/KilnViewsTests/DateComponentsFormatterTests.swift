// Linux's Foundation declares DateComponentsFormatter unavailable; Kiln's stands in there.
#if !canImport(Darwin)
import Foundation
import KilnViews
import Testing

/// A length of time written as Foundation's `DateComponentsFormatter` writes it in English
/// (Apple's documentation of `UnitsStyle`: positional "9:30:00", abbreviated "9h 30m",
/// short "9 hr, 30 min", full "9 hours, 30 minutes").
struct DateComponentsFormatterTests {
    private func formatted(_ seconds: TimeInterval, _ style: DateComponentsFormatter.UnitsStyle, units: NSCalendar.Unit = [.hour, .minute, .second]) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = style
        formatter.allowedUnits = units
        formatter.calendar?.locale = Locale(identifier: "en_US")
        return formatter.string(from: seconds)
    }

    @Test func theDocumentedStyles() {
        #expect(formatted(34_200, .positional) == "9:30:00")
        #expect(formatted(34_200, .abbreviated) == "9h 30m")
        #expect(formatted(34_200, .short) == "9 hr, 30 min")
        #expect(formatted(34_200, .full) == "9 hours, 30 minutes")
    }

    @Test func positionalLeavesOutZeroHoursAndOtherStylesZeroUnits() {
        #expect(formatted(125, .positional) == "2:05")
        #expect(formatted(3_603, .abbreviated) == "1h 3s")
        #expect(formatted(3_723, .abbreviated, units: [.hour, .minute]) == "1h 2m")
    }

    @Test func aDurationBetweenDatesAndInAnotherLanguage() {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = .full
        formatter.allowedUnits = [.hour, .minute]
        formatter.calendar?.locale = Locale(identifier: "fr_FR")
        let start = Date(timeIntervalSince1970: 0)
        #expect(formatter.string(from: start, to: start.addingTimeInterval(5_400)) == "1\u{A0}heure et 30 minutes", "French keeps the number with its unit")
        #expect(formatter.string(from: .infinity) == nil)
    }
}
#endif
