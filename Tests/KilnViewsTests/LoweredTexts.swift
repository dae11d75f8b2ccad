import KilnTree
import KilnViews

/// The texts a view lowers to, in document order.
func loweredTexts<V: View>(_ view: V) -> [String] {
    var result: [String] = []
    func walk(_ node: Node) {
        if case .text(let runs) = node.kind { result.append(runs.map(\.text).joined()) }
        node.children.forEach(walk)
    }
    lowerPage(view).nodes.forEach(walk)
    return result
}
