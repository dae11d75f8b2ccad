import KilnMeasure
import KilnTree

struct Resolver {
    let options: LayoutOptions
    /// Names radio groups uniquely and deterministically within the page.
    let controlNames = PageNames(prefix: "k-r")
    /// Gives each chart on the page its own id prefix.
    let chartNames = PageNames(prefix: "k-ch")
    /// Names the SVG filters of effects CSS has no function for (`brightness`, `colorMultiply` …).
    let filterNames = PageNames(prefix: "k-fx")
    /// Gives each canvas drawing on the page its own id prefix (gradients, clips, filters, glyphs).
    let canvasNames = PageNames(prefix: "k-cv")
    let problems = LayoutProblems()
    /// How many shapes and symbols the page drew, so that a page with fewer than two skips `SharedDrawings`.
    let shapeCount = ShapeCount()
    /// Whether a view on the page ignores the safe area.
    let safeArea = SafeAreaUse()
    /// The font, weight and italics the page's CSS gives text where the pass stands.
    let textScope = TextScope()
    /// The height a background or overlay's view is offered, where its host's is known.
    let layerHeight = LayerHeight()
    /// Names each search field's suggestion list.
    let searchNames = PageNames(prefix: "k-sg")
    /// The page's pictures, in order: all but the first load lazily.
    let images = PageImages()
    /// Which field is focused when the page loads (one per page).
    let focus = PageFocus()
    /// The scripts the page's views opted into (search filtering, the share sheet).
    let scripts = PageScripts()
    /// Ends a build whose layout code never returns.
    let watchdog = LayoutWatchdog.shared
    /// The styles of the page's fixed-frame wrappers, made once each.
    let frameStyles = FrameStyles()
    /// The styles of the page's stacks, made once each.
    let stackStyles = StackStyles()
    /// The styles elements end with once placed, made once each.
    let placedStyles = PlacedStyles()

    /// `growFactor`: the share of its stack's free room the view takes when it fills it, against
    /// its siblings' (`Node.growFactors`, from their layout priorities).
    func resolve(_ node: Node, in container: Container, context parent: ResolveContext, growFactor: Double = 1) -> (element: Element, placement: BoxPlan) {
        withUnsafePointer(to: node) { resolve(at: $0, in: container, context: parent, growFactor: growFactor) }
    }

    /// Resolves nodes the pass is given to keep (`LayoutPass.resolvePage(releasing:)`): each
    /// stack frees its children's subtrees as soon as they are laid out, so that the elements
    /// made next take the memory the nodes held. Built beside the whole node tree, the element
    /// tree took memory the allocator had handed back to the system after the last page and had
    /// to fault in again (on the 1,000-row page, 21 page faults of 74 a render).
    func resolveReleasing(_ nodes: inout [Node], in container: Container, context: ResolveContext) -> [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(nodes.count)
        nodes.withUnsafeMutableBufferPointer { nodes in
            guard let first = nodes.baseAddress else { return }
            for index in nodes.indices {
                elements.append(resolve(at: first + index, in: container, context: context, growFactor: 1, releasing: true).element)
            }
        }
        return elements
    }

    /// Resolves the node at `node`, read where it lies: a node passed on by value was copied
    /// for each call (every field retained, then released), for every view of the page.
    /// `releasing`: the node lies in storage the pass alone holds (`resolveReleasing`), and
    /// nothing reads its subtree once it is resolved.
    private func resolve(
        at node: UnsafePointer<Node>, in container: Container, context parent: ResolveContext, growFactor: Double, releasing: Bool = false
    ) -> (element: Element, placement: BoxPlan) {
        if !node.pointee.modifiers.isEmpty, node.pointee.isSwitch {
            return resolve(node.pointee.modifiersMovedIntoRenderings, in: container, context: parent, growFactor: growFactor)
        }
        var context = parent
        context.offeredSize = parent.layerOffer
        context.layerOffer = nil
        layerHeight.current = layerHeight.next
        layerHeight.next = nil
        // Most views have no modifiers: their content is placed as it is, with no box built to
        // take modifiers (making, moving and freeing one was a tenth of the layout pass).
        if node.pointee.modifiers.isEmpty, Self.hasPlainContent(node) {
            var (element, placement, _) = plainContent(of: node, in: container, context: context, releasing: releasing)
            placement.growFactor = growFactor
            placedStyles.place(&element, placement, in: container)
            return (consume element, consume placement)
        }
        return resolveModified(at: node, in: container, context: context, growFactor: growFactor)
    }

