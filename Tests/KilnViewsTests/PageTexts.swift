import KilnTree
import KilnViews

/// The texts a lowered page shows, in order.
func pageTexts(_ page: LoweredPage) -> [String] {
    var result: [String] = []
    func walk(_ node: Node) {
        if case .text(let runs) = node.kind { result.append(runs.map(\.text).joined()) }
        node.children.forEach(walk)
    }
    page.nodes.forEach(walk)
    return result
}
