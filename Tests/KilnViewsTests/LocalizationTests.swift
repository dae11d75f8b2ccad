import Foundation
import KilnTree
@testable import KilnViews
import Testing

/// Localized strings where Linux's Foundation has none: keys as Foundation writes them, tables in
/// `.strings` and `.xcstrings` files, and the default value where no table translates a key.
struct LocalizationTests {
    @Test func interpolationsBecomeFormatSpecifiersInTheKey() {
        let name = "Ada", count = 3, share = 0.5
        let value: String.LocalizationValue = "Hello \(name), \(count) new, \(share) done, 100%"
        #expect(value.format.key == "Hello %@, %lld new, %lf done, 100%%")
        #expect(value.description == "Hello Ada, 3 new, 0.5 done, 100%")
        // A key without arguments is its text as written.
        #expect(String.LocalizationValue("100% sure").description == "100% sure")
    }

    @Test func translationsPlaceArgumentsInOrderOrByPosition() {
        var format = LocalizedFormat()
        format.appendLiteral("From ")
        format.appendArgument("Oslo")
        format.appendLiteral(" to ")
        format.appendArgument("Rome")
        #expect(format.text(translatedAs: "Von %@ nach %@") == "Von Oslo nach Rome")
        #expect(format.text(translatedAs: "Nach %2$@, von %1$@ (100%%)") == "Nach Rome, von Oslo (100%)")
        #expect(format.text(translatedAs: nil) == "From Oslo to Rome")
    }

    @Test func stringsFilesInUTF8AndUTF16AndCatalogsAreRead() throws {
        let folder = try Self.bundleFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let utf16 = try #require("\u{FEFF}\"Bye\" = \"Tschüss\";".data(using: .utf16LittleEndian))
        try utf16.write(to: folder.appendingPathComponent("de.lproj/Other.strings"))
        #expect(try StringsFile.read(folder.appendingPathComponent("de.lproj/Localizable.strings"))?["Hello %@"] == "Hallo %@")
        #expect(try StringsFile.read(folder.appendingPathComponent("de.lproj/Other.strings")) == ["Bye": "Tschüss"])
        let file = folder.appendingPathComponent("Catalog.xcstrings")
        let catalog = try StringCatalog.parse(Data(contentsOf: file), file: file.path)
        #expect(catalog.byLanguage["fr"]?["Hello"]?.value == .text("Bonjour"))
        #expect(catalog.byLanguage["fr"]?["%lld items"]?.value == .plural([.one: "%lld élément", .other: "%lld éléments"]))
    }

    @Test func stringLocalizedLooksTheKeyUpInTheBundleForTheLocale() throws {
        let folder = try Self.bundleFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try #require(Bundle(url: folder))
        let german = Locale(identifier: "de_DE"), french = Locale(identifier: "fr")
        let name = "Ada"
        #expect(String(localized: "Hello \(name)", bundle: bundle, locale: german) == "Hallo Ada")
        #expect(String(localized: "Hello \(name)", bundle: bundle, locale: french) == "Hello Ada", "no French .strings: the default")
        #expect(String(localized: "Hello", table: "Catalog", bundle: bundle, locale: french) == "Bonjour")
        #expect(String(localized: "greeting", defaultValue: "Hi", bundle: bundle, locale: german) == "Servus")
        #expect(String(localized: "missing", defaultValue: "Hi \(name)", bundle: bundle, locale: german) == "Hi Ada")
        let resource = LocalizedStringResource("Hello", table: "Catalog", locale: french, bundle: .atURL(folder))
        #expect(String(localized: resource) == "Bonjour")
    }

    @Test func textShowsItsTranslationInThePagesLocale() throws {
        let folder = try Self.bundleFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try #require(Bundle(url: folder))
        let name = "Ada"
        let view = VStack {
            Text("Hello \(name)", bundle: bundle)
            Text("Hello", tableName: "Catalog", bundle: bundle)
        }
        #expect(loweredTexts(view.environment(\.locale, Locale(identifier: "de"))) == ["Hallo Ada", "Hello"])
        #expect(loweredTexts(view.environment(\.locale, Locale(identifier: "fr"))) == ["Hello Ada", "Bonjour"])
    }

    /// A bundle folder with German `.strings` and a string catalog with French.
    static func bundleFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-l10n-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try Data("/* greetings */\n\"Hello %@\" = \"Hallo %@\";\n\"greeting\" = \"Servus\";\n".utf8)
            .write(to: folder.appendingPathComponent("de.lproj/Localizable.strings"))
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Hello": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Bonjour"}}}},
              "%lld items": {"localizations": {"fr": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld élément"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld éléments"}}}}}}}}}
            """
        try Data(catalog.utf8).write(to: folder.appendingPathComponent("Catalog.xcstrings"))
        return folder
    }

}
