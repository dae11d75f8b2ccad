import KilnTree

/// The lengths a flexible frame bounds a view to. A plain box wrapped around the frame (for a
/// background, a border, padding) takes them over, grown by its padding, so that it is as large
/// as the frame: neither as wide as the space offered nor narrower than the frame's minimum.
struct FrameBounds {
    var minWidth: Double?
    var maxWidth: Double?
    var minHeight: Double?
    var maxHeight: Double?

    init() {}

    init(_ frame: FlexibleFrame) {
        let bounded = { (maximum: Double?) in maximum.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } }
        minWidth = frame.minWidth
        maxWidth = bounded(frame.maxWidth)
        minHeight = frame.minHeight
        maxHeight = bounded(frame.maxHeight)
    }

    /// The bounds of a box `insets` larger (boxes are sized border-box).
    func grown(by insets: EdgeInsets) -> FrameBounds {
        let horizontal = insets.leading + insets.trailing, vertical = insets.top + insets.bottom
        var grown = self
        grown.minWidth = minWidth.map { $0 + horizontal }
        grown.maxWidth = maxWidth.map { $0 + horizontal }
        grown.minHeight = minHeight.map { $0 + vertical }
        grown.maxHeight = maxHeight.map { $0 + vertical }
        return grown
    }

    /// What a wrapper takes over: the minimums, and a maximum only on an axis the view still
    /// fills (under `fixedSize` it has a length of its own).
    func carried(fillsWidth: Bool, fillsHeight: Bool) -> FrameBounds {
        var carried = self
        if !fillsWidth { carried.maxWidth = nil }
        if !fillsHeight { carried.maxHeight = nil }
        return carried
    }

    func declare(in style: inout Style) {
        for (property, length) in [(CSSProperty.minWidth, minWidth), (.maxWidth, maxWidth), (.minHeight, minHeight), (.maxHeight, maxHeight)] {
            if let length { style[property] = CSSValue.px(length) }
        }
    }
}
