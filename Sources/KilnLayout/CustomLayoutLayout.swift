import KilnTree

// WORK IN PROGRESS (branch h18-layout, not for main): custom layouts need the build-time size
// engine (KilnMeasure) to measure their subviews; until it is wired in, the subviews stand in a
// column and the page says so.
extension Resolver {
    func customLayout(_ node: Node, _ layout: any CustomLayoutRunner, context: ResolveContext) -> ModifierBox {
        problems.report([
            Diagnostic(.warning, "\(layout.typeName) is a custom Layout, which Kiln cannot run yet: its views are shown in a column", at: node.source)
        ])
        return content(of: Node(.vstack(alignment: .center, spacing: nil), children: node.children), in: .column, context: context)
    }

    func viewThatFits(_ node: Node, context: ResolveContext) -> ModifierBox {
        problems.report([
            Diagnostic(.warning, "ViewThatFits needs the size engine, which Kiln does not run yet: its last candidate is shown", at: node.source)
        ])
        return content(of: node.children.last ?? Node(.vstack(alignment: .center, spacing: nil)), in: .column, context: context)
    }
}
