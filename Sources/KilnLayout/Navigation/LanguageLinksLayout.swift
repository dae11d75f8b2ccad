import KilnTree

extension Resolver {
    /// `LanguageSwitcher`: a `<nav>` named in the page's language holding a list of links to the
    /// page in each language, each link in its language (`lang`, `hreflang`), the page's own
    /// marked `aria-current`. Laid out as a row that wraps (`.k-langs` in the base stylesheet).
    func languageLinks(_ node: Node, _ links: LanguageLinks, context: ResolveContext) -> ModifierBox {
        var list = Element("ul", classHint: "ll")
        list.addClass("k-langs")
        list.children = links.links.map { link in
            var anchor = Element("a", classHint: "a")
            let url = options.root + link.path
            anchor.attributes.append(Element.Attribute("href", url.isEmpty ? "./" : url, isURL: true))
            anchor[attribute: "hreflang"] = link.language
            anchor[attribute: "lang"] = link.language
            if link.isCurrent { anchor[attribute: "aria-current"] = "page" }
            anchor.children = [.text(link.name)]
            return Element("li", classHint: "li", children: [anchor])
        }
        var nav = Element("nav", classHint: "nav")
        nav[attribute: "aria-label"] = links.label
        nav.children = [list]
        return ModifierBox(nav, level: .content, placement: .fixed)
    }
}
