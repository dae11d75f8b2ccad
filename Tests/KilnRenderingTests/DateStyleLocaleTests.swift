import Foundation
import Kiln
import Testing

/// `Text(_:style:)`'s relative, offset and timer styles, as of the build, in the page's locale.
struct DateStyleLocaleTests {
    /// The text of `style` for a date `seconds` from now, in `locale`.
    private func text(_ seconds: TimeInterval, _ style: Text.DateStyle, _ locale: String) -> String {
        let html = HTMLRenderer(content: Text(Date().addingTimeInterval(seconds), style: style)
            .environment(\.locale, Locale(identifier: locale))).prettyHTML()
        guard let start = html.range(of: "<p>"), let end = html.range(of: "</p>", range: start.upperBound..<html.endIndex) else {
            return html
        }
        // French writes a no-break space between a number and its unit.
        return String(html[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "\u{A0}", with: " ")
            .replacingOccurrences(of: "\u{202F}", with: " ")
    }

    // Two hours, 23 minutes and a half: the seconds fall out, as only the two largest units show.
    private let later = TimeInterval(2 * 3600 + 23 * 60 + 30)

    @Test func relativeIsWrittenInTheLocale() {
        #expect(text(later, .relative, "en_US") == "2 hours, 23 minutes")
        #expect(text(later, .relative, "fr_FR") == "2 heures et 23 minutes")
        #expect(text(later, .relative, "de_DE") == "2 Stunden und 23 Minuten")
        #expect(text(later, .relative, "es_ES") == "2 horas y 23 minutos")
        #expect(text(-later, .relative, "fr_FR") == "2 heures et 23 minutes", "a past date reads the same time apart")
    }

    @Test func offsetIsSignedInTheLocale() {
        #expect(text(3 * 3600 + 30, .offset, "en_US") == "+3 hours")
        #expect(text(-(3 * 3600 + 30), .offset, "de_DE") == "-3 Stunden")
        #expect(text(90_000.5, .offset, "es_ES") == "+1 día y 1 hora")
        #expect(text(0.5, .offset, "fr_FR") == "+0 seconde")
    }

    @Test func timerCountsInTheLocale() {
        #expect(text(152.5, .timer, "en_US") == "2:32")
        #expect(text(36 * 3600 + 59 * 60 + 1.5, .timer, "fr_FR") == "36:59:01")
        #expect(text(-152.5, .timer, "de_DE") == "2:32")
    }

    @Test func outsideAPageTheDevelopmentLanguageWrites() {
        // A text's own string, before lowering, is English, as the rest of Kiln's defaults.
        let html = HTMLRenderer(content: Text(Date().addingTimeInterval(later), style: .relative)).prettyHTML()
        #expect(html.contains("2 hours, 23 minutes"))
    }
}
