import Kiln

/// A text node of one plain run, for trees built by hand.
package func textNode(_ string: String) -> Node {
    Node(.text([TextRun(string)]))
}

/// The characters of a text node; nil for any other kind.
package func text(of node: Node) -> String? {
    guard case .text(let runs) = node.kind else { return nil }
    return runs.map(\.text).joined()
}

/// A chart as a view lowers to it: its spec, its node and the page's diagnostics.
package struct LoweredChart {
    package let spec: ChartSpec
    package let node: Node
    package let diagnostics: [Diagnostic]

    package var marks: [ChartMark] { spec.marks }
}

/// Lowers a page whose first view is a chart (in `timeZone`, if given), and throws if it is not one.
package func lowerChart<V: View>(_ view: V, timeZone: TimeZone? = nil) throws -> LoweredChart {
    var environment = EnvironmentValues()
    if let timeZone { environment.timeZone = timeZone }
    let page = lowerPage(view, environment: environment)
    guard let node = page.nodes.first, case .chart(let spec) = node.kind else {
        throw NotAChart(description: "expected a chart node, got \(page.nodes.first.map { $0.dump() } ?? "nothing")")
    }
    return LoweredChart(spec: spec, node: node, diagnostics: page.diagnostics)
}

private struct NotAChart: Error, CustomStringConvertible {
    let description: String
}
