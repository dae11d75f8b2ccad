/// A view that owns `@State` its controls change, written with every state its controls can
/// reach from the first (found at build time). children: each state's rendering, one after the
/// other, `renderingCounts[i]` views for state `i`; the first is the state the page opens in.
package struct StateIsland: Hashable, Sendable {
    /// Unique on the page: names the island's state inputs.
    package let id: Int
    package let renderingCounts: [Int]

    package init(id: Int, renderingCounts: [Int]) {
        self.id = id
        self.renderingCounts = renderingCounts
    }
}

/// What a control inside a `StateIsland` rendering does: the state each of its actions leads to.
/// `targets` has one entry per action the control has (a button's one, a toggle's one, a
/// stepper's decrement and increment); nil where the action leads beyond the states written
/// (the island's state limit), which the page shows disabled.
package struct StateTransition: Hashable, Sendable {
    package let island: Int
    /// The control's place among its rendering's controls, the same for the same control in
    /// each state (focus moves to it when the state changes).
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
    /// A `stateIsland`'s renderings, as its payload divides its children; nil for another kind.
    package var stateRenderings: [ArraySlice<Node>]? {
        guard case .stateIsland(let island) = kind else { return nil }
        var start = children.startIndex
        return island.renderingCounts.map { count in
            defer { start += count }
            return children[start..<start + count]
        }
    }

    /// The state transition a control node carries, if it stands in an island's rendering.
    package var stateTransition: StateTransition? {
        for case .stateTransition(let transition) in modifiers { return transition }
        return nil
    }
}
