/// A view that owns `@State` its controls change, written with every state its controls can
/// reach from the first (found at build time). children: its views, where the states differ
/// a `stateVariants` node; the first state is the one the page opens in.
package struct StateIsland: Hashable, Sendable {
    /// Unique on the page: names the island's state inputs.
    package let id: Int
    package let stateCount: Int

    package init(id: Int, stateCount: Int) {
        self.id = id
        self.stateCount = stateCount
    }
}

/// Where an island's states differ: the views each variant shows, and the states that show it.
/// children: each variant's views in turn, `counts[i]` of them for variant `i`.
package struct StateVariants: Hashable, Sendable {
    package let island: Int
    /// By variant, the states it shows in; every state is in one.
    package let states: [[Int]]
    package let counts: [Int]

    package init(island: Int, states: [[Int]], counts: [Int]) {
        self.island = island
        self.states = states
        self.counts = counts
    }
}

/// What a control inside a `StateIsland` does: the state each of its actions leads to.
/// `targets` has one entry per action the control has (a button's one, a toggle's one, a
/// picker's one per option); nil where an action leads to no state written.
package struct StateTransition: Hashable, Sendable {
    package let island: Int
    /// The control's place in the island, the same for the same control in each state (focus
    /// moves to it when the state changes).
    package let control: Int
    /// The state whose rendering the control is in.
    package var from = 0
    package var targets: [Int?]

    package init(island: Int, control: Int, targets: [Int?]) {
        self.island = island
        self.control = control
        self.targets = targets
    }
}

extension Node {
    /// A `stateVariants`' variants: the states each shows in and its views; nil for another kind.
    package var stateVariantParts: [(states: [Int], nodes: ArraySlice<Node>)]? {
        guard case .stateVariants(let variants) = kind else { return nil }
        var start = children.startIndex
        return zip(variants.states, variants.counts).map { states, count in
            defer { start += count }
            return (states, children[start..<start + count])
        }
    }

    /// The views of the island `island` in `state`, its variants resolved: what the page shows then.
    package func shown(inState state: Int, of island: Int) -> [Node] {
        if case .stateVariants(let variants) = kind, variants.island == island {
            let variant = stateVariantParts?.first { $0.states.contains(state) }
            return variant.map { $0.nodes.flatMap { $0.shown(inState: state, of: island) } } ?? []
        }
        var node = self
        node.children = children.flatMap { $0.shown(inState: state, of: island) }
        return [node]
    }

    /// The state transition a control node carries, if it stands in an island.
    package var stateTransition: StateTransition? {
        for case .stateTransition(let transition) in modifiers { return transition }
        return nil
    }
}
