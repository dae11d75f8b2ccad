import KilnTree

/// One view's box, decided modifier by modifier before any CSS exists: how it takes space in its
/// container (the axes it fills, the lengths that are its own, its frame's bounds and ideal
/// lengths), how far its drawing has got, and so whether the next modifier merges into it or
/// wraps it in a box of its own. The layout pass writes its CSS from the plan (`ModifierBox`,
/// `Element.place`) and the size engine measures with it (`Sizing`); both change it through the
/// same functions (`BoxPlan+Modifiers.swift`), so they cannot disagree on what a modifier does.
public struct BoxPlan: Equatable, Sendable {
    /// How far the box's drawing has got, in the order CSS paints a box: content, padding,
    /// background, clip, border (an inset outline), size, then effects (opacity, shadow,
    /// transform). A modifier whose layer comes before one the box already uses needs a box of
    /// its own, so `.padding().background(.red)` is one box and `.background(.red).padding()` two.
    public enum Level: Int, Comparable, Sendable {
        case content, padding, background, clip, border, size, effects
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Takes the offered width / height (SwiftUI's flexible views).
    @inlinable public var fillsWidth: Bool { get { flag(.fillsWidth) } set { setFlag(.fillsWidth, newValue) } }
    @inlinable public var fillsHeight: Bool { get { flag(.fillsHeight) } set { setFlag(.fillsHeight, newValue) } }
    /// Its height starts from its content and may shrink to nothing, because it scrolls: a
    /// vertical scroll view, or a container that fills its height with one. In a column of open
    /// height (a page) it is as tall as its content and the page scrolls; in a bounded column it
    /// takes the room left and scrolls inside it.
    @inlinable public var scrollsHeight: Bool { get { flag(.scrollsHeight) } set { setFlag(.scrollsHeight, newValue) } }
    /// A frame gave it a width / height (`frame(width:height:)`, `containerRelativeFrame`), which a stack never shrinks.
    @inlinable public var fixedWidth: Bool { get { flag(.fixedWidth) } set { setFlag(.fixedWidth, newValue) } }
    @inlinable public var fixedHeight: Bool { get { flag(.fixedHeight) } set { setFlag(.fixedHeight, newValue) } }
    /// A flexible leaf (colour, shape, resizable image) whose ideal length is 10 pt where nothing is offered.
    @inlinable public var isFlexibleLeaf: Bool { get { flag(.isFlexibleLeaf) } set { setFlag(.isFlexibleLeaf, newValue) } }
    /// A colour or shape, whose ideal size (what `fixedSize` gives it) is 10×10, as Apple's frames
    /// show (iamcgn/swiftui-web Fixtures/Goldens/layout/fixed-size and shape/layout @ 3c30f3a, 34fffd8).
    @inlinable public var hasTenPointIdeal: Bool { get { flag(.hasTenPointIdeal) } set { setFlag(.hasTenPointIdeal, newValue) } }
    /// A circle, which SwiftUI sizes as the largest square in what it is offered: in a row it is a
    /// square of the row's height and takes no more of the row's width (Apple's frames: a circle in
    /// a 40-point row is 40 wide while an ellipse and a capsule share the rest, iamcgn/swiftui-web
    /// Fixtures/Goldens/shape/layout/frames.json @ 34fffd82371712765cb7a45e2bd5308e94a69dd4).
    @inlinable public var isSquareInRow: Bool { get { flag(.isSquareInRow) } set { setFlag(.isSquareInRow, newValue) } }
    /// A frame sets this box's own lengths instead of wrapping it: a flexible leaf that draws no
    /// length of its own (a resizable image is 100% of its box, so a frame goes around it).
    @inlinable public var acceptsFrame: Bool { get { flag(.acceptsFrame) } set { setFlag(.acceptsFrame, newValue) } }
    /// Its box can hold background and overlay layers itself (a container's box); else a layer
    /// takes a box of the view's size around it.
    @inlinable public var hostsLayers: Bool { get { flag(.hostsLayers) } set { setFlag(.hostsLayers, newValue) } }
    /// `fixedSize` on the width: the box is its unoffered width (its own, else max-content) and never shrinks.
    @inlinable public var keepsWidth: Bool { get { flag(.keepsWidth) } set { setFlag(.keepsWidth, newValue) } }
    /// A spacer's minimum length along its stack's axis.
    @inlinable public var spacerMinLength: Double? {
        get { spacerMinLengthOrNaN.isNaN ? nil : spacerMinLengthOrNaN }
        set { spacerMinLengthOrNaN = newValue ?? .nan }
    }
    /// The lengths a frame or `fixedSize` gave the box, in points, on the axes it gave one.
    @inlinable public var ownSize: (width: Double?, height: Double?) {
        get { (ownWidthOrNaN.isNaN ? nil : ownWidthOrNaN, ownHeightOrNaN.isNaN ? nil : ownHeightOrNaN) }
        set { (ownWidthOrNaN, ownHeightOrNaN) = (newValue.width ?? .nan, newValue.height ?? .nan) }
    }

    // A plan is copied and moved with every view the layout pass places, in another module: at
    // 64 bytes or less a copy there is a few moves, larger it went through the type's value
    // witnesses (an indirect call). So its yes-or-no facts are bits of one word and its optional
    // lengths NaN where absent (as bytes and optionals of their own it was 96 bytes), and the
    // type is public, in a module Kiln does not export, so that their accessors are inlined
    // (the compiler inlines no `package` function across modules).
    @usableFromInline var flagBits: UInt16 = 0
    /// How far its drawing has got.
    public var level = Level.content
    @usableFromInline var spacerMinLengthOrNaN = Double.nan
    public var priority: Double = 0
    /// Its share of its stack's free room when it fills the stack's axis, against its siblings':
    /// 1 unless their layout priorities differ (`Node.growFactors`).
    public var growFactor: Double = 1
    /// `zIndex(_:)`: its drawing order among its siblings.
    public var zIndex: Double = 0
    @usableFromInline var ownWidthOrNaN = Double.nan, ownHeightOrNaN = Double.nan
    /// What only some modifiers set, out of line: a plan travels in every box the layout pass
    /// builds, and inline these made it twice as large.
    @usableFromInline var rare: RareState?

    /// Each yes-or-no fact's bit in `flagBits`.
    @usableFromInline enum Flag: UInt16 {
        case fillsWidth = 0x1, fillsHeight = 0x2, scrollsHeight = 0x4, fixedWidth = 0x8, fixedHeight = 0x10
        case isFlexibleLeaf = 0x20, hasTenPointIdeal = 0x40, isSquareInRow = 0x80, acceptsFrame = 0x100
        case hostsLayers = 0x200, keepsWidth = 0x400
    }

    @inlinable func flag(_ flag: Flag) -> Bool { flagBits & flag.rawValue != 0 }

    @inlinable mutating func setFlag(_ flag: Flag, _ on: Bool) {
        if on { flagBits |= flag.rawValue } else { flagBits &= ~flag.rawValue }
    }

    @inlinable
    public init(
        fillsWidth: Bool = false, fillsHeight: Bool = false, scrollsHeight: Bool = false, isFlexibleLeaf: Bool = false,
        hasTenPointIdeal: Bool = false, acceptsFrame: Bool = false, spacerMinLength: Double? = nil, level: Level = .content
    ) {
        self.level = level
        self.fillsWidth = fillsWidth
        self.fillsHeight = fillsHeight
        self.scrollsHeight = scrollsHeight
        self.isFlexibleLeaf = isFlexibleLeaf
        self.hasTenPointIdeal = hasTenPointIdeal
        self.acceptsFrame = acceptsFrame
        self.spacerMinLength = spacerMinLength
    }

    /// A view of its content's size.
    package static let fixed = BoxPlan()
    /// A view with nothing of its own to draw at a size that fills what it is offered (a geometry reader).
    package static let flexibleLeaf = BoxPlan(fillsWidth: true, fillsHeight: true, isFlexibleLeaf: true, acceptsFrame: true)
    /// A colour or shape: a flexible leaf whose ideal size is 10×10.
    package static let shapeLeaf = BoxPlan(fillsWidth: true, fillsHeight: true, isFlexibleLeaf: true, hasTenPointIdeal: true, acceptsFrame: true)
    /// A flexible leaf drawn at 100% of its box (a resizable image, a canvas's drawing), so a frame is a box around it.
    package static let stretchedLeaf = BoxPlan(fillsWidth: true, fillsHeight: true, isFlexibleLeaf: true)

    struct RareFields {
        /// The padding so far; consecutive paddings add up, as in SwiftUI.
        var padding: EdgeInsets?
        /// The bounds a flexible frame gives the box, which a plain box around it takes over.
        var bounds = FrameBounds()
        /// The flexible frame the box is, whose ideal lengths `fixedSize` reads.
        var flexibleFrame: FlexibleFrame?
        var contentMinimumWidth: Double = 0
        var holdsContentMinimum = false
    }

    /// Copied before it is changed unless this plan alone holds it (`changeRare`), so plans that
    /// share one never see each other's changes.
    @usableFromInline final class RareState: @unchecked Sendable {
        var fields: RareFields
        init(_ fields: RareFields) { self.fields = fields }
    }

    /// Changes the rare fields in place when this plan alone holds them.
    private mutating func changeRare(_ change: (inout RareFields) -> Void) {
        if !isKnownUniquelyReferenced(&rare) { rare = RareState(rare?.fields ?? RareFields()) }
        change(&rare!.fields)
    }

    package internal(set) var padding: EdgeInsets? {
        get { rare?.fields.padding }
        set { changeRare { $0.padding = newValue } }
    }
    package internal(set) var bounds: FrameBounds {
        get { rare?.fields.bounds ?? FrameBounds() }
        set { changeRare { $0.bounds = newValue } }
    }
    package internal(set) var flexibleFrame: FlexibleFrame? {
        get { rare?.fields.flexibleFrame }
        set { changeRare { $0.flexibleFrame = newValue } }
    }

    /// The width its content keeps however little it is offered, as far as the plan knows: along
    /// a row its children's kept widths (`keptWidth`), spacers' minimums and the spacing between
    /// them; across a column or ZStack the widest child's. 0 where nothing is known to keep a
    /// width (text wraps and truncates). Padding adds to it.
    package internal(set) var contentMinimumWidth: Double {
        get { rare?.fields.contentMinimumWidth ?? 0 }
        set { changeRare { $0.contentMinimumWidth = newValue } }
    }
    /// Whether its own box keeps `contentMinimumWidth` where it is offered less: a row does, its
    /// children sharing its width, so a row wider than its column is as wide as its children and
    /// overflows the column on both sides, centred. A column or ZStack offers its children what
    /// it is offered (SwiftUI), which CSS gives them as the column's own width: its box stays at
    /// the offer and a wider child overflows it centred.
    package internal(set) var holdsContentMinimum: Bool {
        get { rare?.fields.holdsContentMinimum ?? false }
        set { changeRare { $0.holdsContentMinimum = newValue } }
    }

    /// The width a row counts for this box: its own where a frame gave it one, else its frame's
    /// minimum or its content's, whichever is larger.
    package var keptWidth: Double {
        if fixedWidth { return ownSize.width ?? 0 }
        return max(bounds.minWidth ?? 0, contentMinimumWidth)
    }

    /// The width a box that fills its container's width keeps where it is offered less (its
    /// frame's minimum, a row's content), placed centred and overflowing on both sides as
    /// SwiftUI places a view larger than its offer; nil where it takes exactly the offer.
    @usableFromInline package var minimumFillWidth: Double? {
        let kept = max(bounds.minWidth ?? 0, holdsContentMinimum ? contentMinimumWidth : 0)
        return kept > 0 ? kept : nil
    }

    public static func == (lhs: BoxPlan, rhs: BoxPlan) -> Bool {
        lhs.fillsWidth == rhs.fillsWidth && lhs.fillsHeight == rhs.fillsHeight && lhs.scrollsHeight == rhs.scrollsHeight
            && lhs.fixedWidth == rhs.fixedWidth && lhs.fixedHeight == rhs.fixedHeight && lhs.isFlexibleLeaf == rhs.isFlexibleLeaf
            && lhs.hasTenPointIdeal == rhs.hasTenPointIdeal && lhs.isSquareInRow == rhs.isSquareInRow
            && lhs.spacerMinLength == rhs.spacerMinLength && lhs.priority == rhs.priority && lhs.growFactor == rhs.growFactor
            && lhs.zIndex == rhs.zIndex && lhs.acceptsFrame == rhs.acceptsFrame && lhs.hostsLayers == rhs.hostsLayers
            && lhs.level == rhs.level && lhs.ownSize == rhs.ownSize && lhs.keepsWidth == rhs.keepsWidth
            && lhs.padding == rhs.padding && lhs.bounds == rhs.bounds && lhs.flexibleFrame == rhs.flexibleFrame
            && lhs.contentMinimumWidth == rhs.contentMinimumWidth && lhs.holdsContentMinimum == rhs.holdsContentMinimum
    }

    /// The plan of a box around this one, which takes the modifiers from now on: it fills what
    /// this one fills and keeps its priority and order, draws nothing yet, has no lengths of its
    /// own, and is bounded by `bounds` (what a plain box takes over, `carriedBounds`).
    package mutating func startOuterBox(carrying bounds: FrameBounds = FrameBounds()) {
        var outer = BoxPlan(fillsWidth: fillsWidth, fillsHeight: fillsHeight, scrollsHeight: scrollsHeight)
        outer.hostsLayers = true
        outer.priority = priority
        outer.zIndex = zIndex
        if !bounds.isEmpty { outer.bounds = bounds }
        if contentMinimumWidth > 0 {
            outer.contentMinimumWidth = contentMinimumWidth
            outer.holdsContentMinimum = holdsContentMinimum
        }
        self = outer
    }
}

/// The width a stack's content keeps, from its children's plans (`BoxPlan.contentMinimumWidth`):
/// the layout pass and the size engine each add a stack's children and keep the result.
package struct KeptWidths {
    private var total = 0.0
    private var widest = 0.0
    private var spacers = 0.0
    private var keepsAny = false

    package init() {}

    package mutating func add(_ child: BoxPlan) {
        if let minimum = child.spacerMinLength {
            spacers += minimum
            return
        }
        let kept = child.keptWidth
        guard kept > 0 else { return }
        keepsAny = true
        total += kept
        widest = max(widest, kept)
    }

    /// A row's: its children's, their spacers' minimums and `gaps`, where one child keeps a
    /// width (a row of text and spacers keeps none: its text wraps).
    package func alongRow(gaps: Double) -> Double {
        keepsAny ? max(0, total + spacers + gaps) : 0
    }

    /// A column's or ZStack's: the widest child's.
    package var across: Double { widest }
}

extension BoxPlan {
    /// A stack's content keeps `widths`: a row holds them in its own box, a column or ZStack reports them.
    package mutating func keep(_ widths: KeptWidths, row gaps: Double?) {
        let width = gaps.map(widths.alongRow) ?? widths.across
        guard width > 0 else { return }
        contentMinimumWidth = width
        holdsContentMinimum = gaps != nil
    }
}

/// How a box takes its stack's axis (a column's height, a row's width). SwiftUI gives a box that
/// fills only up to a maximum (a frame's `maxHeight: 20`) no more than that, so a stack whose
/// filling children all have one is as long as their maxima and its other children, and does
/// not fill the axis (`Stacks`, `SiblingPlacements`, `Element.growToMaximum`).
package enum StackFill: Equatable {
    case none
    case upToMaximum(Double)
    case unbounded

    /// Whether the children that fill a stack's axis all stop at a maximum.
    package static func onlyToMaxima(_ fills: some Sequence<StackFill>) -> Bool {
        var bounded = false
        for fill in fills {
            switch fill {
            case .none: continue
            case .upToMaximum: bounded = true
            case .unbounded: return false
            }
        }
        return bounded
    }
}

extension BoxPlan {
    /// How the box takes its stack's axis: the height of a column (`alongHeight`), the width of
    /// a row. A circle in a row takes none of it: the row's height sizes it.
    package func stackFill(alongHeight: Bool) -> StackFill {
        if !alongHeight && isSquareInRow { return .none }
        guard alongHeight ? fillsHeight : fillsWidth else { return .none }
        if let maximum = alongHeight ? bounds.maxHeight : bounds.maxWidth { return .upToMaximum(maximum) }
        return .unbounded
    }
}

/// The lengths a flexible frame bounds a view to. A plain box wrapped around the frame (for a
/// background, a border, padding) takes them over, grown by its padding, so that it is as large
/// as the frame: neither as wide as the space offered nor narrower than the frame's minimum.
package struct FrameBounds: Equatable, Sendable {
    package var minWidth: Double?
    package var maxWidth: Double?
    package var minHeight: Double?
    package var maxHeight: Double?

    package init() {}

    var isEmpty: Bool { minWidth == nil && maxWidth == nil && minHeight == nil && maxHeight == nil }

    package init(_ frame: FlexibleFrame) {
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
}
