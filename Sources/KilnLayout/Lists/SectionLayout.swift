import KilnTree

extension Resolver {
    /// A section outside a form or list: its header, content and footer in a column, as
    /// SwiftUI shows a section in a plain stack.
    func section(_ node: Node, context: ResolveContext) -> ModifierBox {
        var element = Element(context.isPhrasing ? "span" : "section", classHint: "sec")
        element.style[.display] = "flex"
        element.style[.flexDirection] = "column"
        element.style[.gap] = "8px"
        let (content, placements) = children(node.children, in: .column, context: context)
        element.children = content
        return ModifierBox(element, level: .content, placement: placements.union)
    }
}
