import KilnTree

extension SizeEngine {
    /// A button: a flex row of its label around which a bordered look pads, at the control
    /// size's text size. Other controls are drawn by the browser's own widgets, not measured yet.
    func control(_ control: Control, _ node: Node, context: MeasureContext) throws(Unmeasurable) -> Sizing {
        guard case .button(_, let look) = control.kind else { throw Unmeasurable("\(node.kindName) controls other than buttons are not measured yet") }
        var inner = context
        if let size = control.size.textSize {
            inner.font.lineHeight *= size / inner.font.size
            inner.font.size = size
        }
        // The button's content is phrasing laid out in a row without gaps.
        var sizing = Stacks.row(try children(node.children, in: .row, context: inner), gaps: 0)
        // A `<button>`, which holds no layers of its own.
        sizing.plan.hostsLayers = false
        if look.paintsBackground {
            sizing.plan.level = .background
            let padding = control.size.borderedButtonPadding
            sizing.grow(by: EdgeInsets(top: padding.vertical, leading: padding.horizontal, bottom: padding.vertical, trailing: padding.horizontal))
        }
        return sizing
    }
}
