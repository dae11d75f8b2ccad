/// A drawing repeated on a page is written once: the first SVG path of a custom shape, `Path` or
/// symbol that recurs whole (outline, every attribute and style, as an icon in every row of a
/// list) keeps its place and gains an id; each repeat is `<use href="#…">` of it, which SVG draws
/// as a copy in the repeat's own `svg` (its size, viewBox and colour), also where the first one is
/// in a rendering hidden by `display: none`. Only paths whose outline is long enough to be worth
/// an id are shared, and only the page's own (ids are numbered per page).
enum SharedDrawings {
    /// The class hint `PathLayout` gives the paths it draws, shared here with symbols' paths.
    static let pathHint: ElementName = "p"
    /// The class hint of a symbol's paths (`ImageLayout`).
    static let symbolHint: ElementName = "i"
    /// Outlines shorter than this are cheaper to repeat than to reference.
    static let minimumData = 48

    /// What makes two paths the same drawing.
    private struct Drawing: Hashable {
        var attributes: [Element.Attribute]
        var style: Style

        init(_ element: Element) {
            attributes = element.attributes
            style = element.style
        }
    }

    static func share(_ elements: [Element]) -> [Element] {
        var counts: [Drawing: Int] = [:]
        for element in elements { count(element, into: &counts) }
        guard counts.values.contains(where: { $0 > 1 }) else { return elements }
        var ids: [Drawing: String] = [:]
        return elements.map { share($0, counts: counts, ids: &ids) }
    }

    private static func isShareable(_ element: Element) -> Bool {
        (element.classHint == pathHint || element.classHint == symbolHint) && element.tag == "path"
            && element[attribute: "id"] == nil && (element[attribute: "d"]?.utf8.count ?? 0) >= minimumData
    }

    private static func count(_ element: Element, into counts: inout [Drawing: Int]) {
        if isShareable(element) { counts[Drawing(element), default: 0] += 1 }
        for child in element.children where child.kind == .element { count(child, into: &counts) }
    }

    private static func share(_ element: Element, counts: [Drawing: Int], ids: inout [Drawing: String]) -> Element {
        if isShareable(element), case let drawing = Drawing(element), counts[drawing, default: 0] > 1 {
            if let id = ids[drawing] {
                return Element("use", classHint: pathHint, attributes: [.init("href", "#" + id)])
            }
            let id = "k-path-\(ids.count + 1)"
            ids[drawing] = id
            var first = element
            first.attributes.insert(.init("id", id), at: 0)
            return first
        }
        guard !element.children.isEmpty else { return element }
        var copy = element
        copy.children = element.children.map { child in
            if let inner = child.asElement { return share(inner, counts: counts, ids: &ids) }
            return child
        }
        return copy
    }
}

extension Element.Attribute: Hashable {
    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(value)
    }
}