    /// `resolve(at:)` for a view with modifiers, or of a kind `plainContent` does not make. Kept
    /// out of line: inlined, its frame (boxes, plans, contexts) was set up for every plain view too.
    @inline(never)
    private func resolveModified(at node: UnsafePointer<Node>, in container: Container, context: ResolveContext, growFactor: Double) -> (element: Element, placement: BoxPlan) {
        var context = context
        // The modifiers are read where they lie, by index: `for modifier in` copied each (its
        // payload retained) in each of these loops.
        var hasLineLimit = false, shapesText = false
        for index in node.pointee.modifiers.indices {
            switch node.pointee.modifiers[index] {
            case .lineLimit(let limit) where !hasLineLimit:
                context.lineLimit = limit
                hasLineLimit = true
            case .font, .fontWeight, .italic:
                shapesText = true
            default:
                break
            }
            if node.pointee.modifiers[index].boundsHeight { context.hasOpenHeight = false }
        }
        // The font in force is kept beside the context, not in it: the context is copied for every view.
        if shapesText { textScope.enter(node.pointee.modifiers) }
        defer { if shapesText { textScope.leave() } }
        var box = content(of: node, in: container, context: context)
        for index in node.pointee.modifiers.indices {
            if node.pointee.modifiers[index].layerTakesOfferedHeight {
                layerHeight.next = hostHeight(node.pointee, modifiersBefore: index)
            }
            box.apply(node.pointee.modifiers[index], resolver: self, context: context)
        }
        var placement = box.plan
        placement.growFactor = growFactor
        var element = box.takeElement()
        placedStyles.place(&element, placement, in: container)
        // Asked of a node with modifiers only: a property read off the node copied it.
        if !node.pointee.modifiers.isEmpty, let transition = node.pointee.stateTransition {
            element = stateControl(element, node: node.pointee, transition: transition, context: context)
        }
        // Moved out: returned as they were, both were copied and then destroyed.
        return (consume element, consume placement)
    }

    /// Resolves children for a container element, placing each; `growFactors` are theirs, where their layout priorities differ.
    /// `releasing`: the children lie in storage the pass alone holds, and nothing reads their
    /// subtrees once they are resolved: each child's children are freed as soon as it is.
    func children(
        _ nodes: [Node], in container: Container, context: ResolveContext, growFactors: [Double]? = nil, releasing: Bool = false
    ) -> (content: [Element], placements: SiblingPlacements) {
        var content: [Element] = []
        var placements = SiblingPlacements(in: container)
        content.reserveCapacity(nodes.count)
        nodes.withUnsafeBufferPointer { nodes in
            guard let first = nodes.baseAddress else { return }
            for index in nodes.indices {
                let (element, placement) = resolve(
                    at: first + index, in: container, context: context, growFactor: growFactors?[index] ?? 1, releasing: releasing)
                if releasing { UnsafeMutablePointer(mutating: first + index).pointee.children = [] }
                content.append(element)
                placements.append(placement)
            }
        }
        return (content, placements)
    }

    func container(_ context: ResolveContext, hint: ElementName, _ declarations: [(CSSProperty, String)]) -> Element {
        var element = Element(context.isPhrasing ? "span" : "div", classHint: hint)
        for (property, value) in declarations { element.style[property] = value }
        return element
    }

    /// A stack's element, its style made once for the page's stacks of the same axis, alignment and gap.
    private func stackContainer(
        _ context: ResolveContext, hint: ElementName, _ alignment: StackAlignment, gap: Double, _ declarations: () -> [(CSSProperty, String)]
    ) -> Element {
        Element(context.isPhrasing ? "span" : "div", classHint: hint, style: stackStyles.style(StackStyles.Key(alignment: alignment, gap: gap), declarations))
    }

    func content(of node: Node, in parent: Container, context: ResolveContext) -> ModifierBox {
        withUnsafePointer(to: node) { content(of: $0, in: parent, context: context) }
    }

