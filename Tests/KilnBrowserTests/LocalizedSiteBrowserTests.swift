import Foundation
import Kiln
import KilnTestSupport
import Testing

/// A page of a localized site as a reader's browser shows it: the French page's text and values
/// written as French writes them, in a document whose language is French.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct LocalizedSiteBrowserTests {
    @Test func aFrenchPageShowsFrenchTextAndFrenchValues() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-l10n-browser-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        _ = try LocalizedSiteFixture.build(into: site)
        func shown(_ path: String) throws -> [String: String] {
            let value = try Browser.shared().evaluate(page: site.appendingPathComponent(path), width: 600, script: """
                var english = document.querySelector('nav a[hreflang="en"]');
                return { text: document.body.innerText.replace(/\\s+/g, ' '), lang: document.documentElement.lang,
                         linkLang: english ? english.lang : '', linkShown: english ? String(english.getBoundingClientRect().width > 0) : '' };
                """)
            return value as? [String: String] ?? [:]
        }
        let french = try shown("fr/index.html")
        #expect(french["lang"] == "fr")
        let text = french["text"] ?? ""
        for expected in ["Bienvenue", "1 nuit", "3 nuits", "Prix : 12,50 €", "1 234,5", "6 juin 2021"] {
            #expect(text.contains(expected), "\(expected) in \(text)")
        }
        #expect(french["linkLang"] == "en" && french["linkShown"] == "true", "the switcher's English link, in English, is shown")
        let english = try shown("index.html")
        #expect(english["lang"] == "en")
        for expected in ["Welcome", "1 night", "3 nights", "Price: 12.50 €", "1,234.5", "June 6, 2021"] {
            #expect((english["text"] ?? "").contains(expected), "\(expected) in \(english["text"] ?? "")")
        }
    }
}
