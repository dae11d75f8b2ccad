import KilnTree

/// A box's length on an axis where nothing is offered (`fixedSize`), one rule that the CSS
/// writer (`ModifierBox`) and the size engine (`Sizing`) both follow: a flexible frame is its
/// ideal length, a colour or shape that fills the axis its ideal 10 points, each within the
/// frame's bounds (the minimum winning, as in CSS); nil where the box is its content's own
/// length (CSS's max-content).
package func unofferedLength(ideal: Double?, hasTenPointIdeal: Bool, fills: Bool, minimum: Double?, maximum: Double?) -> Double? {
    if let ideal { return clamp(ideal, min: minimum, max: maximum) }
    if hasTenPointIdeal && fills { return clamp(Node.shapeIdealLength, min: minimum, max: maximum) }
    return nil
}
