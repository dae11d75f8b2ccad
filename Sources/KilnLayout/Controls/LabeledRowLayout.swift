import KilnMeasure
import KilnTree

extension Resolver {
    /// A control (or `LabeledContent`) shown with its label beside it. As SwiftUI does in a
    /// grouped form and in iOS stacks, the label is leading and the control trailing across the
    /// row; in a `.columns` form the row joins the form's two grid columns (labels trailing-
    /// aligned in the first, controls in the second), so every label lines up.
    func labeledRow(label: Element, control: Element, context: ResolveContext) -> ModifierBox {
        var label = label
        var control = control
        var row = Element(context.isPhrasing ? "span" : "div", classHint: "lr")
        if label.isVisuallyHidden {
            // `labelsHidden()`: the control alone, as large as itself; its label still names it.
            row.style[.display] = "flex"
            row.style[.alignItems] = "center"
            row.children = [label, control]
            return ModifierBox(row, level: .content, placement: .fixed)
        }
        if context.formRows == .columns {
            row.style[.display] = "grid"
            row.style[.gridColumn] = "1/-1"
            row.style[.gridTemplateColumns] = "subgrid"
            row.style[.alignItems] = "baseline"
            label.style[.justifySelf] = "end"
            label.style[.textAlign] = "end"
            control.style[.justifySelf] = "start"
        } else {
            row.style[.display] = "flex"
            row.style[.alignItems] = "center"
            row.style[.justifyContent] = "space-between"
            row.style[.gap] = "16px"
            control.style[.textAlign] = "end"
            // The label keeps its words whole and the control gives way, as SwiftUI breaks a label
            // between words ("Date" over a narrow row stays one word; the page's anywhere breaks it).
            label.style[.overflowWrap] = "break-word"
            // A value keeps its words whole too: SwiftUI gives the less flexible side its width
            // first, so "357" beside a long label stays one word (the page's anywhere broke it).
            control.style[.overflowWrap] = "break-word"
        }
        row.children = [label, control]
        return ModifierBox(row, level: .content, placement: BoxPlan(fillsWidth: true))
    }
}
