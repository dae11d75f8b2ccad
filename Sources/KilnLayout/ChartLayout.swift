import KilnTree

extension Resolver {
    /// A chart: work in progress (issue 5); the chart stage draws it.
    func chart(_ node: Node, _ spec: ChartSpec, context: ResolveContext) -> ModifierBox {
        ModifierBox(Element("figure", classHint: "ch"), level: .content, placement: Placement(fillsWidth: true))
    }
}
