/// A language switcher's links: the page the switcher is on, in each of the site's languages,
/// named in its own language.
package struct LanguageLinks: Hashable, Sendable {
    package struct Link: Hashable, Sendable {
        /// The language's tag, as `lang` and `hreflang` write it (`fr`, `pt-BR`).
        package var language: String
        /// The language's name in that language (`Français`).
        package var name: String
        /// The page's path in that language, from the site root (`fr/text/`).
        package var path: String
        package var isCurrent: Bool

        package init(language: String, name: String, path: String, isCurrent: Bool) {
            self.language = language
            self.name = name
            self.path = path
            self.isCurrent = isCurrent
        }
    }

    package var links: [Link]
    /// What the group of links is called, in the page's language ("Language", "Langue").
    package var label: String

    package init(links: [Link], label: String) {
        self.links = links
        self.label = label
    }
}
