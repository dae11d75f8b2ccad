import KilnMeasure
import KilnTree

extension Resolver {
    /// A `Form`. Grouped: an inset grouped list of rows whose controls put their labels leading
    /// and values trailing. Columns: one grid of two columns, labels trailing-aligned in the
    /// first, controls and unlabelled views in the second, sections divided by a rule.
    func form(_ node: Node, layout: FormLayout, context: ResolveContext) -> ModifierBox {
        var inner = context
        inner.formRows = layout == .grouped ? .grouped : .columns
        let groups = RowGroup.groups(of: node.children)
        guard layout == .columns else {
            let builder = RowGroupBuilder(resolver: self, appearance: .of(.insetGrouped), context: inner, isList: false)
            return scrollingRows(builder.element(hint: "fm", groups: groups), context: context)
        }
        var form = container(context, hint: "fc", [
            (.display, "grid"), (.gridTemplateColumns, "max-content minmax(0,1fr)"), (.gap, "8px"),
            (.alignItems, "baseline"), (.padding, "20px"),
        ])
        for (index, group) in groups.enumerated() {
            if index > 0 {
                var rule = Element("hr", classHint: "d")
                rule.style[.gridColumn] = "1/-1"
                rule.style[.height] = "1px"
                rule.style[.margin] = "6px 0"
                rule.style[.background] = CSSValue.systemColor(.separator, alpha: 1)
                form.children.append(rule)
            }
            if let header = group.header {
                var element = resolve(header, in: .cell, context: inner).element
                element.style[.gridColumn] = "1/-1"
                element.style[.fontWeight] = "600"
                form.children.append(element)
            }
            for row in group.rows {
                var element = resolve(row, in: .cell, context: inner).element
                // Views without a label of their own line up with the controls.
                element.changeBox { box in
                    if !box.style.declares(.gridColumn) { box.style[.gridColumn] = "2" }
                }
                form.children.append(element)
            }
            if let footer = group.footer {
                var element = resolve(footer, in: .cell, context: inner).element
                element.style[.gridColumn] = "2"
                element.style[.fontSize] = CSSValue.rem(13)
                element.style[.color] = "var(--k-secondary)"
                form.children.append(element)
            }
        }
        return ModifierBox(form, level: .content, placement: BoxPlan(fillsWidth: true))
    }

    /// `LabeledContent`: the label beside its content.
    func labeledContent(_ node: Node, context: ResolveContext) -> ModifierBox {
        let parts = node.labeledContentParts
        let label = resolve(parts.label, in: .row, context: context).element
        let content = resolve(parts.content, in: .row, context: context).element
        return labeledRow(label: label, control: content, context: context)
    }
}
