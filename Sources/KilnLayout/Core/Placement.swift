import KilnTree

/// How a resolved view behaves as a child of its container: which axes it fills, and how.
struct Placement {
    /// Takes the offered width / height (SwiftUI's flexible views).
    var fillsWidth = false
    var fillsHeight = false
    /// Its height starts from its content and may shrink to nothing, because it scrolls: a
    /// vertical scroll view, or a container that fills its height with one. In a column of open
    /// height (a page) it is as tall as its content and the page scrolls; in a bounded column it
    /// takes the room left and scrolls inside it.
    var scrollsHeight = false
    /// Has a fixed width / height (`frame(width:height:)`), which a stack never shrinks.
    var fixedWidth = false
    var fixedHeight = false
    /// A flexible leaf (colour, shape, resizable image) whose ideal length is 10 pt where nothing is offered.
    var isFlexibleLeaf = false
    /// A colour or shape, whose ideal size (what `fixedSize` gives it) is 10×10, as Apple's frames
    /// show (iamcgn/swiftui-web Fixtures/Goldens/layout/fixed-size and shape/layout @ 3c30f3a, 34fffd8).
    var hasTenPointIdeal = false
    /// A circle, which SwiftUI sizes as the largest square in what it is offered: in a row it is a
    /// square of the row's height and takes no more of the row's width (Apple's frames: a circle in
    /// a 40-point row is 40 wide while an ellipse and a capsule share the rest, iamcgn/swiftui-web
    /// Fixtures/Goldens/shape/layout/frames.json @ 34fffd82371712765cb7a45e2bd5308e94a69dd4).
    var isSquareInRow = false
    /// A spacer's minimum length along its stack's axis.
    var spacerMinLength: Double?
    var priority: Double = 0
    /// Its share of its stack's free room when it fills the stack's axis, against its siblings':
    /// 1 unless their layout priorities differ (`Node.growFactors`).
    var growFactor: Double = 1
    /// `zIndex(_:)`: its drawing order among its siblings.
    var zIndex: Double = 0

    static let fixed = Placement()
    static let flexibleLeaf = Placement(fillsWidth: true, fillsHeight: true, isFlexibleLeaf: true)
    static let shapeLeaf = Placement(fillsWidth: true, fillsHeight: true, isFlexibleLeaf: true, hasTenPointIdeal: true)
}

/// What a container needs of its children's placements, gathered as they are resolved: their
/// union, and their `zIndex`es where two differ. (An array of every child's placement was an
/// allocation for every stack on a page; most have no `zIndex`.)
struct SiblingPlacements {
    /// A container fills an axis when any of its children does, as SwiftUI's stacks do.
    private(set) var union = Placement()
    private var count = 0
    private var firstZIndex: Double = 0
    /// Each sibling's `zIndex`, kept from the first sibling whose index differs from the first's.
    private var zIndexes: [Double]?

    mutating func append(_ placement: Placement) {
        widen(by: placement)
        appendZIndex(placement.zIndex)
    }

    /// The siblings of both, `lhs`'s first.
    static func + (lhs: SiblingPlacements, rhs: SiblingPlacements) -> SiblingPlacements {
        var sum = lhs
        sum.widen(by: rhs.union)
        for zIndex in rhs.zIndexes ?? Array(repeating: rhs.firstZIndex, count: rhs.count) { sum.appendZIndex(zIndex) }
        return sum
    }

    private mutating func widen(by placement: Placement) {
        union.fillsWidth = union.fillsWidth || placement.fillsWidth
        union.fillsHeight = union.fillsHeight || placement.fillsHeight
        union.scrollsHeight = union.scrollsHeight || (placement.fillsHeight && placement.scrollsHeight)
    }

    private mutating func appendZIndex(_ zIndex: Double) {
        if count == 0 { firstZIndex = zIndex }
        if zIndexes != nil {
            zIndexes!.append(zIndex)
        } else if zIndex != firstZIndex {
            zIndexes = Array(repeating: firstZIndex, count: count) + [zIndex]
        }
        count += 1
    }

    /// CSS `z-index` values that draw siblings in the order of their `zIndex`, or nil when all
    /// have the same index and document order already draws them right. Small integers keep
    /// fractional indexes apart; 0 stays `auto` (nil), below it negative, above it positive.
    var drawingRanks: [Int?]? {
        guard let zIndexes else { return nil }
        let indexes = Set(zIndexes)
        let below: [Double] = indexes.filter { $0 < 0 }.sorted(by: >)
        let above: [Double] = indexes.filter { $0 > 0 }.sorted()
        return zIndexes.map { zIndex in
            if zIndex < 0 { return -(below.firstIndex(of: zIndex)! + 1) }
            if zIndex > 0 { return above.firstIndex(of: zIndex)! + 1 }
            return nil
        }
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
            if placement.fillsWidth { fillCrossAxis(.width, maximum: .maxWidth, stretch: .alignSelf) }
            if placement.fillsHeight && placement.scrollsHeight {
                // A zero basis would collapse a scroll area (whose minimum height is 0) in a column of open height.
                style[.flex] = Self.flex(grow: placement.growFactor, " 1 auto")
                style[.minHeight] = "0"
            } else if placement.fillsHeight {
                growAlongAxis(placement, minProperty: .minHeight)
            }
            if placement.priority > 0 || placement.fixedHeight { style[.flexShrink] = "0" }
        case .row where placement.isSquareInRow && placement.fillsWidth && placement.fillsHeight:
            // As tall as the row where its height is known, and as wide; the ideal 10 points where it is not.
            style[.flex] = "0 1 auto"
            style[.height] = "100%"
            style[.aspectRatio] = "1"
            style[.minWidth] = CSSValue.px(Node.shapeIdealLength)
            style[.alignSelf] = "center"
        case .row:
            if placement.fillsWidth { growAlongAxis(placement, minProperty: .minWidth) }
            if placement.fillsHeight { style[.alignSelf] = "stretch" }
            if placement.priority > 0 || placement.fixedWidth { style[.flexShrink] = "0" }
            if placement.priority < 0 && !placement.fillsWidth { style[.flexShrink] = "100" }
        case .cell, .layers:
            if container == .layers { style[.gridArea] = "1/1" }
            if placement.fillsWidth { fillCrossAxis(.width, maximum: .maxWidth, stretch: .justifySelf) }
            if placement.fillsHeight { fillCrossAxis(.height, maximum: .maxHeight, stretch: .alignSelf) }
        }
    }

    /// Fills the container across its axis. A box with a maximum size is `100%` instead of
    /// stretched, so that when the maximum holds, the container's alignment places it (a
    /// stretched box would sit at the start).
    private mutating func fillCrossAxis(_ dimension: CSSProperty, maximum: CSSProperty, stretch property: CSSProperty) {
        if style[maximum] != nil {
            style[dimension] = "100%"
        } else {
            style[property] = "stretch"
        }
    }

    /// A `flex` value: the grow factor, then the shrink factor and basis.
    private static func flex(grow: Double, _ shrinkAndBasis: String) -> String {
        (grow == 1 ? "1" : CSSValue.number(grow)) + shrinkAndBasis
    }

    private mutating func growAlongAxis(_ placement: Placement, minProperty: CSSProperty) {
        if let minimum = placement.spacerMinLength {
            style[.flex] = Self.flex(grow: placement.growFactor, " 1 0")
            style[minProperty] = CSSValue.px(minimum)
        } else if placement.isFlexibleLeaf {
            style[.flex] = Self.flex(grow: placement.growFactor, " 1 10px")
        } else {
            style[.flex] = Self.flex(grow: placement.growFactor, " 1 0")
        }
    }
}
