/// SwiftUI's stack algorithm over measured subviews: how an `HStack` or `VStack` of a given
/// length shares it among its children. Children are offered space in order of layout
/// priority, then of flexibility (least flexible first), each taking what it needs of an equal
/// share of what is left; every lower-priority child keeps its minimum.
package enum StackDistribution {
    /// The length each subview takes along the axis, for `proposal` along it (nil: ideal) and
    /// `across` the other way, with `spacing` between neighbours.
    package static func lengths(
        along horizontal: Bool, proposal: Double?, across: Double?, spacing: [Double], subviews: [LayoutSubviewProxy]
    ) -> [Double] {
        func length(_ subview: LayoutSubviewProxy, _ offered: Double?) -> Double {
            let size = subview.sizeThatFits(
                horizontal ? SizeProposal(width: offered, height: across) : SizeProposal(width: across, height: offered))
            return horizontal ? size.width : size.height
        }
        guard let proposal else { return subviews.map { length($0, nil) } }
        let minimums = subviews.map { length($0, 0) }
        let maximums = subviews.map { length($0, .infinity) }
        let order = subviews.indices.sorted { a, b in
            if subviews[a].priority != subviews[b].priority { return subviews[a].priority > subviews[b].priority }
            let flexibilityA = maximums[a] - minimums[a], flexibilityB = maximums[b] - minimums[b]
            return flexibilityA != flexibilityB ? flexibilityA < flexibilityB : a < b
        }
        var remaining = proposal - spacing.reduce(0, +)
        var lengths = Array(repeating: 0.0, count: subviews.count)
        var position = 0
        while position < order.count {
            let priority = subviews[order[position]].priority
            let group = order[position...].prefix { subviews[$0].priority == priority }
            // What later (lower-priority) children need at least is held back for them.
            let heldBack = order[(position + group.count)...].reduce(0) { $0 + minimums[$1] }
            var available = remaining - heldBack
            for (offset, index) in group.enumerated() {
                let share = max(0, available / Double(group.count - offset))
                lengths[index] = length(subviews[index], share)
                available -= lengths[index]
                remaining -= lengths[index]
            }
            position += group.count
        }
        return lengths
    }

    /// The spacing between each subview and the next along the axis: `fixed` if given,
    /// otherwise the larger of the two views' preferences on the edges that meet.
    package static func spacing(along horizontal: Bool, fixed: Double?, subviews: [LayoutSubviewProxy]) -> [Double] {
        guard subviews.count > 1 else { return [] }
        return (0..<(subviews.count - 1)).map { index in
            if let fixed { return fixed }
            let current = subviews[index].spacing, next = subviews[index + 1].spacing
            return horizontal ? max(current.trailing, next.leading) : max(current.bottom, next.top)
        }
    }
}
