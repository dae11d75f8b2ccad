import KilnTree

/// `Text`: a paragraph (or a span where only phrasing content is allowed), its Markdown runs as
/// the matching inline elements.
enum TextLayout {
    static func element(_ runs: TextRuns, options: LayoutOptions, context: ResolveContext) -> Element {
        let tag: ElementName = context.isPhrasing ? "span" : "p"
        // Most texts are one plain run: the element holds its text, with no child array or node
        // (an empty text keeps its node, which readers of `children` count).
        var element = if let text = runs.plainText, !text.isEmpty {
            Element(tag, classHint: "t", text: text)
        } else {
            Element(tag, classHint: "t", children: runs.map { run in
                guard let image = run.image else { return content(run, options: options) }
                return ImageLayout.inline(image, options: options)
            })
        }
        applyLineLimit(context.lineLimit, to: &element)
        return element
    }

    static func applyLineLimit(_ limit: Int?, to element: inout Element) {
        guard let limit, limit > 0 else { return }
        element.style[.overflow] = "hidden"
        if limit == 1 {
            element.style[.whiteSpace] = "nowrap"
            element.style[.textOverflow] = "ellipsis"
        } else {
            element.style[.display] = "-webkit-box"
            element.style[.webkitBoxOrient] = "vertical"
            element.style[.webkitLineClamp] = String(limit)
        }
    }

    private static func content(_ run: TextRun, options: LayoutOptions) -> Element {
        guard !run.isPlain else { return .text(run.text) }
        var content = Element.text(run.text)
        func wrap(_ tag: ElementName, _ hint: ElementName = "r") {
            content = Element(tag, classHint: hint, children: [content])
        }
        if run.isCode { wrap("code") }
        if run.isEmphasized { wrap("em") }
        if run.isStrong { wrap("strong") }
        if run.isStrikethrough { wrap("s") }
        if run.isUnderlined { wrap("u") }
        var style = Style()
        if let font = run.font { for (property, value) in FontCSS.declarations(font) { style[property] = value } }
        if let weight = run.weight { style[.fontWeight] = String(weight.value) }
        if run.isItalic { style[.fontStyle] = "italic" }
        if let foreground = run.foreground { style[.color] = CSSValue.color(foreground) }
        if let attributes = run.attributes {
            for (property, value) in TextRunCSS.declarations(attributes) { style[property] = value }
            content = TextRunCSS.decorated(content, attributes)
        }
        if !style.isEmpty { content = Element("span", classHint: "r", style: style, children: [content]) }
        let pageURL = run.pageLink.flatMap { link in options.target(of: .page(link.target)).map { $0.url + (link.fragment.isEmpty ? "" : "#" + link.fragment) } }
        if let link = pageURL ?? run.link {
            var anchor = Element("a", classHint: "a", children: [content])
            anchor.attributes.append(Element.Attribute("href", link, isURL: true))
            // Links inside text are underlined so they can be told apart without colour.
            anchor.style[.color] = CSSValue.color(.tint)
            anchor.style[.textDecoration] = "underline"
            content = anchor
        }
        return content
    }
}