    /// The content of the node at `node`, in a box that modifiers are built onto.
    private func content(of node: UnsafePointer<Node>, in parent: Container, context: ResolveContext) -> ModifierBox {
        guard Self.hasPlainContent(node) else { return otherContent(of: node.pointee, in: parent, context: context) }
        let (element, plan, ordersChildren) = plainContent(of: node, in: parent, context: context)
        return ModifierBox(element, startedPlan: plan, ordersChildren: ordersChildren)
    }

    /// Makes the stack's children array the node's alone (a shared one is copied), for
    /// `children(releasing:)` to change in place; false for a node that is not a stack or has no
    /// children. The node lies in storage the pass alone holds.
    private static func takesChildrenUnshared(_ node: UnsafePointer<Node>) -> Bool {
        switch node.pointee.kind {
        case .vstack, .hstack:
            guard !node.pointee.children.isEmpty else { return false }
            UnsafeMutablePointer(mutating: node).pointee.children.withUnsafeMutableBufferPointer { _ in }
            return true
        default:
            return false
        }
    }

    /// Whether the node is of the kinds most views are, whose content `plainContent` makes.
    private static func hasPlainContent(_ node: UnsafePointer<Node>) -> Bool {
        switch node.pointee.kind {
        case .text, .vstack, .hstack, .spacer: true
        default: false
        }
    }

    /// The content of the kinds most views are (text, stacks, spacers), read where the node lies,
    /// with the plan its box starts from. Not an optional: the two values are large, and moving
    /// them in and out of one cost more than the check (`hasPlainContent`).
    private func plainContent(
        of node: UnsafePointer<Node>, in parent: Container, context: ResolveContext, releasing: Bool = false
    ) -> (element: Element, plan: BoxPlan, ordersChildren: Bool) {
        // A stack frees its children's subtrees as it goes only in storage of its own: made so
        // here, before anything reads the children (a copy shared with another holder is copied).
        let releasing = releasing && Self.takesChildrenUnshared(node)
        switch node.pointee.kind {
        case .text(let runs):
            let element = TextLayout.element(runs, options: options, context: context)
            return (element, ModifierBox.startingPlan(.fixed, level: .content, of: element), false)

        case .vstack(let alignment, let spacing):
            let gaps = Node.stackGaps(node.pointee.children, spacing: spacing, vertical: true)
            let gap = gaps.usual ?? spacing ?? 8
            let element = stackContainer(context, hint: "v", .column(alignment), gap: gap) {
                [(.display, "flex"), (.flexDirection, "column"), (.alignItems, CSSValue.horizontal(alignment)), (.gap, CSSValue.px(max(0, gap)))]
            }
            return stack(element, node.pointee.children, in: .column, aligned: .column(alignment), context: context, gap: gap, gaps: gaps, releasing: releasing)

        case .hstack(let alignment, let spacing):
            let gaps = Node.stackGaps(node.pointee.children, spacing: spacing, vertical: false)
            let gap = gaps.usual ?? spacing ?? 8
            let element = stackContainer(context, hint: "h", .row(alignment), gap: gap) {
                [(.display, "flex"), (.alignItems, CSSValue.vertical(alignment)), (.gap, CSSValue.px(max(0, gap)))]
            }
            return stack(element, node.pointee.children, in: .row, aligned: .row(alignment), context: context, gap: gap, gaps: gaps, releasing: releasing)

        case .spacer(let minLength):
            var placement = BoxPlan(spacerMinLength: minLength ?? 8)
            switch parent {
            case .column: placement.fillsHeight = true
            case .row: placement.fillsWidth = true
            case .cell, .layers:
                placement.fillsWidth = true
                placement.fillsHeight = true
            }
            let element = container(context, hint: "s", [])
            return (element, ModifierBox.startingPlan(placement, level: .content, of: element), false)

        default:
            preconditionFailure("not a kind with plain content: \(node.pointee.kind)")
        }
    }

