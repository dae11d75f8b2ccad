import KilnMeasure
import KilnTree

extension Resolver {
    /// A `List`: a `ul` of rows per section in the look of its style, scrolling its rows.
    func list(_ node: Node, _ spec: ListSpec, context: ResolveContext) -> ModifierBox {
        var appearance = RowGroupAppearance.of(spec.style)
        if let spacing = spec.rowSpacing, spacing > 0 { appearance.rowSpacing = spacing }
        // A section's spacing runs from one card's bottom to 10 points above the next header, as
        // Apple's frames measure `listSectionSpacing(30)` (40 from the card to the header:
        // iamcgn/swiftui-web Fixtures/Goldens/ios/list/spacing @ 8d46be3ba8b4b3f1917ce49bc4382ba2240c8c05).
        if let spacing = spec.sectionSpacing { appearance.groupSpacing = max(0, spacing) + 10 }
        var builder = RowGroupBuilder(resolver: self, appearance: appearance, context: context, isList: true, selection: spec.selection)
        builder.alternatesRowBackgrounds = spec.alternatesRowBackgrounds
        return scrollingRows(builder.element(hint: "ls", groups: RowGroup.groups(of: node.children)), context: context)
    }

    /// A list or grouped form scrolls its rows as a vertical scroll view does: it takes the width
    /// and the height it is offered (in a 320×400 window SwiftUI's are 320×400; Apple's frames,
    /// iamcgn/swiftui-web Fixtures/Goldens/ios/form/basic and ios/dark/list @
    /// 33be5002bbddf8fd6f44ead75f592e35f77aaddf) and scrolls inside it; in a column of open height
    /// (a page) it is as tall as its rows and the page scrolls.
    /// Bounded, the rows scroll in a box of their own around them, which has no padding: a bar
    /// that `safeAreaInset` sticks to its edge sits at the edge, not the rows' padding away.
    func scrollingRows(_ element: consuming Element, context: ResolveContext) -> ModifierBox {
        let placement = BoxPlan(fillsWidth: true, fillsHeight: true, scrollsHeight: true)
        guard !context.hasOpenHeight else { return ModifierBox(element, level: .content, placement: placement) }
        var rows = element
        rows.style[.flex] = "1 0 auto"
        var scroller = container(context, hint: "rs", [
            (.display, "flex"), (.flexDirection, "column"), (.overflowX, "hidden"), (.overflowY, "auto"),
            // The containing block of what is placed absolutely in it, as a scroll view's.
            (.position, "relative"),
        ])
        // Reachable from the keyboard, to be scrolled without a pointer.
        scroller[attribute: "tabindex"] = "0"
        scroller.children = [rows]
        return ModifierBox(scroller, level: .content, placement: placement)
    }

    /// An `OutlineGroup` outside a list: the same disclosure rows, in a plain list.
    func outlineRow(_ node: Node, context: ResolveContext) -> ModifierBox {
        list(Node(.list(ListSpec(style: .plain)), children: [node]), ListSpec(style: .plain), context: context)
    }
}
