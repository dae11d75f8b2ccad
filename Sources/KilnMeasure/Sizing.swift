/// How one view's box sizes in Kiln's CSS: its plan (how it takes space, the same plan the
/// layout pass writes CSS from), and what the engine measured of its content: its intrinsic
/// widths, its height at a width, and the lengths it has whatever it is offered. Lengths are
/// border-box px.
struct Sizing {
    /// How the box takes space: the axes it fills, its bounds, priority and the rest.
    var plan: BoxPlan
    /// CSS min-content and max-content contributions (its own bounds applied).
    var minContent: Double
    var maxContent: Double
    /// `overflow: hidden` (a line-limited text): a flex item whose automatic minimum is zero.
    var shrinksToZero = false
    /// The box's content height when it is `width` wide.
    var height: (_ width: Double) -> Double
    /// Lengths it has whatever it is offered: a frame's, `fixedSize`'s, a sized image's, a divider's line.
    var definiteWidth: Double?
    var definiteHeight: Double?

    init(
        minContent: Double, maxContent: Double, shrinksToZero: Bool = false, plan: BoxPlan = .fixed,
        height: @escaping (_ width: Double) -> Double
    ) {
        self.plan = plan
        self.minContent = minContent
        self.maxContent = maxContent
        self.shrinksToZero = shrinksToZero
        self.height = height
    }

    static func fixed(width: Double, height: Double) -> Sizing {
        var sizing = Sizing(minContent: width, maxContent: width) { _ in height }
        sizing.definiteWidth = width
        sizing.definiteHeight = height
        return sizing
    }

    /// A box with nothing in it that fills what it is offered, as `plan` says, its drawing up to `level`.
    static func leaf(_ plan: BoxPlan, drawnTo level: BoxPlan.Level = .content) -> Sizing {
        var sizing = Sizing(minContent: 0, maxContent: 0, plan: plan) { _ in 0 }
        sizing.plan.level = level
        return sizing
    }
}

func clamp(_ value: Double, min minimum: Double?, max maximum: Double?) -> Double {
    // CSS: the minimum wins over the maximum.
    Swift.max(Swift.min(value, maximum ?? .infinity), minimum ?? 0)
}

extension Sizing {
    /// The width of the box where `available` px are offered across a column or in a grid cell
    /// (nil: nothing offered, the box takes its max-content width): its own width, all of the
    /// space if it fills it (within its bounds), else CSS's fit-content.
    func width(offered available: Double?) -> Double {
        if let definiteWidth { return definiteWidth }
        guard let available else { return maxContent }
        if plan.fillsWidth { return clamp(available, min: plan.minimumFillWidth, max: plan.bounds.maxWidth) }
        return min(maxContent, max(minContent, available))
    }

    /// The box's height at `width` where its height is its content's (a grid cell, a row).
    func contentHeight(width: Double) -> Double {
        if let definiteHeight { return definiteHeight }
        return clamp(height(width), min: plan.bounds.minHeight, max: plan.bounds.maxHeight)
    }

    /// The box's height as the only child of a column `available` px tall (nil: as tall as its
    /// content, a page's column): a view that fills its height takes the column's; in an open
    /// column a leaf is its 10 px flex basis, a spacer its minimum length.
    func heightInColumn(width: Double, offered available: Double?) -> Double {
        if let definiteHeight { return definiteHeight }
        let content = contentHeight(width: width)
        guard plan.fillsHeight else { return content }
        let bounds = plan.bounds
        // Growing to the column's height, but (flex's automatic minimum) never below its content.
        if let available { return max(clamp(available, min: bounds.minHeight, max: bounds.maxHeight), plan.spacerMinLength ?? content) }
        if let spacerMinLength = plan.spacerMinLength { return max(spacerMinLength, content) }
        if plan.isFlexibleLeaf { return clamp(10, min: bounds.minHeight ?? content, max: bounds.maxHeight) }
        return content
    }
}