    /// The content of the kinds `content(of:)` does not read in place.
    private func otherContent(of node: Node, in parent: Container, context: ResolveContext) -> ModifierBox {
        switch node.kind {
        case .text, .vstack, .hstack, .spacer:
            // Not reached: `content(of:)` makes these kinds from the node where it lies.
            return content(of: node, in: parent, context: context)

        case .zstack(let alignment):
            let element = stackContainer(context, hint: "z", .layers(alignment), gap: 0) {
                [(.display, "grid"), (.justifyItems, CSSValue.horizontal(alignment.horizontal)), (.alignItems, CSSValue.vertical(alignment.vertical))]
            }
            var layers = context
            layers.layerOffer = ShapeLayout.fixedSize(node.modifiers, offered: nil)
            let (stacked, plan, ordersChildren) = stack(element, node.children, in: .layers, aligned: .layers(alignment), context: layers)
            return ModifierBox(stacked, startedPlan: plan, ordersChildren: ordersChildren)

        case .divider:
            let across = parent == .row
            var element = Element(context.isPhrasing ? "span" : "hr", classHint: "d")
            if context.isPhrasing { element[attribute: "role"] = "separator" }
            // One device pixel, as SwiftUI's divider is (0.5 point on a 2× screen, Apple's
            // ios/layout/basics frames): 1 px unless the page's stylesheet says the screen's
            // pixels are finer (`--k-hairline`, base.css).
            element.style[across ? .width : .height] = "var(--k-hairline,1px)"
            element.style[.background] = CSSValue.systemColor(.separator, alpha: 1)
            let placement = across ? BoxPlan(fillsHeight: true) : BoxPlan(fillsWidth: true)
            return ModifierBox(element, level: .background, placement: placement)

        case .fill(let paint):
            let element = container(context, hint: "f", [(.background, CSSValue.background(paint.resolvingImages(options)))])
            return ModifierBox(element, level: .background, placement: .shapeLeaf)

        case .shape(let shape, let drawing):
            shapeCount.count += 1
            return ShapeLayout.box(shape, drawing.resolvingImages(options), node: node, problems: problems, context: context)

        case .image(let image):
            if case .symbol = image.source { shapeCount.count += 1 }
            if let name = ImageLayout.unmappedSymbol(image) {
                problems.reportUnmappedSymbol(name, at: node.source)
            }
            return ImageLayout.box(image, options: options, images: images, context: context)

        case .label:
            let inRow = context.inListRow && node.labelIcon != nil
            var element = container(context, hint: "l", [(.display, "flex"), (.alignItems, "center"), (.gap, inRow ? "16px" : "8px")])
            // SwiftUI keeps the title first; the icon is drawn before it. In a list row a symbol icon
            // is at the large image scale (Apple's frames, as below: star 28×27, wifi 29×22).
            var icon = node.labelIcon
            if inRow, var symbol = icon, case .image(var image) = symbol.kind, case .symbol = image.source, image.scale == .medium {
                image.scale = .large
                symbol.kind = .image(image)
                icon = symbol
            }
            var (content, placements) = children([icon, node.labelTitle].compactMap { $0 }, in: .row, context: context)
            if inRow, let icon = content[0].asElement {
                // In a list row the icon is centred in a column 24 points wide, in the tint (or `listItemTint`), and
                // the title starts 40 points in: Apple's frames (iamcgn/swiftui-web
                // Fixtures/Goldens/ios/label/list/frames.json @ 33be5002bbddf8fd6f44ead75f592e35f77aaddf) centre
                // every icon 12 points into the row's content and start every title at 40.
                var iconColumn = container(context, hint: "li", [
                    (.display, "flex"), (.justifyContent, "center"), (.width, "24px"), (.flexShrink, "0"),
                    (.color, CSSValue.color(.tint)),
                ])
                iconColumn.children = [icon]
                content[0] = iconColumn
            }
            element.children = content
            return ModifierBox(element, level: .content, placement: placements.union)

        case .link(let destination):
            var element = Element("a", classHint: "a")
            if let target = options.target(of: destination) {
                element.attributes.append(Element.Attribute("href", target.url, isURL: true))
                if target.isCurrent { element[attribute: "aria-current"] = "page" }
            }
            element.style[.display] = "flex"
            element.style[.alignItems] = "center"
            element.style[.color] = CSSValue.color(.tint)
            return interactive(element, node: node, context: context)

        case .scrollView(let horizontal, let vertical):
            // Growing with its content, a vertical scroll view clips its sides without becoming
            // a scroll container (`clip`, not `hidden`): the page is what scrolls.
            let growsWithContent = vertical && !horizontal && context.hasOpenHeight
            var element = container(context, hint: "sc", [
                (.display, "flex"), (.flexDirection, horizontal && !vertical ? "row" : "column"),
                (.alignItems, "center"),
                (.overflowX, horizontal ? "auto" : growsWithContent ? "clip" : "hidden"),
                (.overflowY, growsWithContent ? "visible" : vertical ? "auto" : "hidden"),
            ])
            // A scroll container is the containing block of what is absolutely placed in it
            // (visually hidden inputs, layers): else those escape its clipping and widen the page.
            if !growsWithContent { element.style[.position] = "relative" }
            var inner = context
            if vertical { inner.hasOpenHeight = true }
            let (content, _) = children(node.children, in: horizontal && !vertical ? .row : .column, context: inner)
            element.children = content
            // A scroll area must be reachable from the keyboard to be scrolled without a pointer
            // (one that grows with its content leaves scrolling to the page).
            if !growsWithContent { element[attribute: "tabindex"] = "0" }
            if node.children.contains(where: \.sizesToContainer) { element.style[.containerType] = "inline-size" }
            if !growsWithContent, node.modifiers.contains(where: { if case .scrollSnaps = $0 { true } else { false } }) {
                element.style[.scrollSnapType] = (horizontal && !vertical ? "x" : "y") + " mandatory"
            }
            // A scroll view takes the space it is offered along the axes it scrolls, and the offered width; a
            // horizontal one is as tall as its content, as in SwiftUI.
            return ModifierBox(element, level: .content, placement: BoxPlan(fillsWidth: true, fillsHeight: vertical, scrollsHeight: vertical))

        case .section:
            return section(node, context: context)

        case .grid(let alignment, let horizontalSpacing, let verticalSpacing):
            return grid(node, alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, context: context)

        case .gridRow(let alignment):
            // A row outside a grid lays its cells out in a row, as an HStack would.
            return content(of: Node(.hstack(alignment: alignment ?? .center, spacing: nil), children: node.children), in: parent, context: context)

        case .lazyGrid(let grid):
            return lazyGrid(node, grid, context: context)

        case .form(let layout):
            return form(node, layout: layout, context: context)

        case .labeledContent:
            return labeledContent(node, context: context)

        case .list(let spec):
            return list(node, spec, context: context)

        case .outlineRow:
            return outlineRow(node, context: context)

        case .control(let control):
            return self.control(control, node: node, context: context)

        case .table(let spec):
            return table(node, spec, context: context)

        case .chart(let spec):
            return chart(node, spec, context: context)

        case .navigationColumn(let bar):
            return navigationColumn(node, bar, context: context)

        case .toolbarItem, .tabItem:
            // Outside their bar or tab view, items show their views (a tab item without its label).
            let views: [Node]
            if case .tabItem = node.kind { views = Array(node.tabItemContent) } else { views = node.children }
            return content(of: Node(.vstack(alignment: .center, spacing: nil), children: views), in: parent, context: context)

        case .splitView(let spec):
            return splitView(node, spec, context: context)

        case .tabView(_, let tabCount):
            return tabView(node, tabCount: tabCount, context: context)

        case .presentation(let presentation):
            return self.presentation(presentation, node: node, context: context)

        case .customLayout(let layout):
            return customLayout(node, layout, in: parent, context: context)

        case .viewThatFits(let horizontal, let vertical):
            return viewThatFits(node, horizontal: horizontal, vertical: vertical, in: parent, context: context)

        case .geometryReader(let content):
            return geometryReader(node, content, context: context)

        case .sizeClassSwitch(let axis, _):
            return sizeClassSwitch(node, axis: axis, in: parent, context: context)
        case .stateIsland(let island):
            return stateIsland(node, island: island, in: parent, context: context)
        case .stateVariants(let variants):
            return stateVariants(node, variants: variants, in: parent, context: context)

        case .safeAreaInset(let edge, let alignment, let spacing):
            return safeAreaInset(node, edge: edge, alignment: alignment, spacing: spacing, in: parent, context: context)

        case .asyncImage:
            return asyncImage(node, context: context)
        case .canvas(let content):
            return canvas(node, content, context: context)

        case .canvasDrawing(let drawing):
            return canvasDrawing(node, drawing, context: context)

        case .search(let field):
            return search(node, field, in: parent, context: context)

        case .shareLink(let item):
            return shareLink(node, item, context: context)

        case .languageLinks(let links):
            return languageLinks(node, links, context: context)

        case .rawHTML(let html):
            // A block the page's width, as an HTML block is in Markdown; what is inside is the author's.
            return ModifierBox(Element("div", classHint: "rh", children: [.raw(html)]), level: .content, placement: BoxPlan(fillsWidth: true))
        }
    }

