import Foundation
import KilnTree

/// The languages a localized site is built in and where the page being lowered stands: the site
/// puts it in the environment of every page, for `LanguageSwitcher`.
nonisolated package struct SiteLanguages: Hashable, Sendable {
    /// Language tags, the development language first.
    package var languages: [String]
    /// The language of the page being lowered.
    package var current: String
    /// The page's path within its language (`text/`), the same in every language.
    package var pagePath: String

    package init(languages: [String], current: String, pagePath: String) {
        self.languages = languages
        self.current = current
        self.pagePath = pagePath
    }

    /// The folder a language's pages are in, from the site root: the development language's at
    /// the root (`""`), the others' in a folder named by their tag (`fr/`).
    package func folder(of language: String) -> String {
        language == languages.first ? "" : language + "/"
    }

    /// A language's name as its own speakers write it at the start of a line (`Français`).
    package static func name(of language: String) -> String {
        let locale = Locale(identifier: language)
        guard let name = locale.localizedString(forIdentifier: language), let first = name.first else { return language }
        return String(first).uppercased(with: locale) + name.dropFirst()
    }

    /// What a group of language links is called in `language`, for assistive technology.
    static func groupLabel(in language: String) -> String {
        let code = Locale(identifier: language).language.languageCode?.identifier ?? language
        return groupLabels[code] ?? "Language"
    }

    private static let groupLabels = [
        "ar": "اللغة", "de": "Sprache", "en": "Language", "es": "Idioma", "fr": "Langue", "he": "שפה", "it": "Lingua",
        "ja": "言語", "ko": "언어", "nl": "Taal", "pl": "Język", "pt": "Idioma", "ru": "Язык", "sv": "Språk",
        "tr": "Dil", "uk": "Мова", "zh": "语言",
    ]
}

nonisolated private struct SiteLanguagesKey: EnvironmentKey { static let defaultValue: SiteLanguages? = nil }

nonisolated extension EnvironmentValues {
    package var siteLanguages: SiteLanguages? {
        get { self[SiteLanguagesKey.self] }
        set { self[SiteLanguagesKey.self] = newValue }
    }
}
