import KilnTree

/// What each modifier does to a box's size, innermost first, as `ModifierBox` builds its CSS.
extension Sizing {
    mutating func apply(_ modifier: NodeModifier) throws(Unmeasurable) {
        switch modifier {
        case .padding(let insets):
            pad(insets)
        case .frame(let width, let height, _):
            frame(width: width, height: height)
        case .flexibleFrame(let frame):
            self.frame(frame)
        case .fixedSize(let horizontal, let vertical):
            fixSize(horizontal: horizontal, vertical: vertical)
        case .layoutPriority(let priority):
            self.priority = priority
        case .aspectRatio:
            throw Unmeasurable("aspectRatio is not measured yet")
        case .containerRelativeFrame:
            throw Unmeasurable("containerRelativeFrame's size is its container's, which the page knows only when it is shown")
        case .ignoresSafeArea:
            throw Unmeasurable("ignoresSafeArea reaches into the reader's safe area, which only the device knows")
        case .background, .overlay, .accessibilityChildren:
            // Layers (and hidden children) never size the view; on a leaf they take a box of its own size around it.
            isFlexibleLeaf = false
            hasTenPointIdeal = false
            acceptsFrame = false
        case .opacity, .shadow, .offset, .hidden, .effect:
            // Effects come after the size in a box's drawing order, so a frame after them wraps.
            acceptsFrame = false
        case .foreground, .tint, .backgroundStyle, .font, .fontWeight, .italic, .textAlignment, .lineLimit, .clip, .border,
            .hitTestingDisabled, .zIndex, .accessibilityLabel, .accessibilityValue, .accessibilityElementIgnoringChildren,
            .accessibilityHidden, .heading, .testID, .tag, .gridCellColumns, .gridColumnAlignment, .gridCellAnchor,
            .gridCellUnsizedAxes, .listRowSeparator, .listRowSeparatorTint, .listItemTint, .listRowBackground,
            .presentationDetents, .presentationDragIndicator, .layoutValue, .alignmentGuide, .foregroundLevels, .mask, .textAppearance,
            .searchCompletion:
            // No effect on the size (fonts and line limits reach the text through the context).
            break
        }
    }

    /// Padding inside the box (border-box sizing): every length grows by it.
    mutating func pad(_ insets: EdgeInsets) {
        let horizontal = insets.leading + insets.trailing, vertical = insets.top + insets.bottom
        let inner = height
        height = { width in inner(width - horizontal) + vertical }
        minContent += horizontal
        maxContent += horizontal
        fixedWidth = fixedWidth.map { $0 + horizontal }
        fixedHeight = fixedHeight.map { $0 + vertical }
        minWidth = minWidth.map { $0 + horizontal }
        maxWidth = maxWidth.map { $0 + horizontal }
        minHeight = minHeight.map { $0 + vertical }
        maxHeight = maxHeight.map { $0 + vertical }
        spacerMinLength = nil
        isFlexibleLeaf = false
        hasTenPointIdeal = false
        acceptsFrame = false
    }

    /// `frame(width:height:)`: the leaf's own lengths, or a grid box of those lengths around the view.
    private mutating func frame(width: Double?, height: Double?) {
        if !acceptsFrame { wrap() }
        if let width {
            fixedWidth = width
            minContent = width
            maxContent = width
            fillsWidth = false
        }
        if let height {
            fixedHeight = height
            fillsHeight = false
        }
        if width != nil || height != nil { acceptsFrame = false }
    }

    private mutating func frame(_ frame: FlexibleFrame) {
        if !acceptsFrame { wrap() }
        minWidth = frame.minWidth
        maxWidth = frame.maxWidth.flatMap { $0.isFinite ? $0 : nil }
        minHeight = frame.minHeight
        maxHeight = frame.maxHeight.flatMap { $0.isFinite ? $0 : nil }
        if let maximum = frame.maxWidth { fillsWidth = maximum > 0 }
        if let maximum = frame.maxHeight { fillsHeight = maximum > 0 }
        minContent = clamp(minContent, min: minWidth, max: maxWidth)
        maxContent = clamp(maxContent, min: minWidth, max: maxWidth)
        idealWidth = frame.idealWidth
        idealHeight = frame.idealHeight
        if maxWidth != nil || maxHeight != nil { acceptsFrame = false }
    }

    /// `fixedSize`: nothing is offered, so the view is its max-content width (a flexible frame
    /// its ideal width, a colour or shape 10) and never shrinks.
    private mutating func fixSize(horizontal: Bool, vertical: Bool) {
        if horizontal {
            let width = unofferedLength(ideal: idealWidth, hasTenPointIdeal: hasTenPointIdeal, fills: fillsWidth, minimum: minWidth, maximum: maxWidth)
                ?? maxContent
            if fixedWidth == nil {
                fixedWidth = width
                minContent = width
                maxContent = width
            }
            fillsWidth = false
        }
        if vertical {
            if fixedHeight == nil {
                fixedHeight = unofferedLength(ideal: idealHeight, hasTenPointIdeal: hasTenPointIdeal, fills: fillsHeight, minimum: minHeight, maximum: maxHeight)
            }
            fillsHeight = false
        }
        keepsWidth = true
    }

    /// The view in a grid box of its own, which fills what the view filled and carries its priority.
    private mutating func wrap() {
        let inner = self
        var box = Stacks.layers([inner])
        box.priority = inner.priority
        self = box
    }
}
