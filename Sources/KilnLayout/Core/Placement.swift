import KilnMeasure
import KilnTree

/// What a container needs of its children's placements, gathered as they are resolved: their
/// union, and their `zIndex`es where two differ. (An array of every child's placement was an
/// allocation for every stack on a page; most have no `zIndex`.)
struct SiblingPlacements {
    /// A container fills an axis when any of its children does, as SwiftUI's stacks do (a stack
    /// whose children fill its axis only up to maxima does not: `fillsAlongAxisOnlyToMaxima`).
    private(set) var union = BoxPlan()
    private var count = 0
    private var firstZIndex: Double = 0
    /// Each sibling's `zIndex`, kept from the first sibling whose index differs from the first's.
    private var zIndexes: [Double]?
    /// The container's axis (a column's height, a row's width), nil for cells and layers.
    private let stacksHeight: Bool?
    /// The children that fill the container's axis only up to a maximum, with it.
    private(set) var boundedAlongAxis: [(index: Int, maximum: Double)] = []
    /// Whether a child fills the container's axis without a maximum.
    private(set) var fillsAlongAxisWithoutMaximum = false
    /// The widths the children keep, which a stack keeps (`keepChildrenWidths`).
    private var keptWidths = KeptWidths()

    init(in container: Container = .cell) {
        stacksHeight = container == .column ? true : container == .row ? false : nil
    }

    mutating func append(_ placement: BoxPlan) {
        if let stacksHeight {
            switch placement.stackFill(alongHeight: stacksHeight) {
            case .none: break
            case .upToMaximum(let maximum): boundedAlongAxis.append((count, maximum))
            case .unbounded: fillsAlongAxisWithoutMaximum = true
            }
        }
        widen(by: placement)
        keptWidths.add(placement)
        appendZIndex(placement.zIndex)
    }

    /// A stack's union keeps the widths its children keep: a row theirs and `gaps`, a column or
    /// ZStack (`gaps` nil) the widest.
    mutating func keepChildrenWidths(rowGaps gaps: Double?) {
        union.keep(keptWidths, row: gaps)
    }

    /// Whether the children that fill the axis all stop at a maximum (`StackFill`): a column of
    /// fixed rows and a `frame(maxHeight: 20)` is centred in its frame, not stretched with its
    /// rows at the top.
    var fillsAlongAxisOnlyToMaxima: Bool { !boundedAlongAxis.isEmpty && !fillsAlongAxisWithoutMaximum }

    /// The union without the axis its children fill only up to their maxima.
    mutating func stopFillingAlongAxis() {
        if stacksHeight == true { union.fillsHeight = false; union.scrollsHeight = false }
        if stacksHeight == false { union.fillsWidth = false }
    }

    /// The siblings of both, `lhs`'s first.
    static func + (lhs: SiblingPlacements, rhs: SiblingPlacements) -> SiblingPlacements {
        var sum = lhs
        sum.widen(by: rhs.union)
        for zIndex in rhs.zIndexes ?? Array(repeating: rhs.firstZIndex, count: rhs.count) { sum.appendZIndex(zIndex) }
        return sum
    }

    private mutating func widen(by placement: BoxPlan) {
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
    mutating func place(_ placement: PlacementRequest, in container: Container) {
        switch container {
        case .column:
            if placement.fillsWidth { fillCrossAxis(.width, maximum: .maxWidth, minimum: placement.minimumFillWidth, stretch: .alignSelf) }
            if placement.fillsHeight && placement.scrollsHeight {
                // A zero basis would collapse a scroll area (whose minimum height is 0) in a column of open height.
                style[.flex] = Self.flex(grow: placement.growFactor, .content)
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
            if placement.fillsWidth { fillCrossAxis(.width, maximum: .maxWidth, minimum: placement.minimumFillWidth, stretch: .justifySelf) }
            if placement.fillsHeight { fillCrossAxis(.height, maximum: .maxHeight, stretch: .alignSelf) }
        }
    }

    /// Fills the container across its axis. A box with a maximum size is `100%` instead of
    /// stretched, so that when the maximum holds, the container's alignment places it (a
    /// stretched box would sit at the start); so is a box that keeps a width (`minimum`), which
    /// where it is offered less is centred and overflows on both sides, as in SwiftUI.
    private mutating func fillCrossAxis(_ dimension: CSSProperty, maximum: CSSProperty, minimum: Double? = nil, stretch property: CSSProperty) {
        if let minimum {
            style[dimension] = "100%"
            style[.minWidth] = CSSValue.px(minimum)
        } else if style.declares(maximum) {
            style[dimension] = "100%"
        } else {
            style[property] = "stretch"
        }
    }

    /// A `flex` value: the grow factor, then a shrink factor of 1 and `basis`. Most factors are
    /// 1, whose values are written whole: joining two strings for every view that fills its
    /// stack was a twentieth of the layout pass.
    private static func flex(grow: Double, _ basis: FlexBasis) -> String {
        if grow == 1 {
            switch basis {
            case .zero: return "1 1 0"
            case .tenPoints: return "1 1 10px"
            case .content: return "1 1 auto"
            }
        }
        return CSSValue.number(grow) + " 1 " + basis.rawValue
    }

    /// Where a filling view's flex basis starts: at nothing, at a flexible leaf's ideal 10
    /// points, or at its content.
    private enum FlexBasis: String {
        case zero = "0", tenPoints = "10px", content = "auto"
    }

    /// As long as `maximum` along its stack's axis, shrinking where the stack is shorter: a child
    /// that fills only up to a maximum, in a stack that does not fill (`SiblingPlacements`). A
    /// length, not a flex basis, so that the stack's own length counts it.
    mutating func growToMaximum(_ maximum: Double, in container: Container) {
        style[.flex] = "0 1 auto"
        style[container == .row ? .width : .height] = CSSValue.px(maximum)
    }

    private mutating func growAlongAxis(_ placement: PlacementRequest, minProperty: CSSProperty) {
        if let minimum = placement.spacerMinLength {
            style[.flex] = Self.flex(grow: placement.growFactor, .zero)
            style[minProperty] = CSSValue.px(minimum)
        } else if placement.isFlexibleLeaf {
            style[.flex] = Self.flex(grow: placement.growFactor, .tenPoints)
        } else {
            style[.flex] = Self.flex(grow: placement.growFactor, .zero)
        }
    }
}
