import Foundation

/// Where a page's strings are looked up, and, on a page in another language than the site's
/// development language, where a string with no translation is noted (it shows the development
/// language's text).
nonisolated package struct StringLookup: Sendable {
    /// The bundles holding the app's tables; none outside a site build (a view rendered alone
    /// shows its keys unless a `Text` names its bundle).
    package var bundles: [URL]
    /// The language the strings are written in; nil outside a localized site (nothing is noted).
    package var developmentLanguage: String?
    package var missing: MissingTranslations?

    package init(bundles: [URL] = [], developmentLanguage: String? = nil, missing: MissingTranslations? = nil) {
        self.bundles = bundles
        self.developmentLanguage = developmentLanguage
        self.missing = missing
    }
}

/// The keys each language had no translation for, each noted once however often it is shown.
nonisolated package final class MissingTranslations: @unchecked Sendable {
    private let lock = NSLock()
    private var keys: [String: Set<String>] = [:]

    package init() {}

    func note(_ key: String, language: String) {
        lock.withLock { _ = keys[language, default: []].insert(key) }
    }

    /// The keys by language, sorted.
    package var byLanguage: [String: [String]] {
        lock.withLock { keys.mapValues { $0.sorted() } }
    }
}

nonisolated private struct StringLookupKey: EnvironmentKey { static let defaultValue = StringLookup() }

nonisolated extension EnvironmentValues {
    package var stringLookup: StringLookup {
        get { self[StringLookupKey.self] }
        set { self[StringLookupKey.self] = newValue }
    }
}

nonisolated extension LocalizedFormat {
    /// This key's text in `locale`: its translation there; else, on a page of a localized site
    /// in another language, the development language's (the miss noted); nil where no table has it.
    func localizedText(table: String?, bundle: Bundle?, locale: Locale, lookup: StringLookup) -> String? {
        let bundles = bundle.map { [$0.bundleURL] } ?? lookup.bundles
        guard !bundles.isEmpty else { return nil }
        if let found = StringTables.entry(for: key, table: table, bundles: bundles, languages: StringTables.languages(of: locale)) {
            return text(translatedAs: found.entry, language: found.language, locale: locale)
        }
        guard let development = lookup.developmentLanguage, let language = locale.language.languageCode?.identifier,
            language != Locale(identifier: development).language.languageCode?.identifier
        else { return nil }
        if !StringTables.isUntranslatable(key, table: table, bundles: bundles) {
            lookup.missing?.note(table.map { "\($0): \(key)" } ?? key, language: language)
        }
        let fallback = StringTables.entry(for: key, table: table, bundles: bundles, languages: StringTables.languages(of: Locale(identifier: development)))
        return fallback.map { text(translatedAs: $0.entry, language: $0.language, locale: locale) }
    }
}

nonisolated extension ScenePage {
    /// The scene with its title (a `String` in Kiln's scenes) looked up as a key in the
    /// environment's language, as SwiftUI looks a scene's title key up.
    package func translated(in environment: EnvironmentValues) -> ScenePage {
        guard !title.isEmpty else { return self }
        var scene = self
        scene.title = LocalizedFormat(key: title).localizedText(
            table: nil, bundle: nil, locale: environment.locale, lookup: environment.stringLookup) ?? title
        return scene
    }
}
