import KilnTree

/// The containers' sizes from their children's, as the layout pass's CSS lays them out.
enum Stacks {
    /// A `VStack` (and a page): a flex column of auto height, children stretched across it
    /// where they fill its width, else fit-content, each as tall as its flex basis allows.
    /// `gaps` is the spacing between them all (none beside a spacer: `Node.stackGaps`).
    static func column(_ children: [Sizing], gaps: Double) -> Sizing {
        var sizing = Sizing(
            minContent: children.map(\.minContent).max() ?? 0,
            maxContent: children.map(\.maxContent).max() ?? 0
        ) { width in
            children.reduce(gaps) { total, child in
                total + child.heightInColumn(width: child.width(offered: width), offered: nil)
            }
        }
        sizing.plan = filling(children)
        return sizing
    }

    /// An `HStack`: a flex row whose items share its width by `FlexRow`, as tall as its tallest.
    static func row(_ children: [Sizing], gaps: Double) -> Sizing {
        var items = children.map(FlexRow.item)
        if let factors = Node.growFactors(priorities: children.lazy.map(\.plan.priority)) {
            for index in items.indices { items[index].grow *= factors[index] }
        }
        var sizing = Sizing(
            minContent: children.reduce(gaps) { $0 + max($1.minContent, $1.plan.spacerMinLength ?? 0) },
            maxContent: children.reduce(gaps) { $0 + max($1.maxContent, $1.plan.spacerMinLength ?? 0) }
        ) { width in
            let widths = FlexRow.distribute(items, width: width, gaps: gaps)
            return zip(children, widths).map { $0.contentHeight(width: $1) }.max() ?? 0
        }
        sizing.plan = filling(children)
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

    /// A container's plan: a box for layers that fills an axis when any of its children does, as SwiftUI's stacks do.
    private static func filling(_ children: [Sizing]) -> BoxPlan {
        var plan = BoxPlan(fillsWidth: children.contains(where: \.plan.fillsWidth), fillsHeight: children.contains(where: \.plan.fillsHeight))
        plan.hostsLayers = true
        return plan
    }
}
