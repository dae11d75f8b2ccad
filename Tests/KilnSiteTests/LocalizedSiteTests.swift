import Foundation
@testable import Kiln
import KilnSite
import KilnTestSupport
import Testing

/// A site whose string catalog declares two languages is built once per language: the
/// development language's pages at the root, the other's under its folder, each with its `lang`,
/// its alternates, a switcher, the sitemap listing both, and what is not translated reported once.
struct LocalizedSiteTests {
    private func build(
        second: String = "fr", catalog: String? = nil, into output: URL? = nil, baseURL: String? = nil
    ) throws -> (URL, BuildReport) {
        let tables = try LocalizedSiteFixture.bundle(second: second, catalog: catalog)
        defer { try? FileManager.default.removeItem(at: tables) }
        let output = try output ?? temporaryFolder().appendingPathComponent("site")
        var options = SiteOptions(output: output, assets: output.deletingLastPathComponent(), baseURL: baseURL, isVerbose: false)
        options.stringTables = [tables]
        return (output, try SiteGenerator(options: options).build(LocalizedSiteFixture.Travel()))
    }

    /// `app` built in English and `second`, into a new folder it returns.
    private func build(_ app: some App, second: String) throws -> URL {
        let tables = try LocalizedSiteFixture.bundle(second: second)
        defer { try? FileManager.default.removeItem(at: tables) }
        let output = try temporaryFolder().appendingPathComponent("site")
        var options = SiteOptions(output: output, assets: output.deletingLastPathComponent(), isVerbose: false)
        options.stringTables = [tables]
        _ = try SiteGenerator(options: options).build(app)
        return output
    }

    @Test func eachLanguageHasItsPagesInItsFolderWithItsLang() throws {
        let (site, report) = try build()
        let files = Set(try contents(of: site).keys)
        #expect(files.isSuperset(of: ["index.html", "about/index.html", "string/paris/index.html", "fr/index.html", "fr/about/index.html", "fr/string/paris/index.html"]))
        #expect(!files.contains("fr/404.html"), "one not-found page serves every path")
        #expect(report.pages == 7)
        let english = try read(site, "index.html"), french = try read(site, "fr/index.html")
        #expect(english.contains("<html lang=\"en\">"))
        #expect(french.contains("<html lang=\"fr\">"))
        #expect(english.contains(">Welcome<") && english.contains(">1 night<") && english.contains(">3 nights<"))
        #expect(french.contains(">Bienvenue<") && french.contains(">1 nuit<") && french.contains(">3 nuits<"))
        #expect(french.contains(">Prix : 12,50 €<"), "a %.2f specifier with French's decimal comma")
        #expect(french.contains("<title>Voyage</title>") && english.contains("<title>Travel</title>"))
        #expect(try read(site, "fr/about/index.html").contains("<title>À propos</title>"))
        #expect(try read(site, "fr/about/index.html").contains(">Bienvenue<"), "String(localized:) in the page's language")
        #expect(try read(site, "about/index.html").contains(">Welcome<"))
        #expect(try read(site, "fr/string/paris/index.html").contains(">Ville : paris<"))
    }

    @Test func linksInsideALanguageStayInIt() throws {
        let (site, _) = try build()
        #expect(try read(site, "fr/index.html").contains("href=\"../fr/string/paris/\""))
        #expect(try read(site, "index.html").contains("href=\"string/paris/\""))
        #expect(try read(site, "fr/string/paris/index.html").contains("href=\"../../../\(try sharedStylesheet(in: site).name)\""), "one stylesheet for every language")
    }

    @Test func everyPageNamesItsAlternatesInEveryLanguage() throws {
        let (site, _) = try build()
        let french = try read(site, "fr/about/index.html")
        #expect(french.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"../../about/\">"))
        #expect(french.contains("<link rel=\"alternate\" hreflang=\"fr\" href=\"../../fr/about/\">"))
        #expect(french.contains("<link rel=\"alternate\" hreflang=\"x-default\" href=\"../../about/\">"))
        let home = try read(site, "index.html")
        #expect(home.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"./\">"))
        #expect(home.contains("<link rel=\"alternate\" hreflang=\"fr\" href=\"fr/\">"))
        #expect(!(try read(site, "404.html")).contains("hreflang"), "the not-found page is served at any path")
    }

    @Test func alternatesAreAbsoluteWhereTheSitesAddressIsKnown() throws {
        let (site, _) = try build(baseURL: "https://example.com/travel/")
        let french = try read(site, "fr/about/index.html")
        #expect(french.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"https://example.com/travel/about/\">"))
        #expect(french.contains("<link rel=\"alternate\" hreflang=\"fr\" href=\"https://example.com/travel/fr/about/\">"))
        #expect(french.contains("<link rel=\"alternate\" hreflang=\"x-default\" href=\"https://example.com/travel/about/\">"))
    }

    @Test func theSwitcherLinksToThePageInEachLanguageNamedInItsOwn() throws {
        let (site, _) = try build()
        let french = try read(site, "fr/string/paris/index.html")
        #expect(french.contains("<nav aria-label=\"Langue\">"))
        #expect(french.contains("href=\"../../../string/paris/\" hreflang=\"en\" lang=\"en\">English</a>"))
        #expect(french.contains("href=\"../../../fr/string/paris/\" hreflang=\"fr\" lang=\"fr\" aria-current=\"page\">Français</a>"))
        let english = try read(site, "string/paris/index.html")
        #expect(english.contains("<nav aria-label=\"Language\">"))
        #expect(english.contains("href=\"../../string/paris/\" hreflang=\"en\" lang=\"en\" aria-current=\"page\">English</a>"))
        #expect(english.contains("href=\"../../fr/string/paris/\" hreflang=\"fr\" lang=\"fr\">Français</a>"))
    }

