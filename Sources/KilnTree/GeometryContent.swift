/// A `GeometryReader`'s content, built for a size: the reader's views depend on a size only the
/// layout stage can give, so lowering hands it the content's builder instead of the views.
package struct GeometryContent: Sendable {
    /// The views built for a size, with what their lowering reported.
    package struct Lowered: Sendable {
        package var nodes: [Node]
        package var diagnostics: [Diagnostic]

        package init(nodes: [Node], diagnostics: [Diagnostic]) {
            self.nodes = nodes
            self.diagnostics = diagnostics
        }
    }

    package let build: @Sendable (LayoutSize) -> Lowered

    package init(build: @escaping @Sendable (LayoutSize) -> Lowered) {
        self.build = build
    }
}
