import KilnTree

/// What a page refers to outside itself — images and windows — found in one walk over its
/// nodes (layers included), with where each reference is made.
struct PageReferences {
    /// The image names a page uses, with where each is used.
    private(set) var images: [(name: String, source: CallSite?)] = []
    /// The windows a page links to, with where each link is made.
    private(set) var windowLinks: [(name: String, source: CallSite?)] = []
    /// Whether a search field on the page searches the whole site (`searchFiltering(.site)`).
    private(set) var searchesSite = false

    init(_ nodes: [Node]) {
        nodes.withUnsafeBufferPointer { walk($0) }
    }

    /// Reads each node where it lies: passed to a function one by one, every node was copied
    /// (its fields retained, then released), and this walk finds nothing on most pages.
    private mutating func walk(_ nodes: UnsafeBufferPointer<Node>) {
        for index in nodes.indices {
            switch nodes[index].kind {
            case .image(let image):
                if case .asset(let name) = image.source { images.append((name, nodes[index].source)) }
            case .text(let runs):
                // Images may also stand inside text; each run is read where it lies.
                runs.withUnsafeBufferPointer { runs in
                    for run in runs.indices {
                        if case .asset(let name)? = runs[run].image?.source { images.append((name, nodes[index].source)) }
                    }
                }
            case .link(.window(let id)):
                windowLinks.append((id, nodes[index].source))
            case .search(let field) where field.filtering == .site:
                searchesSite = true
            default:
                break
            }
            nodes[index].modifiers.withUnsafeBufferPointer { modifiers in
                for modifier in modifiers.indices {
                    switch modifiers[modifier] {
                    case .background(.view(let layer, _)), .overlay(.view(let layer, _)): withUnsafePointer(to: layer) { walk(UnsafeBufferPointer(start: $0, count: 1)) }
                    default: break
                    }
                }
            }
            nodes[index].children.withUnsafeBufferPointer { walk($0) }
        }
    }
}
