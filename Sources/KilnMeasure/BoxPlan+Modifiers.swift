import KilnTree

/// What each size modifier does to a box's plan, the one rule the CSS writer (`ModifierBox`)
/// and the size engine (`ModifierSizing`) both follow. Each caller first asks whether the
/// modifier needs a box around this one (`needsOuterBox`, `mergesFrame`); if so it makes that box
/// its own way (an element around the element, a measure around the measure) and calls
/// `startOuterBox`; then it applies the modifier here.
extension BoxPlan {
    /// Whether a modifier drawn at `level` needs a box around this one: CSS would paint it before
    /// a layer the box already uses, or the box already paints its one background, or it is
    /// clipped (SwiftUI strokes a border after a clip unclipped, which the clip would cut), or
    /// (`conflict`, known only to the CSS writer) a property it sets is taken.
    package func needsOuterBox(for level: Level, conflict: Bool = false) -> Bool {
        if conflict || self.level > level { return true }
        switch level {
        case .background: return self.level == .background
        case .border: return self.level == .clip
        default: return false
        }
    }

    /// Whether a background or overlay view needs a box around this one: this box cannot hold
    /// layers, already draws past its border, or (`conflict`) the CSS writer knows of a reason.
    package func needsOuterBoxForLayer(conflict: Bool = false) -> Bool {
        conflict || !hostsLayers || level > .border
    }

    /// The box now draws at `level` too.
    package mutating func reach(_ level: Level) {
        self.level = max(self.level, level)
    }

    /// Whether a frame sets this box's lengths (a flexible leaf's, whose content fills it
    /// anyway) instead of being a box of its own around it.
    package var mergesFrame: Bool { acceptsFrame && level <= .size }

    /// The bounds a plain box around this one takes over (`startOuterBox(carrying:)`).
    package var carriedBounds: FrameBounds { bounds.carried(fillsWidth: fillsWidth, fillsHeight: fillsHeight) }

    /// `padding(_:)`, inside the box: added to its padding so far, its bounds grown by as much.
    /// Returns the padding it has now.
    @discardableResult
    package mutating func pad(_ insets: EdgeInsets) -> EdgeInsets {
        reach(.padding)
        let total = (padding ?? EdgeInsets()) + insets
        padding = total
        bounds = bounds.grown(by: insets)
        if contentMinimumWidth > 0 { contentMinimumWidth += insets.leading + insets.trailing }
        return total
    }

    /// `frame(width:height:)`: lengths of the box's own on the axes it sets.
    package mutating func frame(width: Double?, height: Double?) {
        fix(width: width != nil, height: height != nil)
        ownSize = (width, height)
    }

    /// `containerRelativeFrame`: lengths of the box's own, a share of its container's.
    package mutating func containerRelativeFrame(width: Bool, height: Bool) {
        fix(width: width, height: height)
    }

    /// A flexible frame: its bounds, and it fills an axis whose maximum is above zero.
    package mutating func frame(_ frame: FlexibleFrame) {
        reach(.size)
        if let maximum = frame.maxWidth { fillsWidth = maximum > 0 }
        if let maximum = frame.maxHeight { fillsHeight = maximum > 0 }
        if frame.maxWidth?.isFinite == true || frame.maxHeight?.isFinite == true { acceptsFrame = false }
        bounds = FrameBounds(frame)
        flexibleFrame = frame
        // A frame's minimum, where it gives one, is its least width, even below its content's
        // (which then overflows it); it offers its content no more than its maximum.
        if frame.minWidth != nil {
            contentMinimumWidth = 0
        } else if let maximum = bounds.maxWidth, contentMinimumWidth > maximum {
            contentMinimumWidth = maximum
        }
    }

    /// `position(x:y:)`: the box takes what it is offered on both axes (its ideal is 10 points,
    /// as SwiftUI's where nothing is offered), and its content, placed by its centre, keeps none
    /// of its width.
    package mutating func position() {
        reach(.size)
        fillsWidth = true
        fillsHeight = true
        hasTenPointIdeal = true
        acceptsFrame = false
        bounds = FrameBounds()
        flexibleFrame = nil
        contentMinimumWidth = 0
    }

    /// `fixedSize`: nothing is offered, so on each axis it fixes a flexible frame is its ideal
    /// length (within its bounds), a colour or shape its ideal 10 points, and other content its
    /// own length (`ownSize` nil: max-content). The box never shrinks.
    package mutating func fixSize(horizontal: Bool, vertical: Bool) {
        reach(.size)
        let frame = flexibleFrame
        if horizontal {
            ownSize.width = Self.unofferedLength(
                ideal: frame?.idealWidth, hasTenPointIdeal: hasTenPointIdeal, fills: fillsWidth,
                minimum: frame?.minWidth, maximum: frame?.maxWidth)
            fillsWidth = false
            acceptsFrame = false
        }
        if vertical {
            if let height = Self.unofferedLength(
                ideal: frame?.idealHeight, hasTenPointIdeal: hasTenPointIdeal, fills: fillsHeight,
                minimum: frame?.minHeight, maximum: frame?.maxHeight)
            {
                ownSize.height = height
            }
            if ownSize.height != nil { acceptsFrame = false }
            fillsHeight = false
        }
        keepsWidth = true
    }

    /// A box's length on an axis where nothing is offered: a flexible frame is its ideal length,
    /// a colour or shape that fills the axis its ideal 10 points, each within the frame's bounds
    /// (the minimum winning, as in CSS); nil where the box is its content's own length (CSS's
    /// max-content).
    private static func unofferedLength(ideal: Double?, hasTenPointIdeal: Bool, fills: Bool, minimum: Double?, maximum: Double?) -> Double? {
        if let ideal { return clamp(ideal, min: minimum, max: maximum) }
        if hasTenPointIdeal && fills { return clamp(Node.shapeIdealLength, min: minimum, max: maximum) }
        return nil
    }

    /// A frame of set lengths: its lengths are its own on the axes it sets.
    private mutating func fix(width: Bool, height: Bool) {
        reach(.size)
        if width {
            fillsWidth = false
            fixedWidth = true
        }
        if height {
            fillsHeight = false
            fixedHeight = true
        }
        if width || height { acceptsFrame = false }
    }
}
