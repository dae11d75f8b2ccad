import Foundation
import KilnTree

/// What `Text("key", tableName:bundle:)` needs to show its translation in the page's locale.
nonisolated struct TextLocalization {
    let key: LocalizedStringKey
    let table: String?
    let bundle: Bundle?

    /// The translated text's runs (its Markdown parsed), or nil where no table translates it.
    /// The key's format is made only where there are tables to ask.
    func translatedRuns(in environment: EnvironmentValues) -> [TextRun]? {
        let lookup = environment.stringLookup
        guard bundle != nil || !lookup.bundles.isEmpty,
            let translation = key.format.localizedText(table: table, bundle: bundle, locale: environment.locale, lookup: lookup)
        else { return nil }
        return InlineMarkdown.parse(translation)
    }
}
