import Foundation
import KilnTree

/// What `Text("key", tableName:bundle:)` needs to show its translation in the page's locale.
nonisolated struct TextLocalization {
    let format: LocalizedFormat
    let table: String?
    let bundle: Bundle?

    /// The translated text's runs (its Markdown parsed), or nil where no table translates it.
    func translatedRuns(in locale: Locale) -> [TextRun]? {
        guard let translation = StringTables.translation(of: format.key, table: table, bundle: bundle, locale: locale) else {
            return nil
        }
        return InlineMarkdown.parse(format.text(translatedAs: translation))
    }
}
