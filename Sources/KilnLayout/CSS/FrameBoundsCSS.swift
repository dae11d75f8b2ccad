import KilnMeasure

extension FrameBounds {
    /// The bounds as the box's `min-width` … declarations.
    func declare(in style: inout Style) {
        for (property, length) in [(CSSProperty.minWidth, minWidth), (.maxWidth, maxWidth), (.minHeight, minHeight), (.maxHeight, maxHeight)] {
            if let length { style[property] = CSSValue.px(length) }
        }
    }
}
