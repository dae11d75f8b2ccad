/// A drawing repeated on a page is written once: the first SVG path of a custom shape or `Path`
/// that recurs whole (outline and every attribute, as a shape in every row of a list) keeps its
/// place and gains an id; each repeat is `<use href="#…">` of it, which SVG draws as a copy in
/// the repeat's own `svg` (its size, viewBox and colour). Only paths whose outline is long enough
/// to be worth an id are shared, and only the page's own (ids are numbered per page).
enum SharedDrawings {
    /// The class hint `PathLayout` gives the paths it draws: the ones shared here.
    static let pathHint = "p"
    /// Outlines shorter than this are cheaper to repeat than to reference.
    static let minimumData = 48

    static func share(_ elements: [Element]) -> [Element] {
        var counts: [[Element.Attribute]: Int] = [:]
        for element in elements { count(element, into: &counts) }
        guard counts.values.contains(where: { $0 > 1 }) else { return elements }
        var ids: [[Element.Attribute]: String] = [:]
        return elements.map { share($0, counts: counts, ids: &ids) }
    }

    private static func isShareable(_ element: Element) -> Bool {
        element.classHint == pathHint && element.tag == "path" && (element[attribute: "d"]?.utf8.count ?? 0) >= minimumData
    }

    private static func count(_ element: Element, into counts: inout [[Element.Attribute]: Int]) {
        if isShareable(element) { counts[element.attributes, default: 0] += 1 }
        for case .element(let child) in element.children { count(child, into: &counts) }
    }

    private static func share(_ element: Element, counts: [[Element.Attribute]: Int], ids: inout [[Element.Attribute]: String]) -> Element {
        if isShareable(element), counts[element.attributes, default: 0] > 1 {
            if let id = ids[element.attributes] {
                return Element("use", classHint: pathHint, attributes: [.init("href", "#" + id)])
            }
            let id = "k-path-\(ids.count + 1)"
            ids[element.attributes] = id
            var first = element
            first.attributes.insert(.init("id", id), at: 0)
            return first
        }
        guard !element.children.isEmpty else { return element }
        var copy = element
        copy.children = element.children.map { child in
            if case .element(let inner) = child { return .element(share(inner, counts: counts, ids: &ids)) }
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