    /// A stack with its children, drawn in the order of their `zIndex`: where the indexes differ,
    /// the stack is a stacking context of its own, so that they order its children only. A
    /// negative spacing pulls each child over the one before, as in SwiftUI; CSS gaps cannot be
    /// negative. The CSS `gap` is the usual one; where the room between two children differs
    /// (`gaps`: beside a spacer, text over a view), a margin makes up the difference. Children
    /// that set alignment guides are lined up by them. Returns the stack's element, the plan its
    /// box starts from, and whether it orders its children (`ModifierBox.ordersChildren`).
    private func stack(
        _ element: consuming Element, _ nodes: [Node], in container: Container, aligned alignment: StackAlignment, context: ResolveContext,
        gap: Double = 0, gaps: Node.StackGaps? = nil, releasing: Bool = false
    ) -> (element: Element, plan: BoxPlan, ordersChildren: Bool) {
        let growFactors = container == .layers ? nil : Node.growFactors(nodes)
        // Lining children up by their guides measures their subtrees after they are resolved.
        let linesUp = linesUpGuides(nodes, by: alignment)
        let releasing = releasing && !linesUp
        var (content, placements) = children(nodes, in: container, context: context, growFactors: growFactors, releasing: releasing)
        if placements.fillsAlongAxisOnlyToMaxima {
            for (index, maximum) in placements.boundedAlongAxis {
                content.changeElement(at: index) { $0.growToMaximum(maximum, in: container) }
            }
            placements.stopFillingAlongAxis()
        }
        placements.keepChildrenWidths(rowGaps: container == .row ? gaps?.total ?? 0 : nil)
        if linesUp { alignGuides(&element, &content, nodes: nodes, by: alignment, context: context) }
        // Where every gap is the CSS gap, no child needs a margin.
        if let gaps, !gaps.isUniform || gaps.usual.map({ $0 != max(0, gap) }) ?? false {
            let margin: CSSProperty = container == .row ? .marginInlineStart : .marginBlockStart
            for index in content.indices.dropFirst() {
                // The spacing SwiftUI wants between two children, and the gap the CSS puts there.
                let shift = gaps[index - 1] - max(0, gap)
                if shift != 0 { content.changeElement(at: index) { $0.style[margin] = CSSValue.px(shift) } }
            }
        }
        if container == .layers { drawLaterLayersAbove(&content) }
        let ranks = placements.drawingRanks
        if let ranks {
            for (index, rank) in ranks.enumerated() {
                if let rank { content.changeElement(at: index) { $0.style[.zIndex] = String(rank) } }
            }
            element.style[.isolation] = "isolate"
        }
        element.children = content
        let plan = ModifierBox.startingPlan(placements.union, level: .content, of: element)
        return (consume element, plan, ranks != nil)
    }

