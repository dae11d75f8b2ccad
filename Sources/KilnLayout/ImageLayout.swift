import KilnTree

/// `Image`: an `<img>` with its alt text; a resizable image fills its frame. SF Symbols have no
/// web form, so a placeholder icon of the text's size stands in, labelled with the symbol's words.
enum ImageLayout {
    static func box(_ image: ImageContent, options: LayoutOptions, context: ResolveContext) -> ModifierBox {
        switch image.source {
        case .asset(let name):
            var element = Element("img", classHint: "i")
            element.attributes.append(Element.Attribute("src", options.assetURL(name), isURL: true))
            element.attributes.append(Element.Attribute("alt", image.label ?? ""))
            guard image.isResizable else {
                // Its natural size, as SwiftUI shows it; a browser knows none for a vector file.
                // (HTML's width and height are whole numbers.)
                if let size = options.imageSizes[name] {
                    element.attributes.append(Element.Attribute("width", String(Int(size.width.rounded()))))
                    element.attributes.append(Element.Attribute("height", String(Int(size.height.rounded()))))
                }
                return ModifierBox(element, level: .content, placement: .fixed)
            }
            element.style[.width] = "100%"
            element.style[.height] = "100%"
            element.style[.minWidth] = "0"
            element.style[.minHeight] = "0"
            element.style[.objectFit] = "fill"
            return ModifierBox(element, level: .content, placement: .flexibleLeaf)
        case .symbol:
            let element = symbol(image, display: "block")
            return ModifierBox(element, level: .border, placement: .fixed)
        }
    }

    /// An image inside text: as tall as the text's letters, on its baseline.
    static func inline(_ image: ImageContent, options: LayoutOptions) -> Element {
        var element: Element
        switch image.source {
        case .asset(let name):
            element = Element("img", classHint: "i")
            element.attributes.append(Element.Attribute("src", options.assetURL(name), isURL: true))
            element.attributes.append(Element.Attribute("alt", image.label ?? ""))
            element.style[.height] = "1em"
            element.style[.display] = "inline-block"
        case .symbol:
            element = symbol(image, display: "inline-block")
        }
        element.style[.verticalAlign] = "-.125em"
        return element
    }

    private static func symbol(_ image: ImageContent, display: String) -> Element {
        var element = Element("span", classHint: "i")
        if let label = image.label {
            element[attribute: "role"] = "img"
            element[attribute: "aria-label"] = label
        } else {
            element[attribute: "aria-hidden"] = "true"
        }
        element.style[.display] = display
        if display == "block" { element.style[.flexShrink] = "0" }
        element.style[.width] = "1em"
        element.style[.height] = "1em"
        element.style[.border] = ".09em solid currentColor"
        element.style[.borderRadius] = ".3em"
        return element
    }
}
