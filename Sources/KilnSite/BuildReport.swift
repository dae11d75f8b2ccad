import Foundation
import KilnTree

/// What a site build did, for the summary line and for tests.
public struct BuildReport: Sendable {
    public var pages: Int
    public var files: Int
    public var unchangedFiles: Int
    public var bytes: Int
    public var seconds: Double
    public var output: String
    /// SwiftUI features that compile but have no meaning on the web, each with where it was used.
    public var ignoredFeatures: [String: [String]]
    /// The warnings the build printed, each once, in the order the pages were rendered.
    public var warnings: [Diagnostic]
    /// For each language of a localized site but the development language, the keys it has no
    /// translation for (their pages show the development language's text), each listed once.
    public var missingTranslations: [String: [String]] = [:]

    public var summary: String {
        let size = bytes >= 1_000_000 ? String(format: "%.1f MB", Double(bytes) / 1_000_000) : String(format: "%.1f KB", Double(bytes) / 1_000)
        let kept = unchangedFiles > 0 ? " (\(unchangedFiles) unchanged, not rewritten)" : ""
        return "Built \(pages) pages, \(files) files\(kept), \(size) in \(String(format: "%.2f", seconds)) s into \(output)"
    }

    /// One line per language with missing translations, as the build prints them: how many and the first few.
    public var missingTranslationLines: [String] {
        missingTranslations.keys.sorted().map { language in
            let keys = missingTranslations[language]!
            let shown = keys.prefix(5).map { "\"\($0)\"" }.joined(separator: ", ") + (keys.count > 5 ? ", …" : "")
            return "note: \(keys.count) string\(keys.count == 1 ? " has" : "s have") no \(language) translation and show\(keys.count == 1 ? "s" : "") the development language's text: \(shown)"
        }
    }

    /// One line per ignored feature, as the build prints them.
    public var ignoredLines: [String] {
        ignoredFeatures.keys.sorted().map { "note: \($0) has no meaning on the web and is ignored (used by \(ignoredFeatures[$0]!.joined(separator: ", ")))" }
    }
}
