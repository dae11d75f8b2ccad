import KilnTree

/// What a page refers to outside itself — images and windows — found in one walk over its
/// nodes (layers included), with where each reference is made.
struct PageReferences {
    /// The image names a page uses, with where each is used.
    private(set) var images: [(name: String, source: CallSite?)] = []
    /// The windows a page links to, with where each link is made.
    private(set) var windowLinks: [(name: String, source: CallSite?)] = []

    init(_ nodes: [Node]) {
        nodes.forEach { walk($0) }
    }

    private mutating func walk(_ node: Node) {
        switch node.kind {
        case .image(let image):
            if case .asset(let name) = image.source { images.append((name, node.source)) }
        case .text(let runs):
            // Images may also stand inside text.
            for run in runs {
                if case .asset(let name)? = run.image?.source { images.append((name, node.source)) }
            }
        case .link(.window(let id)):
            windowLinks.append((id, node.source))
        default:
            break
        }
        for modifier in node.modifiers {
            switch modifier {
            case .background(.view(let layer, _)), .overlay(.view(let layer, _)): walk(layer)
            default: break
            }
        }
        for child in node.children { walk(child) }
    }
}
