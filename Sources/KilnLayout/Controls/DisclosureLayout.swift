import KilnMeasure
import KilnTree

extension Resolver {
    /// A disclosure group: `<details>` (open when expanded) whose `<summary>` is the label.
    /// A label holding a control (the seed's "All Decorations" toggle) cannot sit inside the
    /// summary, which is interactive itself: it floats beside a summary that holds only the
    /// disclosure chevron, named by the label's text.
    func disclosureGroup(_ node: Node, isExpanded: Bool, context: ResolveContext) -> ModifierBox {
        let label = label(of: node)
        var details = Element(context.isPhrasing ? "span" : "details", classHint: "dg")
        details[attribute: "class"] = "k-disc"
        if isExpanded { details[attribute: "open"] = "" }
        var summary = Element("summary", classHint: "su")
        summary.style[.display] = "flex"
        summary.style[.alignItems] = "center"
        summary.style[.justifyContent] = "space-between"
        summary.style[.gap] = "8px"
        summary.style[.cursor] = "pointer"
        var content = container(context, hint: "dc", [(.display, "flex"), (.flexDirection, "column"), (.gap, "8px"), (.paddingTop, "8px")])
        content.children = children(Array(node.disclosureContent), in: .column, context: context).content
        let interactiveLabel = label.containsInteractiveContent
        if interactiveLabel {
            var name = Element("span", classHint: "sr", children: [.text(label.plainText)])
            name[attribute: "class"] = "k-sr"
            summary.children = [name]
            summary.style[.justifyContent] = "end"
            summary.style[.minHeight] = "31px"
            content.style[.clear] = "both"
        } else {
            summary.children = [phrasing(label, context: context)]
        }
        details.children = [summary, content]
        guard interactiveLabel else {
            return ModifierBox(details, level: .content, placement: BoxPlan(fillsWidth: true))
        }
        var floating = resolve(label, in: .row, context: context).element
        floating.changeBox { box in
            box.style[.float] = "left"
            // Leaves the chevron at the end of the row free to be clicked.
            box.style[.width] = "calc(100% - 40px)"
        }
        var group = container(context, hint: "dgw", [(.display, "flow-root")])
        group.children = [floating, details]
        return ModifierBox(group, level: .content, placement: BoxPlan(fillsWidth: true))
    }

    /// Related controls in a row, grouped for assistive technology.
    func controlGroup(_ node: Node, context: ResolveContext) -> ModifierBox {
        // One joined control, as SwiftUI draws it: the base stylesheet (k-cgroup) rounds the
        // group, squares its buttons' corners and divides them with hairlines.
        var group = container(context, hint: "cg", [(.display, "flex"), (.alignItems, "stretch")])
        group[attribute: "class"] = "k-cgroup"
        group[attribute: "role"] = "group"
        let (content, placements) = children(node.children, in: .row, context: context)
        group.children = content
        return ModifierBox(group, level: .content, placement: placements.union)
    }
}
