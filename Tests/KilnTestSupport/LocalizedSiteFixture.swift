import Foundation
import Kiln

/// A two-language site for tests: a bundle folder holding a string catalog (English, the
/// development language, and `second`), and an app whose pages use it.
package enum LocalizedSiteFixture {
    /// A folder laid out as SwiftPM lays out a resource bundle: `Info.plist` naming the
    /// development language and `Localizable.xcstrings`.
    package static func bundle(second: String = "fr", catalog: String? = nil) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-l10n-site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let info = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>en</string></dict></plist>
            """
        try Data(info.utf8).write(to: folder.appendingPathComponent("Info.plist"))
        try Data((catalog ?? Self.catalog(second: second)).utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        return folder
    }

    /// French translations of the fixture's strings (or the same for another language), a
    /// plural in both languages, and one line left untranslated.
    static func catalog(second: String) -> String {
        func unit(_ value: String) -> String { #"{"stringUnit": {"state": "translated", "value": "\#(value)"}}"# }
        func plural(_ one: String, _ other: String) -> String { #"{"variations": {"plural": {"one": \#(unit(one)), "other": \#(unit(other))}}}"# }
        let french = ["Welcome": "Bienvenue", "Travel": "Voyage", "About": "À propos", "About us": "Qui sommes-nous",
                      "Paris": "Paris", "City %@": "Ville : %@", "Price: %.2f €": "Prix : %.2f €"]
        var strings = french.map { key, value in #""\#(key)": {"localizations": {"\#(second)": \#(unit(value))}}"# }
        strings.append(#""%lld nights": {"localizations": {"en": \#(plural("%lld night", "%lld nights")), "\#(second)": \#(plural("%lld nuit", "%lld nuits"))}}"#)
        strings.append(#""Kiln": {"shouldTranslate": false}"#)
        return #"{"sourceLanguage": "en", "version": "1.0", "strings": {"# + strings.sorted().joined(separator: ",\n") + "}}"
    }

    /// Builds the fixture's site into `output` with its tables in a bundle of their own.
    package static func build(into output: URL, second: String = "fr") throws -> BuildReport {
        let tables = try bundle(second: second)
        defer { try? FileManager.default.removeItem(at: tables) }
        var options = SiteOptions(output: output, assets: output.deletingLastPathComponent(), isVerbose: false)
        options.stringTables = [tables]
        return try SiteGenerator(options: options).build(Travel())
    }

    /// The fixture's app: a home page with a navigation link, a page of its own, a switcher on each.
    package struct Travel: App {
        nonisolated package init() {}

        package var body: some Scene {
            WindowGroup("Travel") {
                NavigationStack {
                    VStack {
                        Text("Welcome")
                        Text("\(1) nights")
                        Text("\(3) nights")
                        Text("Price: \(12.5, specifier: "%.2f") €")
                        Text("Untranslated line")
                        Text("Kiln")
                        Text(1234.5, format: .number)
                        Text(Date(timeIntervalSince1970: 1_622_991_600), format: .dateTime.day().month(.wide).year())
                        NavigationLink("Paris", value: "paris")
                        LanguageSwitcher()
                    }
                    .navigationDestination(for: String.self) { city in
                        Text("City \(city)")
                        LanguageSwitcher()
                    }
                }
            }
            Page(path: "about", title: "About") {
                Text("About us")
                Greeting()
                Text("Untranslated line")
                LanguageSwitcher()
            }
        }
    }

    /// `String(localized:)` in a view's body, which runs as the page is lowered, in its language.
    struct Greeting: View {
        var body: some View { Text(verbatim: String(localized: "Welcome")) }
    }
}
