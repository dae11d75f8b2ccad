import Foundation
import KilnTree
import KilnViews

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
    /// What a reader's first visit to a page downloads: its HTML and the shared stylesheet,
    /// compressed; measured where the build reports.
    package var firstView: FirstViewWeight?

    /// The first view's weight, as the build prints it.
    package var firstViewLine: String? {
        firstView.map { weight in
            let kilobytes = { (bytes: Int) in String(format: "%.1f KB", Double(bytes) / 1_000) }
            // Kiln's own deflate comes within a few percent of gzip's default level (DeflateTests).
            return "note: a page's first view (its HTML and the shared stylesheet, gzipped): median \(kilobytes(weight.median)), largest \(kilobytes(weight.largest)) (\(weight.largestPage.isEmpty ? "/" : weight.largestPage))"
        }
    }

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

/// A view whose state reacts on a page, as the build reports it: its states, the bytes of HTML
/// they take and the time finding them took.
struct StateIslandReport {
    let summary: StateIslandSummary
    let bytes: Int

    /// One line per view, over the pages it is on: the most states and bytes, the longest time.
    static func lines(_ reports: [StateIslandReport], placing place: (CallSite) -> String) -> [String] {
        var byView: [String: [StateIslandReport]] = [:]
        var order: [String] = []
        for report in reports {
            let key = report.summary.view + (report.summary.site.map(place) ?? "")
            if byView[key] == nil { order.append(key) }
            byView[key, default: []].append(report)
        }
        return order.map { key in
            let reports = byView[key]!
            let first = reports[0].summary
            let states = reports.map(\.summary.states).max() ?? 0
            let bytes = reports.map(\.bytes).max() ?? 0
            // Written out step by step: as one expression it took the type checker a third of a second.
            let longest: Duration = reports.map(\.summary.duration).max() ?? .zero
            let milliseconds: Double = Double(longest.components.seconds) * 1000 + Double(longest.components.attoseconds) / 1e15
            let pages: String = reports.count == 1 ? "a page" : "\(reports.count) pages"
            let location: String = first.site.map { place($0) + ": " } ?? ""
            let kilobytes: String = String(format: "%.1f", Double(bytes) / 1000)
            let time: String = String(format: "%.0f", milliseconds)
            return location + "note: \(first.view) reacts on \(pages): \(states) states in \(kilobytes) KB of HTML, found in \(time) ms"
        }
    }
}

/// A page's first view in compressed bytes: the median page's and the largest.
package struct FirstViewWeight: Sendable {
    package var median: Int
    package var largest: Int
    package var largestPage: String
}