    @Test func theSitemapListsEveryLanguage() throws {
        let (site, _) = try build(baseURL: "https://example.com/")
        let sitemap = try read(site, "sitemap.xml")
        for path in ["/", "/about/", "/string/paris/", "/fr/", "/fr/about/", "/fr/string/paris/"] {
            #expect(sitemap.contains("<loc>https://example.com\(path)</loc>"), "\(path)")
        }
    }

    @Test func aMissingTranslationShowsTheDevelopmentLanguageAndIsReportedOnce() throws {
        let (site, report) = try build()
        #expect(try read(site, "fr/about/index.html").contains(">Untranslated line<"))
        // Used on two pages, listed once; "Kiln" is marked not to be translated; English lacks nothing.
        #expect(report.missingTranslations["fr"]?.filter { $0 == "Untranslated line" }.count == 1)
        #expect(report.missingTranslations["fr"]?.contains("Kiln") == false)
        #expect(report.missingTranslations["en"] == nil)
        #expect(report.missingTranslationLines.count == 1)
        #expect(report.missingTranslationLines[0].hasPrefix("note: "))
        #expect(report.missingTranslationLines[0].contains("no fr translation"))
    }

    @Test func aRightToLeftLanguageGetsDirAndMirroredLayoutDirection() throws {
        struct Direction: App {
            @Environment(\.layoutDirection) var direction
            var body: some Scene {
                WindowGroup("Travel") { DirectionText() }
            }
        }
        struct DirectionText: View {
            @Environment(\.layoutDirection) var direction
            var body: some View { Text(direction == .rightToLeft ? "right to left" : "left to right") }
        }
        let output = try build(Direction(), second: "ar")
        let arabic = try read(output, "ar/index.html"), english = try read(output, "index.html")
        #expect(arabic.contains("<html lang=\"ar\" dir=\"rtl\">"))
        #expect(arabic.contains(">right to left<"))
        #expect(english.contains("<html lang=\"en\">") && english.contains(">left to right<"))
    }

    /// An author's relative image URL is relative to the page as the development language has it:
    /// a translated page, one folder deeper, loads the same file (the showcase's French
    /// `AsyncImage`s asked for `fr/assets/…`). A relative link leads to the page in the same
    /// language; absolute and root-relative URLs stay as written.
    @Test func relativeURLsReachTheSameFilesFromATranslatedPage() throws {
        struct Photos: App {
            var body: some Scene {
                Page(path: "photos", title: "Photos") {
                    AsyncImage(url: URL(string: "../assets/photo.png")).accessibilityLabel("A photo")
                    Link("Home", destination: URL(string: "/index.html")!)
                    Link("Swift", destination: URL(string: "https://swift.org/")!)
                    Text("Read [the guide](guide/)")
                }
            }
        }
        let output = try build(Photos(), second: "fr")
        let english = try read(output, "photos/index.html"), french = try read(output, "fr/photos/index.html")
        #expect(english.contains("src=\"../assets/photo.png\"") && french.contains("src=\"../../assets/photo.png\""))
        #expect(english.contains("href=\"guide/\"") && french.contains("href=\"guide/\""))
        for page in [english, french] {
            #expect(page.contains("href=\"/index.html\"") && page.contains("href=\"https://swift.org/\""))
        }
    }

    @Test func aMalformedCatalogFailsNamingTheFileAndKeyAndLeavesThePreviousSite() throws {
        let (site, _) = try build()
        let bad = #"{"sourceLanguage": "en", "strings": {"Welcome": {"localizations": {"fr": {"variations": {"plural": {"one": {"stringUnit": {"value": "un"}}}}}}}}}"#
        #expect {
            _ = try build(catalog: bad, into: site)
        } throws: { error in
            let text = "\(error)"
            return text.contains("Localizable.xcstrings: error: the string \"Welcome\"") && text.contains("\"other\"")
        }
        #expect(try read(site, "fr/index.html").contains("Bienvenue"), "the previous site is left whole")
        #expect {
            _ = try build(catalog: "{ not json", into: site)
        } throws: { error in
            "\(error)".contains("Localizable.xcstrings: error: is not valid JSON")
        }
    }

    @Test func stringsFilesInLprojFoldersDeclareLanguagesToo() throws {
        struct Hello: App {
            var body: some Scene { WindowGroup("Hello") { Text("Good morning") } }
        }
        let tables = try temporaryFolder()
        for (language, text) in [("en", "Good morning"), ("de", "Guten Morgen"), ("Base", "Morning")] {
            let folder = tables.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("\"Good morning\" = \"\(text)\";\n".utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        let output = tables.appendingPathComponent("site")
        var options = SiteOptions(output: output, assets: tables, isVerbose: false)
        options.stringTables = [tables]
        _ = try SiteGenerator(options: options).build(Hello())
        #expect(try read(output, "index.html").contains("<html lang=\"en\">"), "English, with no catalog to say otherwise, is the development language")
        #expect(try read(output, "de/index.html").contains(">Guten Morgen<"))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Base").path), "Base is no language of its own")
    }
}
