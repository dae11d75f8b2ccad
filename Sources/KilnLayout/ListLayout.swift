import KilnTree

extension Resolver {
    /// A `List`: a `ul` of rows per section in the look of its style. It takes the width offered.
    func list(_ node: Node, _ spec: ListSpec, context: ResolveContext) -> ModifierBox {
        var builder = RowGroupBuilder(
            resolver: self, appearance: .of(spec.style), context: context, isList: true, selection: spec.selection)
        builder.alternatesRowBackgrounds = spec.alternatesRowBackgrounds
        let element = builder.element(hint: "ls", groups: RowGroup.groups(of: node.children))
        return ModifierBox(element, level: .content, placement: Placement(fillsWidth: true))
    }

    /// An `OutlineGroup` outside a list: the same disclosure rows, in a plain list.
    func outlineRow(_ node: Node, context: ResolveContext) -> ModifierBox {
        list(Node(.list(ListSpec(style: .plain)), children: [node]), ListSpec(style: .plain), context: context)
    }
}
