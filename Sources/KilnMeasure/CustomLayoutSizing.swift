import KilnTree

extension SizeEngine {
    /// A custom layout: the user's `sizeThatFits` with its subviews measured here. One that
    /// answers the same size whatever it is offered is a box of that size; one whose size follows
    /// the proposal fills the width it is offered (the page makes it a size container).
    func customLayout(_ layout: any CustomLayoutRunner, _ node: Node, context: MeasureContext) throws(Unmeasurable) -> Sizing {
        let subviews = node.children.map { MeasuredSubview($0, engine: self, context: context) }
        if let unknown = subviews.lazy.compactMap(\.unmeasurable).first { throw unknown }
        let proxies = subviews.map(\.proxy)
        func size(_ width: Double?) -> LayoutSize { layout.sizeThatFits(SizeProposal(width: width, height: nil), subviews: proxies) }
        let sizes = [0, 50, 320, 1600].map(size)
        guard sizes.allSatisfy({ $0.width.isFinite && $0.height.isFinite }) else {
            throw Unmeasurable("\(layout.typeName) answers an infinite size")
        }
        if sizes.allSatisfy({ $0 == sizes[0] }) {
            // A box of its own lengths, which a stack never shrinks (`CustomLayoutLayout`).
            var sizing = Sizing.fixed(width: sizes[0].width, height: sizes[0].height)
            sizing.plan.fixedWidth = true
            sizing.plan.fixedHeight = true
            return sizing
        }
        // A size container contributes no content width to its parent (size containment).
        var plan = BoxPlan(fillsWidth: true)
        plan.hostsLayers = true
        return Sizing(minContent: 0, maxContent: 0, plan: plan) { width in size(width).height }
    }
}

/// A subview as a custom layout sees it: its size for each proposal, measured once.
package final class MeasuredSubview: @unchecked Sendable {
    package let node: Node
    private let engine: SizeEngine
    private let context: MeasureContext
    /// Why the engine cannot size this view, if it cannot.
    package private(set) var unmeasurable: Unmeasurable?
    private var sizes: [SizeProposal: LayoutSize] = [:]

    package init(_ node: Node, engine: SizeEngine, context: MeasureContext) {
        self.node = node
        self.engine = engine
        self.context = context
        do {
            _ = try engine.widthRange(node, context: context)
        } catch {
            unmeasurable = error
        }
    }

    /// The subview's size for `proposal`; a view that cannot be measured is empty (callers
    /// check `unmeasurable` first).
    package func size(for proposal: SizeProposal) -> LayoutSize {
        if let size = sizes[proposal] { return size }
        let size = (try? engine.sizeThatFits(node, proposal: proposal, context: context)) ?? .zero
        sizes[proposal] = size
        return size
    }

    /// The proxy the user's layout reads: sizes, priority, spacing and layout values.
    package var proxy: LayoutSubviewProxy {
        var values: [ObjectIdentifier: LayoutValue] = [:]
        var priority = 0.0
        // The innermost value wins.
        for modifier in node.modifiers.reversed() {
            switch modifier {
            case .layoutValue(let key, let value): values[key] = value
            case .layoutPriority(let value): priority = value
            default: break
            }
        }
        return LayoutSubviewProxy(sizeThatFits: { [self] in size(for: $0) }, priority: priority, spacing: .standard, values: values)
    }
}