    /// A ZStack draws its layers in their order. CSS draws a layer that is a stacking context of
    /// its own (a clip path, an effect) with positioned boxes, after every plain box, so a plain
    /// layer after it would be hidden under it (a title on a card with continuous corners): each
    /// later layer gets `z-index: 0` and is drawn in the same step, in order.
    private static let stackingProperties: [CSSProperty] = [
        .clipPath, .opacity, .transform, .filter, .mask, .mixBlendMode, .isolation, .backdropFilter, .position, .zIndex,
    ]

    private func drawLaterLayersAbove(_ layers: inout [Element]) {
        guard let first = layers.dropLast().firstIndex(where: { layer in
            guard let element = layer.asElement else { return false }
            return Self.stackingProperties.contains { element.style.declares($0) }
        }) else { return }
        for index in layers.indices.dropFirst(first + 1) {
            layers.changeElement(at: index) { layer in
                if !layer.style.declares(.zIndex), !layer.style.declares(.position) { layer.style[.zIndex] = "0" }
            }
        }
    }

    /// Buttons and links hold phrasing content only, laid out as a row.
    func interactive(_ element: Element, node: Node, context: ResolveContext) -> ModifierBox {
        var element = element
        var inner = context
        inner.isPhrasing = true
        let (content, placements) = children(node.children, in: .row, context: inner)
        element.children = content
        return ModifierBox(element, level: .content, placement: placements.union)
    }
}
