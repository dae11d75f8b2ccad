import KilnTree

/// What each modifier does to a box's size, innermost first: the plan changes as `ModifierBox`
/// changes it (`BoxPlan+Modifiers.swift`), boxes around the box where the plan needs one, and
/// the measures follow.
extension Sizing {
    mutating func apply(_ modifier: NodeModifier) throws(Unmeasurable) {
        switch modifier {
        case .padding(let insets):
            reserve(.padding)
            pad(insets)
        case .frame(let width, let height, _):
            if !plan.mergesFrame { wrap(carryingBounds: false) }
            plan.frame(width: width, height: height)
            if let width {
                definiteWidth = width
                minContent = width
                maxContent = width
            }
            if let height { definiteHeight = height }
        case .flexibleFrame(let frame):
            if !plan.mergesFrame { wrap(carryingBounds: false) }
            plan.frame(frame)
            // The frame's own maximum (a zero one too, which bounds nothing it would carry).
            let maximum = frame.maxWidth.flatMap { $0.isFinite ? $0 : nil }
            minContent = clamp(minContent, min: frame.minWidth, max: maximum)
            maxContent = clamp(maxContent, min: frame.minWidth, max: maximum)
        case .fixedSize(let horizontal, let vertical):
            // A width of its own is kept by a box around it, as CSS has the element's width taken.
            reserve(.size, conflict: horizontal && definiteWidth != nil)
            plan.fixSize(horizontal: horizontal, vertical: vertical)
            if horizontal {
                let width = plan.ownSize.width ?? maxContent
                definiteWidth = width
                minContent = width
                maxContent = width
            }
            if vertical, let height = plan.ownSize.height { definiteHeight = height }
        case .layoutPriority(let priority):
            plan.priority = priority
        case .zIndex(let index):
            plan.zIndex = index
        case .aspectRatio:
            throw Unmeasurable("aspectRatio is not measured yet")
        case .containerRelativeFrame:
            throw Unmeasurable("containerRelativeFrame's size is its container's, which the page knows only when it is shown")
        case .ignoresSafeArea:
            throw Unmeasurable("ignoresSafeArea reaches into the reader's safe area, which only the device knows")
        case .position:
            throw Unmeasurable("position(x:y:) takes what its container offers, which is not measured yet")
        case .visuallyHidden:
            throw Unmeasurable("a visually hidden view takes no room, which is not measured yet")
        case .background(.paint(_, let shape?)) where shape.isDrawnOutsideItsBox:
            addLayer()
        case .background(.paint):
            reserve(.background)
        case .background(.view), .overlay:
            addLayer()
        case .accessibilityChildren:
            // The views read in its place sit in a box around it.
            wrap(carryingBounds: true)
        case .clip, .mask:
            reserve(.clip)
        case .border:
            reserve(.border)
        case .opacity, .shadow, .offset, .hidden, .effect:
            reserve(.effects)
        case .testID, .anchor:
            plan.reach(.size)
        case .foreground, .tint, .backgroundStyle, .font, .fontWeight, .italic, .textAlignment, .lineLimit,
            .hitTestingDisabled, .accessibilityLabel, .accessibilityValue, .help, .accessibilityElementIgnoringChildren,
            .accessibilityHidden, .heading, .tag, .gridCellColumns, .gridColumnAlignment, .gridCellAnchor,
            .gridCellUnsizedAxes, .listRowSeparator, .listRowSeparatorTint, .listItemTint, .listRowBackground, .listRowInsets, .badge,
            .presentationDetents, .presentationDragIndicator, .layoutValue, .alignmentGuide, .foregroundLevels, .textAppearance,
            .searchCompletion, .scrollSnaps, .scrollTargetLayout, .stateTransition, .linkRelation:
            // No effect on the size (fonts and line limits reach the text through the context).
            break
        }
    }

    /// Makes sure the box can take a modifier drawn at `level`, wrapping it where the plan says.
    private mutating func reserve(_ level: BoxPlan.Level, conflict: Bool = false) {
        if plan.needsOuterBox(for: level, conflict: conflict) { wrap(carryingBounds: true) }
        plan.reach(level)
    }

    /// A background or overlay view: it never sizes the view, and sits on the view's own box
    /// where that box can hold layers, else on a box of the view's size around it.
    private mutating func addLayer() {
        if plan.needsOuterBoxForLayer() { wrap(carryingBounds: true) }
        plan.reach(.border)
    }

    /// `padding(_:)`: inside the box, as its plan says.
    private mutating func pad(_ insets: EdgeInsets) {
        plan.pad(insets)
        grow(by: insets)
    }

    /// Padding inside the box (border-box sizing): every length grows by it.
    mutating func grow(by insets: EdgeInsets) {
        let horizontal = insets.leading + insets.trailing, vertical = insets.top + insets.bottom
        let inner = height
        height = { width in inner(width - horizontal) + vertical }
        minContent += horizontal
        maxContent += horizontal
        definiteWidth = definiteWidth.map { $0 + horizontal }
        definiteHeight = definiteHeight.map { $0 + vertical }
    }

    /// The view in a grid box of its own: a plain box of its size (which takes over its bounds,
    /// `carryingBounds`) or a frame's box.
    private mutating func wrap(carryingBounds: Bool) {
        let inner = self
        self = Stacks.layers([inner])
        plan = inner.plan
        plan.startOuterBox(carrying: carryingBounds ? inner.plan.carriedBounds : FrameBounds())
    }
}
