import KilnTree

/// A view lowered once per size class shows the rendering for the reader's viewport. Both
/// renderings are on the page, each in a wrapper of the base stylesheet (`k-compact` and
/// `k-regular` for the horizontal class, `k-vcompact` and `k-vregular` for the vertical one) that
/// a media query shows as `display: contents` (so the views inside lay out in the parent's flex or
/// grid as if unwrapped) or hides as `display: none` (which also takes it out of the accessibility
/// tree). Breakpoints, in Templates/base.css: compact below 700 px of width (a phone, upright or on
/// its side, and narrow windows; an iPad's full screen is regular), as the split view and tab bar
/// collapse; vertically compact below 500 px of height (a phone on its side).
extension Resolver {
    func sizeClassSwitch(_ node: Node, axis: SizeClassAxis, in parent: Container, context: ResolveContext) -> ModifierBox {
        guard let (compact, regular) = node.sizeClassRenderings else { preconditionFailure("not a size-class switch") }
        let classes = axis == .horizontal ? ("k-compact", "k-regular") : ("k-vcompact", "k-vregular")
        // Each rendering's views are placed for the parent: the wrappers take no box of their own.
        let (compactContent, compactPlacements) = children(Array(compact), in: parent, context: context)
        let (regularContent, regularPlacements) = children(Array(regular), in: parent, context: context)
        var element = Element(context.isPhrasing ? "span" : "div", classHint: "sw")
        element.addClass("k-sizeclass")
        element.children = [
            wrapper(compactContent, class: classes.0, context: context),
            wrapper(regularContent, class: classes.1, context: context),
        ]
        // What the parent learns of its child: either rendering may show.
        return ModifierBox(element, level: .content, placement: (compactPlacements + regularPlacements).union)
    }

    private func wrapper(_ content: [Element], class name: String, context: ResolveContext) -> Element {
        var wrapper = Element(context.isPhrasing ? "span" : "div", classHint: "sw", children: content)
        wrapper.addClass(name)
        return wrapper
    }
}

extension Node {
    /// Whether the node holds renderings of which the page shows one (a size-class switch, a
    /// state island), in wrappers that take no box of their own.
    var isSwitch: Bool {
        switch kind {
        case .sizeClassSwitch, .stateIsland, .stateVariants: true
        default: false
        }
    }

    /// A switch with its modifiers moved onto each view of its renderings, where they
    /// would be had the view not been lowered per class (a modifier applies to each view of a
    /// group); its wrappers take no box to apply them to.
    var modifiersMovedIntoRenderings: Node {
        var moved = self
        for index in moved.children.indices { moved.children[index].modifiers += modifiers }
        moved.modifiers = []
        return moved
    }
}
