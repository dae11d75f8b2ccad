import KilnMeasure
import KilnTree

/// A custom `Layout`, run at build time: the user's `sizeThatFits` and `placeSubviews` are
/// evaluated across the widths the container can be offered (`WidthBandFitter` says which), with each subview measured by the
/// size engine as the browser will draw it. Where the answers do not depend on the width the
/// container is a box of that size with its subviews absolutely positioned; otherwise it is a
/// size container whose subviews' positions change with container queries, band by band.
extension Resolver {
    /// Bands a layout may have before Kiln merges the narrowest: each costs a rule per subview.
    static let customLayoutBandLimit = 24

    func customLayout(_ node: Node, _ layout: any CustomLayoutRunner, in parent: Container, context: ResolveContext) -> ModifierBox {
        let subviews = node.children.map { MeasuredSubview($0, engine: sizeEngine, context: measureContext(context)) }
        if let unknown = subviews.lazy.compactMap(\.unmeasurable).first {
            return columnFallback(node, context: context, because: "its subviews' sizes cannot be known at build time (\(unknown))", name: layout.typeName)
        }
        let run = CustomLayoutRun(layout: layout, subviews: subviews, height: offeredHeight(node), source: node.source)
        // Looked at every 8 px, searched where the placement changes.
        let fitter = WidthBandFitter(skip: 8, evaluate: run.answers(width:))
        let fitted: [WidthBandFit]
        do {
            fitted = try watchdog.watch(layout.typeName, at: node.source) { try fitter.bands() }
        } catch let problem as LayoutRunProblem {
            problems.report([problem.diagnostic])
            return column(of: node, context: context)
        } catch {
            preconditionFailure("a layout run throws only its problems")
        }
        let bands = limited(fitted, at: node.source) { count, kept in
            "\(layout.typeName) places its subviews differently at \(count) ranges of widths; Kiln keeps \(kept), so between some widths the placement is the nearest kept one's"
        }
        let children = node.children.map { resolve($0, in: .column, context: context).element }
        return CustomLayoutElements(bands: bands, children: children, parent: parent, context: context).box(resolver: self)
    }

    var sizeEngine: SizeEngine { SizeEngine(imageSizes: options.imageSizes) }

    /// The font, weight and line limit the page's CSS gives text here.
    func measureContext(_ context: ResolveContext) -> MeasureContext {
        var measure = textScope.current
        measure.lineLimit = context.lineLimit
        return measure
    }

    /// The height a container is offered: its own fixed frame's, else its host's when it is a
    /// layer and that is known. Read before the container's children are resolved.
    func offeredHeight(_ node: Node) -> Double? {
        if case .frame(_, let height?, _) = node.modifiers.first { return height }
        return layerHeight.current
    }

    /// The views in a column, with a warning saying why.
    func columnFallback(_ node: Node, context: ResolveContext, because reason: String, name: String) -> ModifierBox {
        problems.report([Diagnostic(.warning, "\(name) is shown as a column: \(reason)", at: node.source)])
        return column(of: node, context: context)
    }

    /// A container's views as a `VStack` shows them, where its own layout cannot be drawn.
    private func column(of node: Node, context: ResolveContext) -> ModifierBox {
        content(of: Node(.vstack(alignment: .center, spacing: nil), children: node.children), in: .column, context: context)
    }

    /// At most `customLayoutBandLimit` bands: beyond it the narrowest are merged and the page
    /// gets the warning `message(count, kept)`.
    func limited(_ bands: [WidthBandFit], at site: CallSite?, message: (Int, Int) -> String) -> [WidthBandFit] {
        guard bands.count > Self.customLayoutBandLimit else { return bands }
        problems.report([Diagnostic(.warning, message(bands.count, Self.customLayoutBandLimit), at: site)])
        return WidthBandFitter.merged(bands, limit: Self.customLayoutBandLimit)
    }
}

/// A bad answer from the user's layout, reported at the user's line.
struct LayoutRunProblem: Error {
    var diagnostic: Diagnostic
}

/// One custom layout evaluated at a proposal width: its size, then each subview's frame in
/// its bounds (left, top, width, height), as one list of numbers for the band fitter.
struct CustomLayoutRun {
    let layout: any CustomLayoutRunner
    let subviews: [MeasuredSubview]
    let proxies: [LayoutSubviewProxy]
    let height: Double?
    let source: CallSite?

    init(layout: any CustomLayoutRunner, subviews: [MeasuredSubview], height: Double?, source: CallSite?) {
        self.layout = layout
        self.subviews = subviews
        self.proxies = subviews.map(\.proxy)
        self.height = height
        self.source = source
    }

