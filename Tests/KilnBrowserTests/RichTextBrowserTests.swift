import Foundation
import Kiln
import KilnTestSupport
import Testing

/// Formatted values as the page's locale writes them, and text spacing as wider boxes, in Chromium.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct RichTextBrowserTests {
    private let day = Date(timeIntervalSince1970: 1_622_991_600)  // 2021-06-06 15:00 UTC

    /// The text of each element with a test id, as the browser renders it (spaces of any kind as one).
    private func texts<V: View>(_ view: V) throws -> [String: String] {
        let html = HTMLRenderer(content: view).document(title: "Formatted")
        let value = try Browser.shared().evaluate(html: html, width: 600, script: """
            var out = {};
            document.querySelectorAll('[data-testid]').forEach(function (e) {
              out[e.getAttribute('data-testid')] = e.innerText.replace(/\\s+/g, ' ').trim();
            });
            return out;
            """)
        return value as? [String: String] ?? [:]
    }

    @Test func formattedValuesFollowTheEnvironmentsLocaleAndTimeZone() throws {
        func column(_ prefix: String) -> some View {
            VStack {
                Text(1_234_567.891, format: .number).accessibilityIdentifier(prefix + "number")
                Text(0.256, format: .percent).accessibilityIdentifier(prefix + "percent")
                Text(19.99, format: .currency(code: "EUR")).accessibilityIdentifier(prefix + "currency")
                Text(day, format: .dateTime.hour().minute()).accessibilityIdentifier(prefix + "time")
                Text(["Ann", "Ben", "Cy"], format: .list(type: .and)).accessibilityIdentifier(prefix + "list")
            }
        }
        let found = try texts(VStack {
            column("en-").environment(\.locale, Locale(identifier: "en_US"))
            column("de-").environment(\.locale, Locale(identifier: "de_DE")).environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
        })
        #expect(found["en-number"] == "1,234,567.891")
        #expect(found["de-number"] == "1.234.567,891")
        #expect(found["en-percent"] == "25.6%")
        #expect(found["de-percent"] == "25,6 %")
        #expect(found["en-currency"] == "€19.99")
        #expect(found["de-currency"] == "19,99 €")
        #expect(found["en-time"] == "3:00 PM", "UTC, the site's time zone")
        #expect(found["de-time"] == "00:00", "Tokyo is nine hours ahead, in German's 24-hour clock")
        #expect(found["en-list"] == "Ann, Ben, and Cy")
        #expect(found["de-list"] == "Ann, Ben und Cy")
    }

    @Test func trackingAndKerningWidenTheTextsBox() throws {
        var kerned = AttributedString("Wide")
        kerned.kern = 5
        let page = try measure(VStack(alignment: .leading) {
            HStack { Text("Wide").accessibilityIdentifier("plain"); Spacer() }
            HStack { Text("Wide").tracking(10).accessibilityIdentifier("tracked"); Spacer() }
            HStack { Text("Wide").kerning(5).accessibilityIdentifier("kerned"); Spacer() }
            HStack { Text("Wide").accessibilityIdentifier("viewKerned"); Spacer() }.kerning(3)
            HStack { Text(kerned).accessibilityIdentifier("attributed"); Spacer() }
            HStack { Text("Wide").tracking(10).kerning(2).accessibilityIdentifier("both"); Spacer() }
        }, width: 400)
        let plain = try page.box("plain").width
        // Each of the four characters is followed by the spacing, as CSS letter-spacing adds it.
        expectClose(try page.box("tracked").width - plain, 40, "tracking 10 adds 10 pt per character")
        expectClose(try page.box("kerned").width - plain, 20, "kerning 5 adds 5 pt per character")
        expectClose(try page.box("viewKerned").width - plain, 12, "a view's kerning reaches the text inside")
        expectClose(try page.box("attributed").width - plain, 20, "the kern attribute adds 5 pt per character")
        expectClose(try page.box("both").width - plain, 40, "tracking wins over kerning, as in SwiftUI")
    }

    @Test func baselineOffsetRaisesTheRunAndTextCaseUppercases() throws {
        let found = try texts(Text("shout").textCase(.uppercase).accessibilityIdentifier("case"))
        #expect(found["case"] == "SHOUT", "innerText shows the case CSS draws")
        let html = HTMLRenderer(content: HStack(alignment: .top) {
            Text("base") + Text("up").baselineOffset(8)
        }).document(title: "Baseline")
        let value = try Browser.shared().evaluate(html: html, width: 400, script: """
            var spans = Array.from(document.querySelectorAll('p span'));
            var up = spans.find(function (s) { return s.textContent === 'up'; });
            var p = up.closest('p');
            var base = document.createRange(); base.selectNodeContents(p.firstChild);
            return [base.getBoundingClientRect().top - up.getBoundingClientRect().top];
            """)
        expectNumbers(value, [(8, "the run sits 8 px above the text beside it")], "baseline offset")
    }
}
