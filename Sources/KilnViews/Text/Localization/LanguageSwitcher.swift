import Foundation
import KilnTree

/// Links to the page it is on in each of the site's languages, each named in its own language
/// (`English`, `Français`), the current one marked. Kiln's own view: a site built once per
/// localization its package declares has a page per language that a reader moves between, which an
/// app, following the device's language, has no need of. On a site in one language it shows nothing.
nonisolated public struct LanguageSwitcher: View {
    let source: CallSite

    public init(fileID: String = #fileID, line: Int = #line) {
        source = CallSite(fileID: fileID, line: line)
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        guard let site = context.environment.siteLanguages, site.languages.count > 1 else { return }
        let links = site.languages.map { language in
            LanguageLinks.Link(
                language: language, name: SiteLanguages.name(of: language), path: site.folder(of: language) + site.pagePath,
                isCurrent: language == site.current)
        }
        nodes.append(Node(.languageLinks(LanguageLinks(links: links, label: SiteLanguages.groupLabel(in: site.current))), source: view.source))
    }
}
