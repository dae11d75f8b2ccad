/// A flex row's main sizes, by CSS's algorithm for resolving flexible lengths (§9.7) with the
/// flex values the layout pass writes: views that fill the width grow from a basis of 0 (a leaf
/// from 10 px; a spacer never below its minimum length), the others start at their max-content
/// width and shrink in proportion to it, none below its automatic minimum (min-content width).
package enum FlexRow {
    package struct Item: Equatable {
        package var basis: Double
        package var minimum: Double
        package var maximum: Double
        package var grow: Double
        package var shrink: Double

        package init(basis: Double, minimum: Double = 0, maximum: Double = .infinity, grow: Double = 0, shrink: Double = 1) {
            self.basis = basis
            self.minimum = minimum
            self.maximum = maximum
            self.grow = grow
            self.shrink = shrink
        }
    }

    static func item(_ sizing: Sizing) -> Item {
        let plan = sizing.plan
        let basis: Double
        if let width = sizing.definiteWidth {
            basis = width
        } else if plan.fillsWidth {
            basis = plan.isFlexibleLeaf ? 10 : 0
        } else {
            basis = sizing.maxContent
        }
        let automaticMinimum = sizing.shrinksToZero ? 0 : sizing.minContent
        let minimum = sizing.definiteWidth.map { min($0, automaticMinimum) }
            ?? plan.bounds.minWidth ?? plan.spacerMinLength ?? automaticMinimum
        let keeps = plan.keepsWidth || sizing.definiteWidth != nil || plan.priority > 0
        let shrink: Double = keeps ? 0 : (plan.priority < 0 && !plan.fillsWidth ? 100 : 1)
        return Item(
            basis: basis, minimum: minimum, maximum: sizing.definiteWidth ?? plan.bounds.maxWidth ?? .infinity,
            grow: plan.fillsWidth ? 1 : 0, shrink: shrink)
    }

    /// Each item's width in a row `width` px wide with `gaps` px between items in all.
    package static func distribute(_ items: [Item], width: Double, gaps: Double) -> [Double] {
        let hypothetical = items.map { clamp($0.basis, min: $0.minimum, max: $0.maximum) }
        let growing = hypothetical.reduce(0, +) + gaps < width
        var target = hypothetical
        var frozen = items.indices.map { index in
            let item = items[index]
            let factor = growing ? item.grow : item.shrink
            return factor == 0 || (growing && item.basis > hypothetical[index]) || (!growing && item.basis < hypothetical[index])
        }
        for _ in 0...items.count {
            guard frozen.contains(false) else { break }
            var free = width - gaps
            for index in items.indices { free -= frozen[index] ? target[index] : items[index].basis }
            let open = items.indices.filter { !frozen[$0] }
            if growing {
                let factors = open.reduce(0.0) { $0 + items[$1].grow }
                for index in open { target[index] = items[index].basis + free * items[index].grow / factors }
            } else {
                let scaled = open.reduce(0.0) { $0 + items[$1].shrink * items[$1].basis }
                for index in open {
                    let share = scaled > 0 ? items[index].shrink * items[index].basis / scaled : 0
                    target[index] = items[index].basis + free * share
                }
            }
            var violation = 0.0
            var clamped = target
            for index in open {
                clamped[index] = clamp(target[index], min: items[index].minimum, max: items[index].maximum)
                violation += clamped[index] - target[index]
            }
            for index in open {
                let adjustment = clamped[index] - target[index]
                if violation == 0 || (violation > 0 && adjustment > 0) || (violation < 0 && adjustment < 0) {
                    frozen[index] = true
                }
                target[index] = clamped[index]
            }
            if violation != 0 {
                // Unfrozen items are laid out again against the space the frozen ones leave.
                for index in open where !frozen[index] { target[index] = items[index].basis }
            }
        }
        return target
    }
}
