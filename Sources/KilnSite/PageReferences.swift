import KilnTree

/// What a page refers to outside itself — images and windows — found by walking its nodes
/// (layers included), with where each reference is made.
enum PageReferences {
    /// The image names a page uses, with where each is used.
    static func images(in nodes: [Node]) -> [(name: String, source: CallSite?)] {
        references(in: nodes) { node in
            if case .image(let image) = node.kind, case .asset(let name) = image.source { return [name] }
            // Images may also stand inside text.
            if case .text(let runs) = node.kind {
                return runs.compactMap { run in
                    if case .asset(let name) = run.image?.source { return name }
                    return nil
                }
            }
            return []
        }
    }

    /// The windows a page links to, with where each link is made.
    static func windowLinks(in nodes: [Node]) -> [(name: String, source: CallSite?)] {
        references(in: nodes) { node in
            if case .link(let destination) = node.kind, let id = WindowLink.windowID(destination) { return [id] }
            return []
        }
    }

    /// Walks a page's nodes, layers included, collecting what `reference` finds.
    private static func references(in nodes: [Node], _ reference: (Node) -> [String]) -> [(name: String, source: CallSite?)] {
        var found: [(String, CallSite?)] = []
        func walk(_ node: Node) {
            for name in reference(node) { found.append((name, node.source)) }
            for modifier in node.modifiers {
                switch modifier {
                case .background(.view(let layer, _)), .overlay(.view(let layer, _)): walk(layer)
                default: break
                }
            }
            node.children.forEach(walk)
        }
        nodes.forEach(walk)
        return found
    }
}
