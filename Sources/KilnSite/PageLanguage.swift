import Foundation
import KilnEmit
import KilnTree
import KilnViews

/// One language of a localized site: the folder its pages are in and the environment they are
/// lowered in (its locale, its writing direction, where its strings are looked up).
struct PageLanguage: @unchecked Sendable {
    let site: SiteLanguages
    let folder: Route
    let environment: EnvironmentValues

    var tag: String { site.current }
    var isDevelopment: Bool { site.current == site.languages.first }

    /// Languages written from right to left, whose pages get `dir="rtl"` and mirror leading and trailing.
    static let rightToLeft: Set<String> = ["ar", "arc", "dv", "fa", "ha", "he", "iw", "khw", "ks", "ku", "ps", "sd", "ur", "yi"]

    var isRightToLeft: Bool { PageLanguageHead(language: nil, tag: tag).isRightToLeft }

    init(_ language: String, of languages: [String], lookup: StringLookup) {
        site = SiteLanguages(languages: languages, current: language, pagePath: "")
        folder = Route(path: site.folder(of: language)) ?? .home
        var environment = EnvironmentValues()
        // A language the default locale (en_US) already speaks keeps it, region and all, so a
        // site's development-language pages are the bytes they were before it had a second language.
        let locale = Locale(identifier: language)
        if locale.language.languageCode != environment.locale.language.languageCode { environment.locale = locale }
        environment.stringLookup = lookup
        environment.siteLanguages = site
        if PageLanguageHead(language: nil, tag: language).isRightToLeft { environment.layoutDirection = .rightToLeft }
        self.environment = environment
    }

    /// The environment of the page at `route` (nil: the not-found page, shown at any path).
    func environment(at route: Route?) -> EnvironmentValues {
        var environment = environment
        environment.siteLanguages?.pagePath = route.map { Route.path(of: $0, below: folder) } ?? ""
        return environment
    }
}

extension Route {
    /// The path of `route` below `folder` (`text/` for `fr/text/` in `fr/`).
    static func path(of route: Route, below folder: Route) -> String {
        Route(path: route.segments.dropFirst(folder.segments.count).joined(separator: "/"))?.path ?? ""
    }
}

/// The `<link rel="alternate" hreflang>` lines of a page's head: the page in every language of
/// the site, and `x-default`, the development language's, for readers of any other.
enum LanguageAlternates {
    static func head(pagePath: String, site: SiteLanguages, root: String) -> String {
        func url(_ language: String) -> String {
            let url = root + site.folder(of: language) + pagePath
            return url.isEmpty ? "./" : url
        }
        let links = site.languages.map { (tag: $0, url: url($0)) } + [(tag: "x-default", url: url(site.languages[0]))]
        return links.map {
            "<link rel=\"alternate\" hreflang=\"\(Escaping.attribute($0.tag))\" href=\"\(Escaping.attribute(Escaping.url($0.url) ?? ""))\">"
        }.joined(separator: "\n")
    }
}

/// What a page's document says of its language: `lang`, `dir` and, in a site of several
/// languages, its alternates.
struct PageLanguageHead {
    let language: PageLanguage?
    let tag: String

    var isRightToLeft: Bool { PageLanguage.rightToLeft.contains(String(tag.prefix { $0 != "-" && $0 != "_" })) }

    /// The head's alternate links for the page at `route` (none for the not-found page).
    func alternates(of route: Route?, root: String) -> String {
        guard let language, let route, language.site.languages.count > 1 else { return "" }
        return "\n" + LanguageAlternates.head(pagePath: Route.path(of: route, below: language.folder), site: language.site, root: root)
    }
}

extension SiteGenerator {
    /// A warning for each page one language has and another lacks (navigation that depends on
    /// the language): its alternates and language links there lead nowhere.
    static func pagesMissingInOtherLanguages(_ pagesByLanguage: [[PlannedPage]], languages: [PageLanguage]) -> [Diagnostic] {
        guard languages.count > 1, pagesByLanguage.count == languages.count else { return [] }
        let paths = zip(pagesByLanguage, languages).map { pages, language in
            Set(pages.compactMap { $0.route.map { Route.path(of: $0, below: language.folder) } })
        }
        var warnings: [Diagnostic] = []
        for (index, pages) in pagesByLanguage.enumerated() {
            for page in pages {
                guard let route = page.route else { continue }
                let path = Route.path(of: route, below: languages[index].folder)
                let lacking = languages.indices.filter { !paths[$0].contains(path) }.map { languages[$0].tag }
                if !lacking.isEmpty {
                    warnings.append(Diagnostic(
                        .warning, "the page /\(route.path) has no counterpart in \(lacking.joined(separator: ", ")): its language links there lead nowhere",
                        at: page.source))
                }
            }
        }
        return warnings
    }
}
