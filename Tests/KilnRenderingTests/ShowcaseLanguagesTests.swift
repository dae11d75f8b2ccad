import Foundation
import Kiln
@testable import Showcase
import Testing

/// The showcase with its string catalog is built in English and French: a page in each language
/// carries its `lang` and links to the same page in the other.
struct ShowcaseLanguagesTests {
    @Test func aPageInEachLanguageLinksToTheOtherAndCarriesItsLang() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-showcase-l10n-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        // The tables are found as the showcase's executable finds them: its target's resource
        // bundle, which SwiftPM puts beside the test runner too (with every other target's).
        let options = SiteOptions(output: output, assets: ShowcaseCrawlTests.assets, isVerbose: false)
        let report = try SiteGenerator(options: options).build(ShowcaseSite())
        #expect(!report.warnings.contains { $0.description.contains("counterpart") }, "every page has its French page")
        func page(_ path: String) throws -> String { try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8) }

        let english = try page("languages/index.html"), french = try page("fr/languages/index.html")
        #expect(english.contains("<html lang=\"en\">"))
        #expect(french.contains("<html lang=\"fr\">"))
        #expect(english.contains("href=\"../fr/languages/\" hreflang=\"fr\" lang=\"fr\">Français</a>"))
        #expect(french.contains("href=\"../../languages/\" hreflang=\"en\" lang=\"en\">English</a>"))
        #expect(french.contains("<title>Langues — Kiln</title>") && french.contains("Personne ne vient"))
        #expect(english.contains("No guests are coming"))

        let home = try page("index.html"), frenchHome = try page("fr/index.html")
        #expect(home.contains("href=\"fr/\" hreflang=\"fr\" lang=\"fr\">Français</a>"))
        #expect(frenchHome.contains("href=\"../\" hreflang=\"en\" lang=\"en\">English</a>"))
        #expect(frenchHome.contains("<html lang=\"fr\">") && frenchHome.contains(">Thèmes<"))
        // The French home's topic links (the topics' scenes opened by id) stay in French.
        #expect(frenchHome.contains("href=\"../fr/languages/\""))
        #expect(report.missingTranslations["fr"]?.contains("Topics") == false)
    }
}
