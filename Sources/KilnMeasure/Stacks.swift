import KilnTree

/// The containers' sizes from their children's, as the layout pass's CSS lays them out.
enum Stacks {
    /// A `VStack` (and a page): a flex column of auto height, children stretched across it
    /// where they fill its width, else fit-content, each as tall as its flex basis allows.
    /// `gaps` is the spacing between them all (none beside a spacer: `Node.stackGaps`).
    static func column(_ children: [Sizing], gaps: Double) -> Sizing {
        let fills = children.map { $0.plan.stackFill(alongHeight: true) }
        let toMaxima = StackFill.onlyToMaxima(fills)
        var sizing = Sizing(
            minContent: children.map(\.minContent).max() ?? 0,
            maxContent: children.map(\.maxContent).max() ?? 0
        ) { width in
            zip(children, fills).reduce(gaps) { total, pair in
                let (child, fill) = pair
                if toMaxima, case .upToMaximum(let maximum) = fill {
                    return total + clamp(maximum, min: child.plan.bounds.minHeight, max: maximum)
                }
                return total + child.heightInColumn(width: child.width(offered: width), offered: nil)
            }
        }
        sizing.plan = filling(children)
        if toMaxima { sizing.plan.fillsHeight = false }
        return sizing
    }

    /// An `HStack`: a flex row whose items share its width by `FlexRow`, as tall as its tallest.
    static func row(_ children: [Sizing], gaps: Double) -> Sizing {
        let fills = children.map { $0.plan.stackFill(alongHeight: false) }
        var items = children.map(FlexRow.item)
        if let factors = Node.growFactors(priorities: children.map { $0.plan.priority }) {
            for index in items.indices { items[index].grow *= factors[index] }
        }
        // A child that fills only up to a maximum is that long (its width counts in the row's).
        var lengths = children.map { (min: max($0.minContent, $0.plan.spacerMinLength ?? 0), max: max($0.maxContent, $0.plan.spacerMinLength ?? 0)) }
        let toMaxima = StackFill.onlyToMaxima(fills)
        if toMaxima {
            for index in children.indices {
                guard case .upToMaximum(let maximum) = fills[index] else { continue }
                items[index].basis = maximum
                items[index].grow = 0
                lengths[index] = (maximum, maximum)
            }
        }
        var sizing = Sizing(
            minContent: lengths.reduce(gaps) { $0 + $1.min },
            maxContent: lengths.reduce(gaps) { $0 + $1.max }
        ) { width in
            let widths = FlexRow.distribute(items, width: width, gaps: gaps)
            return zip(children, widths).map { $0.contentHeight(width: $1) }.max() ?? 0
        }
        sizing.plan = filling(children)
        if toMaxima { sizing.plan.fillsWidth = false }
        return sizing
    }

    /// A `ZStack` (and a frame's box): a grid whose children share one cell, stretched where
    /// they fill it, as large as the largest.
    static func layers(_ children: [Sizing]) -> Sizing {
        var sizing = Sizing(
            minContent: children.map(\.minContent).max() ?? 0,
            maxContent: children.map(\.maxContent).max() ?? 0
        ) { width in
            children.map { $0.contentHeight(width: $0.width(offered: width)) }.max() ?? 0
        }
        sizing.plan = filling(children)
        return sizing
    }

    /// A container's plan: a box for layers that fills an axis when any of its children does, as
    /// SwiftUI's stacks do (a stack then stops filling an axis its children fill only to maxima).
    private static func filling(_ children: [Sizing]) -> BoxPlan {
        var plan = BoxPlan(fillsWidth: children.contains(where: \.plan.fillsWidth), fillsHeight: children.contains(where: \.plan.fillsHeight))
        plan.hostsLayers = true
        return plan
    }
}

extension Sizing {
    /// A stack's sizing whose plan keeps the widths its children keep (`BoxPlan.keep`), as the
    /// layout pass's stacks do.
    func keeping(_ children: [Sizing], rowGaps gaps: Double?) -> Sizing {
        var widths = KeptWidths()
        for child in children { widths.add(child.plan) }
        var sizing = self
        sizing.plan.keep(widths, row: gaps)
        return sizing
    }
}
