import KilnLayout
import KilnTestSupport
import KilnTree

/// Hand-built nodes and the outline of what layout resolves them to.
enum Fixture {
    static func text(_ string: String) -> Node {
        textNode(string)
    }

    static func vstack(_ children: [Node], alignment: HorizontalAlignment = .center, spacing: Double? = nil) -> Node {
        Node(.vstack(alignment: alignment, spacing: spacing), children: children)
    }

    static func hstack(_ children: [Node], alignment: VerticalAlignment = .center, spacing: Double? = nil) -> Node {
        Node(.hstack(alignment: alignment, spacing: spacing), children: children)
    }

    static func control(_ kind: Control.Kind, _ children: [Node]) -> Node {
        Node(.control(Control(kind)), children: children)
    }

    /// The page's resolved elements as `ElementDump` writes them.
    static func layout(_ nodes: Node...) -> String {
        ElementDump.dump(LayoutPass.resolvePage(nodes).elements)
    }
}
