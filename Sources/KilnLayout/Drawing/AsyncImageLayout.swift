import KilnTree

/// `AsyncImage`: a grid whose one cell holds the placeholder under the loaded image's views. No
/// script can tell loading from failure, so the placeholder is a layer under the image: the image
/// covers it once loaded, and it stays visible if the image never loads. The `<img>` carries
/// `alt=""` and the image's name is on the cell (`role="img"`): a broken image with alt text
/// draws a broken-image icon and its text over the placeholder, one without draws nothing.
extension Resolver {
    func asyncImage(_ node: Node, context: ResolveContext) -> ModifierBox {
        let parts = node.asyncImageParts ?? (placeholder: [], image: [])
        // One cell as large as the view, which a resizable image's percentages fill.
        var element = container(context, hint: "ai", [
            (.display, "grid"), (.gridTemplate, "100%/100%"), (.justifyItems, "center"), (.alignItems, "center"),
        ])
        var (placeholder, placements) = children(Array(parts.placeholder), in: .layers, context: context)
        for index in placeholder.indices {
            // Its views stand in for the image, which the cell names.
            placeholder.changeElement(at: index) { $0[attribute: "aria-hidden"] = "true" }
        }
        let (image, imagePlacements) = children(Array(parts.image), in: .layers, context: context)
        element.children = placeholder + image.map(\.withoutSpecifiedImageSize)
        let label = node.modifiers.accessibilityLabel
        if let label {
            element[attribute: "role"] = "img"
            element[attribute: "aria-label"] = label
        } else if !parts.image.isEmpty {
            problems.reportOnce(Diagnostic(
                .warning, "AsyncImage has no accessibilityLabel; assistive technology skips its image (alt=\"\")", at: node.source))
        }
        return ModifierBox(element, level: .content, placement: (placements + imagePlacements).union)
    }
}

extension Element {
    /// The content with the loaded images in it holding their size by minimum and maximum only:
    /// a `width` or `height` (which placing a resizable image in its cell writes) is a specified
    /// size, with which a broken image draws its broken-image icon over the placeholder.
    fileprivate var withoutSpecifiedImageSize: Element {
        guard var element = asElement else { return self }
        if element.tag == "img", element[attribute: "loading"] == "lazy", element.style[.minWidth] == "100%" {
            element.style[.width] = nil
            element.style[.height] = nil
        }
        element.children = element.children.map(\.withoutSpecifiedImageSize)
        return element
    }
}
