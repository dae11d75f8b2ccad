/// How one view's box sizes in Kiln's CSS: its intrinsic widths, its height at a width, and how
/// it behaves as a flex item or grid cell (the layout pass's `Placement`, with the lengths the
/// box declares). Lengths are border-box px.
struct Sizing {
    /// CSS min-content and max-content contributions (its own bounds applied).
    var minContent: Double
    var maxContent: Double
    /// `overflow: hidden` (a line-limited text): a flex item whose automatic minimum is zero.
    var shrinksToZero = false
    /// The box's content height when it is `width` wide.
    var height: (_ width: Double) -> Double

    /// Takes the offered width / height (SwiftUI's flexible views).
    var fillsWidth = false
    var fillsHeight = false
    /// Lengths of its own (`frame(width:height:)`, a sized image, a divider's line).
    var fixedWidth: Double?
    var fixedHeight: Double?
    /// A flexible frame's bounds (`min-width` … on the box).
    var minWidth: Double?
    var maxWidth: Double?
    var minHeight: Double?
    var maxHeight: Double?
    /// A flexible frame's ideal lengths, which only `fixedSize` reads.
    var idealWidth: Double?
    var idealHeight: Double?
    /// A spacer's minimum length along its stack's axis.
    var spacerMinLength: Double?
    /// A colour, shape or resizable image: 10 px along a column where nothing is offered (`flex: 1 1 10px`).
    var isFlexibleLeaf = false
    /// A colour or shape, whose ideal size (what `fixedSize` gives it) is 10×10 (`Placement.hasTenPointIdeal`).
    var hasTenPointIdeal = false
    /// A frame applied now sets the leaf's own lengths instead of wrapping it in a box.
    var acceptsFrame = false
    var priority = 0.0
    /// `flex-shrink: 0` (`fixedSize`, a symbol image).
    var keepsWidth = false

    init(minContent: Double, maxContent: Double, shrinksToZero: Bool = false, height: @escaping (_ width: Double) -> Double) {
        self.minContent = minContent
        self.maxContent = maxContent
        self.shrinksToZero = shrinksToZero
        self.height = height
    }

    static func fixed(width: Double, height: Double) -> Sizing {
        var sizing = Sizing(minContent: width, maxContent: width) { _ in height }
        sizing.fixedWidth = width
        sizing.fixedHeight = height
        return sizing
    }

    /// A box with nothing in it that fills what it is offered.
    static func flexibleLeaf() -> Sizing {
        var sizing = Sizing(minContent: 0, maxContent: 0) { _ in 0 }
        sizing.fillsWidth = true
        sizing.fillsHeight = true
        sizing.isFlexibleLeaf = true
        sizing.acceptsFrame = true
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
        if let fixedWidth { return fixedWidth }
        guard let available else { return maxContent }
        if fillsWidth { return clamp(available, min: minWidth, max: maxWidth) }
        return min(maxContent, max(minContent, available))
    }

    /// The box's height at `width` where its height is its content's (a grid cell, a row).
    func contentHeight(width: Double) -> Double {
        if let fixedHeight { return fixedHeight }
        return clamp(height(width), min: minHeight, max: maxHeight)
    }

    /// The box's height as the only child of a column `available` px tall (nil: as tall as its
    /// content, a page's column): a view that fills its height takes the column's; in an open
    /// column a leaf is its 10 px flex basis, a spacer its minimum length.
    func heightInColumn(width: Double, offered available: Double?) -> Double {
        if let fixedHeight { return fixedHeight }
        let content = contentHeight(width: width)
        guard fillsHeight else { return content }
        // Growing to the column's height, but (flex's automatic minimum) never below its content.
        if let available { return max(clamp(available, min: minHeight, max: maxHeight), spacerMinLength ?? content) }
        if let spacerMinLength { return max(spacerMinLength, content) }
        if isFlexibleLeaf { return clamp(10, min: minHeight ?? content, max: maxHeight) }
        return content
    }
}
