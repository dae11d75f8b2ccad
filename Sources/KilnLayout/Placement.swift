/// How a resolved view behaves as a child of its container: which axes it fills, and how.
struct Placement {
    /// Takes the offered width / height (SwiftUI's flexible views).
    var fillsWidth = false
    var fillsHeight = false
    /// A flexible leaf (colour, shape, resizable image) whose ideal length is 10 pt where nothing is offered.
    var isFlexibleLeaf = false
    /// A spacer's minimum length along its stack's axis.
    var spacerMinLength: Double?
    var priority: Double = 0

    static let fixed = Placement()
    static let flexibleLeaf = Placement(fillsWidth: true, fillsHeight: true, isFlexibleLeaf: true)

    /// A container fills an axis when any of its children does, as SwiftUI's stacks do.
    static func union(_ children: [Placement]) -> Placement {
        Placement(fillsWidth: children.contains { $0.fillsWidth }, fillsHeight: children.contains { $0.fillsHeight })
    }
}

/// The kind of box a child sits in, which decides the CSS that places it.
enum Container {
    /// A flex column: VStack, a page, a scroll view's content.
    case column
    /// A flex row: HStack, the inside of a button, link or label.
    case row
    /// A single grid cell: frames, wrappers, overlay layers.
    case cell
    /// A ZStack: a grid whose children all share one cell.
    case layers
}

extension Element {
    /// Adds the declarations that place this element in `container`, given how it fills space.
    mutating func place(_ placement: Placement, in container: Container) {
        switch container {
        case .column:
            if placement.fillsWidth { fillCrossAxis("width", stretch: "align-self") }
            if placement.fillsHeight { growAlongAxis(placement, minProperty: "min-height") }
            if placement.priority > 0 { style["flex-shrink"] = "0" }
        case .row:
            if placement.fillsWidth { growAlongAxis(placement, minProperty: "min-width") }
            if placement.fillsHeight { style["align-self"] = "stretch" }
            if placement.priority > 0 { style["flex-shrink"] = "0" }
            if placement.priority < 0 && !placement.fillsWidth { style["flex-shrink"] = "100" }
        case .cell, .layers:
            if container == .layers { style["grid-area"] = "1/1" }
            if placement.fillsWidth { fillCrossAxis("width", stretch: "justify-self") }
            if placement.fillsHeight { fillCrossAxis("height", stretch: "align-self") }
        }
    }

    /// Fills the container across its axis. A box with a maximum size is `100%` instead of
    /// stretched, so that when the maximum holds, the container's alignment places it (a
    /// stretched box would sit at the start).
    private mutating func fillCrossAxis(_ dimension: String, stretch property: String) {
        if style["max-" + dimension] != nil {
            style[dimension] = "100%"
        } else {
            style[property] = "stretch"
        }
    }

    private mutating func growAlongAxis(_ placement: Placement, minProperty: String) {
        if let minimum = placement.spacerMinLength {
            style["flex"] = "1 1 0"
            style[minProperty] = CSSValue.px(minimum)
        } else if placement.isFlexibleLeaf {
            style["flex"] = "1 1 10px"
        } else {
            style["flex"] = "1 1 0"
        }
    }
}