    func answers(width: Double) throws(LayoutRunProblem) -> [Double] {
        let proposal = SizeProposal(width: width, height: height)
        let (size, placements) = layout.sizeAndPlacements(proposal, subviews: proxies)
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw problem(
                "\(layout.typeName).sizeThatFits returned \(describe(size.width))×\(describe(size.height)) for a proposal \(describe(width)) wide: a layout's size must be finite and not negative",
                at: source)
        }
        var answers = [size.width, size.height]
        answers.reserveCapacity(2 + 4 * subviews.count)
        for (index, subview) in subviews.enumerated() {
            // A subview the layout did not place is centred in its bounds at its ideal size, as SwiftUI does.
            let placement = placements[index] ?? SubviewPlacement(x: size.width / 2, y: size.height / 2, anchorX: 0.5, anchorY: 0.5, proposal: .unspecified)
            guard placement.x.isFinite, placement.y.isFinite else {
                throw problem(
                    "\(layout.typeName) placed subview \(index + 1) at (\(describe(placement.x)), \(describe(placement.y))): a position must be a finite number",
                    at: placement.source ?? source)
            }
            let frame = subview.size(for: placement.proposal)
            guard frame.width.isFinite, frame.height.isFinite else {
                throw problem(
                    "\(layout.typeName) proposed \(describe(placement.proposal)) to subview \(index + 1), which takes all it is offered: its size would be infinite",
                    at: placement.source ?? source)
            }
            answers.append(placement.x - placement.anchorX * frame.width)
            answers.append(placement.y - placement.anchorY * frame.height)
            answers.append(frame.width)
            answers.append(frame.height)
        }
        return answers
    }

    private func problem(_ message: String, at site: CallSite?) -> LayoutRunProblem {
        LayoutRunProblem(diagnostic: Diagnostic(.error, message, at: site))
    }

    private func describe(_ value: Double) -> String {
        value.isNaN ? "NaN" : value.isInfinite ? (value < 0 ? "-∞" : "∞") : CSSValue.number(value)
    }

    private func describe(_ proposal: SizeProposal) -> String {
        "\(proposal.width.map(describe) ?? "nil")×\(proposal.height.map(describe) ?? "nil")"
    }
}

/// The elements of a custom layout with its bands: the container (whose content width is the
/// proposal), the layout's bounds in it, and a box per subview at its frame.
struct CustomLayoutElements {
    let bands: [WidthBandFit]
    let children: [Element]
    let parent: Container
    let context: ResolveContext

    func box(resolver: Resolver) -> ModifierBox {
        let tag: ElementName = context.isPhrasing ? "span" : "div"
        var bounds = Element(tag, classHint: "lyb")
        bounds.style[.position] = "relative"
        place(&bounds, lengths: [(.width, 0), (.height, 1)])
        for (index, child) in children.enumerated() {
            var frame = Element(tag, classHint: "lyf", children: [child])
            frame.style[.position] = "absolute"
            frame.style[.display] = "flex"
            frame.style[.flexDirection] = "column"
            let first = 2 + 4 * index
            place(&frame, lengths: [(.left, first), (.top, first + 1), (.width, first + 2), (.height, first + 3)])
            bounds.children.append(frame)
        }
        let dependsOnWidth = bands.count > 1 || bands.contains { $0.lengths.contains { $0.slope != 0 } }
        guard dependsOnWidth else {
            // A box of one size wherever it is: sized and placed as any fixed view.
            var placement = BoxPlan.fixed
            placement.fixedWidth = true
            placement.fixedHeight = true
            return ModifierBox(bounds, level: .content, placement: placement)
        }
        bounds.style[.flexShrink] = "0"
        var container = Element(tag, classHint: "ly", children: [bounds])
        container.style[.containerType] = "inline-size"
        container.style[.display] = "flex"
        container.style[.flexDirection] = "column"
        // In a column the bounds align as the column aligns its views (the container fills it).
        container.style[.alignItems] = parent == .column ? "inherit" : "center"
        return ModifierBox(container, level: .content, placement: BoxPlan(fillsWidth: true))
    }

    /// Each length as a plain declaration where every band agrees on a constant, else per band.
    private func place(_ element: inout Element, lengths: [(CSSProperty, Int)]) {
        var banded: [(CSSProperty, Int)] = []
        for (property, index) in lengths {
            let first = bands[0].lengths[index]
            if first.slope == 0, bands.allSatisfy({ $0.lengths[index] == first }) {
                element.style[property] = first.css
            } else {
                banded.append((property, index))
            }
        }
        guard !banded.isEmpty else { return }
        var styles: [BandStyle] = []
        for band in bands {
            var style = Style()
            for (property, index) in banded { style[property] = band.lengths[index].css }
            // Bands where this element stays put (another subview moved) share one rule.
            if let last = styles.last, last.style == style {
                styles[styles.count - 1].band.limit = band.band.limit
            } else {
                styles.append(BandStyle(band.band, style))
            }
        }
        // Each band starts where the one before ends: saying only where it starts is enough, as
        // the style sheet writes bands in order and a later rule wins.
        element.bandStyles = styles.map { BandStyle(WidthBand(from: $0.band.minimum, below: nil), $0.style) }
    }
}

extension Resolver {
    /// The height of the view an overlay or background is laid on (the view with the modifiers
    /// before it), when the size engine knows it and it is the same at any width: SwiftUI
    /// proposes the host's size to the layer.
    func hostHeight(_ node: Node, modifiersBefore index: Int) -> Double? {
        let host = Node(node.kind, children: node.children, modifiers: Array(node.modifiers[..<index]))
        let engine = sizeEngine, measure = textScope.current
        let heights = [320.0, 1000].map { width in
            try? engine.sizeThatFits(host, proposal: SizeProposal(width: width, height: nil), context: measure).height
        }
        guard let first = heights[0], heights.allSatisfy({ $0 == first }) else { return nil }
        return first
    }
}

extension NodeModifier {
    /// Whether the modifier is a background or overlay whose view depends on the height it is
    /// offered (see `takesOfferedHeight`).
    var layerTakesOfferedHeight: Bool {
        switch self {
        case .overlay(.view(let node, _)), .background(.view(let node, _)): node.takesOfferedHeight
        default: false
        }
    }
}

extension Node {
    /// Views whose answer depends on the height they are offered, which a layer learns from its host.
    var takesOfferedHeight: Bool {
        switch kind {
        case .customLayout, .viewThatFits, .geometryReader, .canvas: true
        default: false
        }
    }
}
