import KilnTree
import KilnViews

/// The texts of lowered nodes, in document order.
func texts(of nodes: [Node]) -> [String] {
    nodes.flatMap { node -> [String] in
        if case .text(let runs) = node.kind { return [runs.map(\.text).joined()] }
        return texts(of: node.children)
    }
}

/// The texts a lowered page shows, in order.
func pageTexts(_ page: LoweredPage) -> [String] {
    texts(of: page.nodes)
}
