import KilnTree

/// SwiftUI's `sizeThatFits` for the views Kiln renders, computed at build time as the browser
/// lays out Kiln's own CSS for them: text measured with the metric-compatible faces' advances
/// and broken into lines as Chromium breaks it, stacks distributed as CSS flexbox distributes
/// the flex values the layout pass writes. Where the browser's answer cannot be known (an image
/// of unknown size, a font of unknown metrics, a view it does not cover yet) it says why.
package struct SizeEngine: Sendable {
    /// The natural sizes of image assets, by name.
    package var imageSizes: [String: ImageSize]

    package init(imageSizes: [String: ImageSize] = [:]) {
        self.imageSizes = imageSizes
    }

    /// The node's size where a column (a page, a `VStack`) of `proposal`'s width offers it room:
    /// the width it takes of it, and its height (where the proposal's height is nil, as tall as
    /// its content; else a view that fills its height takes it). An unspecified width gives the
    /// ideal size: the view's max-content width (text on one line).
    package func sizeThatFits(_ node: Node, proposal: SizeProposal, context: MeasureContext = MeasureContext()) throws(Unmeasurable) -> LayoutSize {
        let sizing = try sizing(of: node, in: .column, context: context)
        let width = sizing.width(offered: proposal.width)
        return LayoutSize(width: width, height: sizing.heightInColumn(width: width, offered: proposal.height))
    }

    /// `sizeThatFits`, or nil with the reason reported to `unknown`.
    package func sizeThatFits(
        _ node: Node, proposal: SizeProposal, context: MeasureContext = MeasureContext(), unknown: (Unmeasurable) -> Void
    ) -> LayoutSize? {
        do {
            return try sizeThatFits(node, proposal: proposal, context: context)
        } catch {
            unknown(error)
            return nil
        }
    }

    /// How the node's width can vary: its min-content width (text broken as narrow as the
    /// browser breaks it), its ideal (max-content) width, and its maximum (infinity where it fills
    /// what it is offered).
    package func widthRange(_ node: Node, context: MeasureContext = MeasureContext()) throws(Unmeasurable) -> WidthRange {
        let sizing = try sizing(of: node, in: .column, context: context)
        if let width = sizing.definiteWidth { return WidthRange(minimum: width, ideal: width, maximum: width) }
        let maximum = sizing.plan.fillsWidth ? (sizing.plan.bounds.maxWidth ?? .infinity) : sizing.maxContent
        return WidthRange(minimum: sizing.minContent, ideal: sizing.maxContent, maximum: maximum)
    }

    /// The plan of the node's box as the root of a page (a column's child), as the engine
    /// measures it; the layout pass writes the same plan (`LayoutPass.plan(of:)`).
    package func plan(of node: Node, context: MeasureContext = MeasureContext()) throws(Unmeasurable) -> BoxPlan {
        try sizing(of: node, in: .column, context: context).plan
    }

    /// The kind of box a node sits in, which decides which axes a spacer or divider takes.
    enum Container { case column, row, layers }

    func sizing(of node: Node, in container: Container, context parent: MeasureContext) throws(Unmeasurable) -> Sizing {
        let context = parent.entering(node.modifiers)
        var sizing = try content(of: node, in: container, context: context)
        for modifier in node.modifiers { try sizing.apply(modifier) }
        if container == .row, case .shape(.circle, _) = node.kind, sizing.plan.fillsWidth && sizing.plan.fillsHeight {
            // The layout pass makes it a square of the row's height (`Placement.isSquareInRow`).
            throw Unmeasurable("a circle in a row is as wide as the row is tall, which the engine does not know")
        }
        return sizing
    }

    func children(_ nodes: [Node], in container: Container, context: MeasureContext) throws(Unmeasurable) -> [Sizing] {
        var result: [Sizing] = []
        for node in nodes { result.append(try sizing(of: node, in: container, context: context)) }
        return result
    }

    private func content(of node: Node, in container: Container, context: MeasureContext) throws(Unmeasurable) -> Sizing {
        switch node.kind {
        case .text(let runs):
            return try TextSizing.sizing(runs, context: context)
        case .vstack(_, let spacing):
            let gaps = Node.stackGaps(node.children, spacing: spacing, vertical: true).total
            let children = try children(node.children, in: .column, context: context)
            return Stacks.column(children, gaps: gaps).keeping(children, rowGaps: nil)
        case .hstack(_, let spacing):
            let gaps = Node.stackGaps(node.children, spacing: spacing, vertical: false).total
            let children = try children(node.children, in: .row, context: context)
            return Stacks.row(children, gaps: gaps).keeping(children, rowGaps: gaps)
        case .zstack:
            let children = try children(node.children, in: .layers, context: context)
            return Stacks.layers(children).keeping(children, rowGaps: nil)
        case .label:
            let parts = [node.labelIcon, node.labelTitle].compactMap { $0 }
            return Stacks.row(try children(parts, in: .row, context: context), gaps: 8 * Double(max(0, parts.count - 1)))
        case .spacer(let minLength):
            return spacer(minLength: minLength ?? 8, in: container)
        case .divider:
            // One device pixel (`--k-hairline`): 1 at the corpus's scale of 1.
            if container == .row {
                var line = Sizing(minContent: 1, maxContent: 1, plan: BoxPlan(fillsHeight: true, level: .background)) { _ in 0 }
                line.definiteWidth = 1
                return line
            }
            var line = Sizing(minContent: 0, maxContent: 0, plan: BoxPlan(fillsWidth: true, level: .background)) { _ in 0 }
            line.definiteHeight = 1
            return line
        case .fill:
            // Drawn as the box's background, so padding goes on a box around it (`ModifierBox`'s levels).
            return .leaf(.shapeLeaf, drawnTo: .background)
        case .shape:
            return .leaf(.shapeLeaf, drawnTo: .border)
        case .geometryReader, .canvas:
            return .leaf(.flexibleLeaf)
        case .canvasDrawing(let drawing):
            return .fixed(width: drawing.width, height: drawing.height)
        case .image(let image):
            return try self.image(image, context: context)
        case .control(let control):
            return try self.control(control, node, context: context)
        case .customLayout(let layout):
            return try customLayout(layout, node, context: context)
        default:
            throw Unmeasurable("\(node.kindName) is not measured yet")
        }
    }

    private func spacer(minLength: Double, in container: Container) -> Sizing {
        switch container {
        case .column:
            return .leaf(BoxPlan(fillsHeight: true, spacerMinLength: minLength))
        case .row:
            return Sizing(minContent: minLength, maxContent: minLength, plan: BoxPlan(fillsWidth: true, spacerMinLength: minLength)) { _ in 0 }
        case .layers:
            return .leaf(BoxPlan(fillsWidth: true, fillsHeight: true, spacerMinLength: minLength))
        }
    }

    private func image(_ image: ImageContent, context: MeasureContext) throws(Unmeasurable) -> Sizing {
        switch image.source {
        case .asset(let name):
            if image.isResizable { return .leaf(.stretchedLeaf) }
            guard let size = imageSizes[name] else { throw Unmeasurable("the image \"\(name)\" has no known size") }
            // HTML's width and height attributes are whole numbers.
            return .fixed(width: size.width.rounded(), height: size.height.rounded())
        case .symbol(let name):
            // The box its icon inks, in ems of the font, scaled by `imageScale` (ImageLayout's CSS).
            if image.isResizable { return .leaf(.stretchedLeaf, drawnTo: .border) }
            let size = SymbolInk.box(named: name).size(scale: image.scale)
            var icon = Sizing.fixed(width: context.font.size * size.width, height: context.font.size * size.height)
            icon.plan.keepsWidth = true
            icon.plan.level = .border
            return icon
        case .url:
            if image.isResizable { return .leaf(.stretchedLeaf) }
            throw Unmeasurable("an AsyncImage's image has no size until the reader's browser loads it")
        }
    }
}

extension Node {
    /// The kind's name for a diagnostic.
    package var kindName: String {
        let described = String(describing: kind)
        return String(described.prefix { $0 != "(" })
    }
}
