import KilnMeasure
import KilnTree

/// The box a view is being built into, modifier by modifier from the innermost outwards: the
/// CSS each modifier writes, on the element or on a box around it, as the view's `BoxPlan` says
/// (a modifier whose layer CSS paints before one the element already uses takes a box of its
/// own, so `.padding().background(.red)` is one element and `.background(.red).padding()` two).
/// Besides the plan's reasons it wraps where a CSS property the modifier sets is already taken
/// on this element (a second shadow, a blend mode before a transform, a filter on an image).
struct ModifierBox {
    var element: Element
    /// The box's plan, which the CSS below is written from and which its container places.
    var plan: BoxPlan
    /// Background and overlay views hosted by the element.
    private var hasLayers = false
    /// The element is a stack that draws its children in `zIndex` order in a stacking context of
    /// its own; layers go on a box around it, so that none falls between its children.
    var ordersChildren = false
    /// `allowsHitTesting(false)` applies to the element and all in it, so layers added after it need a box of their own.
    private var passesEveryClick = false
    /// Whether only phrasing content may stand here, so that wrappers are spans.
    private var isPhrasing = false
    /// A font weight set by `bold()`/`fontWeight(_:)` rather than by a font, which an outer font must not undo.
    private var hasExplicitWeight = false
    /// The last of the element's drawing effects in CSS's order (`EffectStage`).
    private var effectStage = EffectStage.none
    /// What only some modifiers set, out of line: a box is made for every view and moved
    /// several times while it is built, and inline these made it several hundred bytes.
    private var rare: RareState?

    /// The order CSS draws a box's effects in: its filter, then its clip and mask, opacity and
    /// transform, its blending with what is behind it, and last the isolation of what is inside.
    /// An effect that CSS would draw before one the element already has takes a box of its own.
    enum EffectStage: Int, Comparable {
        case none, filter, opacity, transform, blend, group
        static func < (lhs: EffectStage, rhs: EffectStage) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    private struct RareFields {
        /// `accessibilityValue`, read after the label that may still come.
        var spokenValue: String?
        /// The point of the element's bounds its transforms keep in place (its `transform-origin`), once one is set.
        var transformOrigin: (x: Double, y: Double, z: Double)?
    }

    private final class RareState {
        var fields: RareFields

        init(_ fields: RareFields) { self.fields = fields }
    }

    /// Changes the rare fields in place when this box alone holds them.
    private mutating func changeRare(_ change: (inout RareFields) -> Void) {
        if !isKnownUniquelyReferenced(&rare) { rare = RareState(rare?.fields ?? RareFields()) }
        change(&rare!.fields)
    }

    private var spokenValue: String? { get { rare?.fields.spokenValue } set { changeRare { $0.spokenValue = newValue } } }
    private var transformOrigin: (x: Double, y: Double, z: Double)? { get { rare?.fields.transformOrigin } set { changeRare { $0.transformOrigin = newValue } } }

    /// `element` drawn up to `level`, placed by `plan`.
    init(_ element: consuming Element, level: BoxPlan.Level, placement plan: BoxPlan) {
        self.plan = Self.startingPlan(plan, level: level, of: element)
        // Moved in, not copied: a copy retained every field of every view's element.
        self.element = consume element
    }

    /// `element` with the plan `startingPlan` made for it, and whether it orders its children
    /// (content made without a box, `Resolver.plainContent` and stacks, boxed for its modifiers).
    init(_ element: consuming Element, startedPlan plan: BoxPlan, ordersChildren: Bool) {
        self.plan = plan
        self.element = consume element
        self.ordersChildren = ordersChildren
    }

    /// The plan a box holding `element`, drawn up to `level` and placed by `plan`, starts from:
    /// a view without modifiers is placed by it as it is, with no box made.
    /// `h1` to `h6`, literal names: one made from the level was looked up in the table of names
    /// made at run time, behind its lock, for every heading.
    private static let headingTags: [ElementName] = ["h1", "h2", "h3", "h4", "h5", "h6"]

    // Inlined: called for every view, and a call copied the plan (not plain data) in and out.
    @inline(__always)
    static func startingPlan(_ plan: BoxPlan, level: BoxPlan.Level, of element: borrowing Element) -> BoxPlan {
        var plan = plan
        plan.level = level
        // A container's box, which a layer can be positioned in.
        plan.hostsLayers = (element.tag == "div" || element.tag == "span") && element.style.declares(.display)
        return plan
    }

    /// The finished element, swapped out for an empty one (no allocation): reading `element`
    /// off a box about to be destroyed copied it, every field retained, and then released the box's.
    mutating func takeElement() -> Element {
        var taken = Element("", classHint: "")
        swap(&taken, &element)
        return taken
    }

    mutating func apply(_ modifier: NodeModifier, resolver: Resolver, context: ResolveContext) {
        isPhrasing = context.isPhrasing
        switch modifier {
        case .padding(let insets):
            reserve(.padding)
            (element.style[.padding], element.style[.paddingInline]) = CSSValue.padding(plan.pad(insets))
            plan.bounds.declare(in: &element.style)

        case .frame(let width, let height, let alignment):
            frame(
                alignment: alignment, styles: resolver.frameStyles, width: width, height: height, ownLengths: (width != nil, height != nil),
                change: { $0.frame(width: width, height: height) }
            ) { style in
                if let width { style[.width] = CSSValue.px(width) }
                if let height { style[.height] = CSSValue.px(height) }
            }

        case .containerRelativeFrame(let frame):
            self.frame(
                alignment: frame.alignment, ownLengths: (frame.width != nil, frame.height != nil),
                change: { $0.containerRelativeFrame(width: frame.width != nil, height: frame.height != nil) }
            ) { style in
                if let width = frame.width { style[.width] = CSSValue.containerRelative(width, unit: "cqw") }
                if let height = frame.height { style[.height] = CSSValue.containerRelative(height, unit: "cqh") }
            }

        case .flexibleFrame(let frame):
            self.frame(
                alignment: frame.alignment, ownLengths: (frame.maxWidth?.isFinite == true, frame.maxHeight?.isFinite == true),
                change: { $0.frame(frame) }
            ) { style in
                if let minimum = frame.minWidth { style[.minWidth] = CSSValue.px(minimum) }
                if let maximum = frame.maxWidth, maximum.isFinite { style[.maxWidth] = CSSValue.px(maximum) }
                if let minimum = frame.minHeight { style[.minHeight] = CSSValue.px(minimum) }
                if let maximum = frame.maxHeight, maximum.isFinite { style[.maxHeight] = CSSValue.px(maximum) }
            }

        case .fixedSize(let horizontal, let vertical):
            reserve(.size, wrappingIf: horizontal && element.style.declares(.width))
            plan.fixSize(horizontal: horizontal, vertical: vertical)
            if horizontal { element.style[.width] = plan.ownSize.width.map(CSSValue.px) ?? "max-content" }
            if vertical, let height = plan.ownSize.height { element.style[.height] = CSSValue.px(height) }
            element.style[.flexShrink] = "0"

        case .layoutPriority(let priority):
            plan.priority = priority

        case .aspectRatio(let ratio, let mode):
            if element.tag == "img" {
                element.style[.objectFit] = mode == .fit ? "contain" : "cover"
            } else if let ratio {
                reserve(.size, wrappingIf: element.style.declares(.aspectRatio))
                element.style[.aspectRatio] = CSSValue.number(ratio)
            }

        case .background(.paint(let paint, let shape?)) where shape.isDrawnOutsideItsBox:
            // The largest circle centred in the view, which a border radius cannot draw on a box that is not square;
            // an inset shape, drawn in a box of its own inside or around the view's.
            addLayer(Node(.shape(shape, .fill(paint))), alignment: .center, behind: true, resolver: resolver, context: context)

        case .background(.paint(let unresolved, let shape)):
            let paint = unresolved.resolvingImages(resolver.options)
            let shadow = CSSValue.boxShadow(paint)
            let material = CSSValue.materialDeclarations(paint)
            reserve(.background, wrappingIf: element.style.declares(.background) || (shadow != nil && element.style.declares(.boxShadow))
                || (!material.isEmpty && element.style.declares(.backdropFilter)))
            element.style[.background] = CSSValue.background(paint)
            if let shadow { element.style[.boxShadow] = shadow }
            for (property, value) in material { element.style[property] = value }
            if !material.isEmpty && element.usesForegroundLevels { inherit(CSSValue.vibrantLevels) }
            if let shape, let radius = CSSValue.radius(shape) { element.style[.borderRadius] = radius }

        case .background(.view(let node, let alignment)):
            addLayer(node, alignment: alignment, behind: true, resolver: resolver, context: context)

        case .overlay(.view(let node, let alignment)):
            addLayer(node, alignment: alignment, behind: false, resolver: resolver, context: context)

        case .overlay(.paint(let paint, let shape)):
            let kind: Node.Kind = shape.map { .shape($0, .fill(paint)) } ?? .fill(paint)
            addLayer(Node(kind), alignment: .center, behind: false, resolver: resolver, context: context)

        case .clip(let shape):
            reserve(.clip, wrappingIf: element.style.declares(.clipPath) || element.style.declares(.mask))
            if let path = CSSValue.clipPath(shape) {
                element.style[.clipPath] = path
            } else {
                element.style[.mask] = CSSValue.mask(shape)
            }

        case .mask(let paint):
            reserve(.clip, wrappingIf: element.style.declares(.mask))
            element.style[.mask] = CSSValue.maskImage(paint)

        case .border(let paint, let width):
            // SwiftUI strokes the frame after a clip unclipped; on the clipped box the clip path
            // would cut the outline, so the border takes a box of its own.
            reserve(.border, wrappingIf: element.style.declares(.outline) || element.style.declares(.clipPath) || element.style.declares(.mask))
            element.style[.outline] = "\(CSSValue.px(width)) solid \(CSSValue.color(paint))"
            element.style[.outlineOffset] = CSSValue.px(-width)

        case .opacity(let opacity):
            reserve(.effects, wrappingIf: element.style.declares(.opacity))
            element.style[.opacity] = CSSValue.number(opacity)

        case .shadow(let color, let radius, let x, let y):
            addFilter("drop-shadow(\(CSSValue.px(x)) \(CSSValue.px(y)) \(CSSValue.px(radius)) \(CSSValue.color(color)))")

        case .offset(let x, let y):
            addTransform("translate(\(CSSValue.px(x)),\(CSSValue.px(y)))", anchor: nil)

        case .position(let x, let y):
            position(x: x, y: y)

        case .effect(let effect):
            apply(effect, resolver: resolver)

        case .hidden:
            reserve(.effects, wrappingIf: element.style.declares(.visibility))
            element.style[.visibility] = "hidden"

        case .foreground(let paint):
            var declarations = [CSSProperty.color: CSSValue.color(paint)]
            // A style's drop shadow falls from the text drawn in it; an inner shadow has no CSS for text.
            if let shadow = CSSValue.textShadow(paint) { declarations[.textShadow] = shadow }
            // `.secondary` … `.quinary` inside are this style, more translucent (said only where something inside reads them).
            if element.usesForegroundLevels { declarations.merge(CSSValue.levelDeclarations(below: paint)) { old, _ in old } }
            if paint.isGradient && element.classHint == "t" && !element.style.declares(.background) {
                // Text drawn in a gradient: its background is the gradient, shown through the glyphs only.
                declarations[.color] = "transparent"
                element.style[.background] = CSSValue.background(paint)
                element.style[.webkitBackgroundClip] = "text"
                element.style[.backgroundClip] = "text"
            }
            inherit(declarations)

        case .foregroundLevels(let secondary, let tertiary):
            if element.usesForegroundLevels { inherit(CSSValue.levelDeclarations(secondary: secondary, tertiary: tertiary)) }
            // Palette symbols: their secondary layer in the second style, and the glyph of a filled
            // enclosure drawn in the first instead of cut out.
            if element.drawsPaletteSymbols { inherit([.kSymbolSecondary: CSSValue.color(secondary), .kKnockout: "none"]) }

        case .backgroundStyle(let paint):
            // `.background` inside stands for this style: kept in custom properties that the page inherits.
            if paint != .background {
                inherit([.kBackgroundStyle: CSSValue.background(paint), .kBackgroundColor: CSSValue.color(paint)])
            }

        case .tint(let paint), .listItemTint(let paint):
            inherit([.kTint: CSSValue.color(paint), .accentColor: CSSValue.color(paint)])

        case .font(let font):
            var declarations: [CSSProperty: String] = [:]
            for (property, value) in FontCSS.declarations(font) where !(property == .fontWeight && hasExplicitWeight) {
                declarations[property] = value
            }
            inherit(declarations)

        case .fontWeight(let weight):
            if !hasExplicitWeight { element.style[.fontWeight] = String(weight.value) }
            hasExplicitWeight = true

        case .italic:
            element.style[.fontStyle] = "italic"

        case .textAlignment(let alignment):
            inherit([.textAlign: CSSValue.textAlign(alignment)])

        case .textAppearance(let appearance):
            if let spaced = TextAppearanceCSS.spacedLineHeight(appearance, own: element.style[.lineHeight]) {
                element.style[.lineHeight] = spaced
            } else {
                inherit(TextAppearanceCSS.declarations(appearance))
            }

        case .lineLimit:
            // Resolved before the content is built: the limit applies to the texts inside.
            break

        case .tag, .layoutValue, .alignmentGuide, .gridCellColumns, .gridColumnAlignment, .gridCellAnchor, .gridCellUnsizedAxes, .listRowSeparator,
            .listRowSeparatorTint, .listRowBackground, .listRowInsets, .badge, .presentationDetents, .presentationDragIndicator, .searchCompletion, .stateTransition:
            // Read by the container that holds the view (picker, list, grid, sheet, custom layout, stack); nothing to draw.
            break

        case .accessibilityLabel(let label):
            labelForAssistiveTechnology(spokenValue.map { "\(label), \($0)" } ?? label)

        case .help(let text):
            // The innermost help is the one shown, as in SwiftUI; a second wraps the box.
            if element[attribute: "title"] != nil { wrap() }
            element[attribute: "title"] = text

        case .accessibilityValue(let value):
            spokenValue = value
            if let label = element[attribute: "aria-label"] {
                element[attribute: "aria-label"] = "\(label), \(value)"
            } else if element.tag == "img" {
                element[attribute: "alt"] = [element[attribute: "alt"], value].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
            } else if !element.isVoid {
                var spoken = Element(isPhrasing || element.tag == "p" || element.tag == "span" ? "span" : "div", classHint: "sr", children: [.text(", " + value)])
                spoken[attribute: "class"] = "k-sr"
                element.children.append(spoken)
            }

        case .accessibilityElementIgnoringChildren:
            // One element whose children are not read: an image role makes them presentational.
            // Controls inside stay reachable, as a keyboard still reaches them on the web.
            if !element.containsInteractiveContent {
                let name = element[attribute: "aria-label"] ?? element.textContent
                element[attribute: "role"] = "img"
                element[attribute: "aria-label"] = name
            }

        case .accessibilityHidden:
            hideFromAssistiveTechnology()

        case .visuallyHidden:
            element.addClass("k-sr")

        case .heading(let level):
            if element.tag == "p" {
                element.tag = Self.headingTags[min(6, max(1, level)) - 1]
            } else {
                element[attribute: "role"] = "heading"
                element[attribute: "aria-level"] = String(level)
            }

        case .testID(let identifier):
            if element[attribute: "data-testid"] != nil { wrap() }
            element[attribute: "data-testid"] = identifier
            // The identifier names this view's box: padding, backgrounds and frames applied after it wrap it.
            plan.reach(.size)

        case .linkRelation(let relation):
            if element.tag == "a" { element[attribute: "rel"] = relation }

        case .anchor(let name):
            if element[attribute: "id"] != nil { wrap() }
            element[attribute: "id"] = name
            plan.reach(.size)

        case .hitTestingDisabled:
            element.addClass("k-nohit")
            passesEveryClick = true

        case .zIndex(let index):
            plan.zIndex = index

        case .accessibilityChildren(let node):
            addAccessibilityChildren(node, resolver: resolver, context: context)

        case .scrollSnaps:
            // Read by the scroll view it is on (`Resolver`).
            break

        case .scrollTargetLayout:
            // Each view of the stack is a place the scroll view comes to rest at.
            for index in element.children.indices {
                element.children.changeElement(at: index) { $0.style[.scrollSnapAlign] = "start" }
            }

        case .ignoresSafeArea(let edges):
            // The box reaches past the page's safe-area padding by as much, its own content kept in place.
            reserve(.size, wrappingIf: element.style.declares(.margin) || element.style.declares(.padding) || element.isVoid)
            element.style[.margin] = SafeAreaCSS.outset(edges)
            element.style[.padding] = SafeAreaCSS.inset(edges)
            resolver.safeArea.isIgnored = true
        }
    }

    /// Makes sure the element can take a modifier of `level`, wrapping it when an earlier
    /// layer (or a `conflict` on the same property) is in the way.
    private mutating func reserve(_ level: BoxPlan.Level, wrappingIf conflict: Bool = false) {
        if plan.needsOuterBox(for: level, conflict: conflict || (level == .padding && element.isVoid)) { wrap() }
        plan.reach(level)
    }

    /// Puts the element in a plain box of its own size that takes the modifiers from now on.
    private mutating func wrap() {
        var style = Style()
        style[.display] = "grid"
        let carried = plan.carriedBounds
        carried.declare(in: &style)
        wrap(hint: "w", style: style, carrying: carried)
    }

    /// Puts the element, placed as a grid cell, in a new grid box with `style`; the new box
    /// fills what the element filled, takes over `bounds`, and starts with no layers used.
    private mutating func wrap(hint: ElementName, style: Style, carrying bounds: FrameBounds = FrameBounds()) {
        var inner = takeElement()
        inner.place(PlacementRequest(plan), in: .cell)
        element = Element(isPhrasing ? "span" : "div", classHint: hint, style: style, children: [inner])
        plan.startOuterBox(carrying: bounds)
        effectStage = .none
        hasLayers = false
        ordersChildren = false
        passesEveryClick = false
        // No transform origin yet; the accessibility value stays.
        let spoken = spokenValue
        rare = nil
        if spoken != nil { spokenValue = spoken }
    }

    /// `position(x:y:)`: SwiftUI offers the view all that its container offers and puts the
    /// view's centre at (x, y). The view is placed absolutely in a box that fills what it is
    /// offered, at (x, y) and back by half its own size; what fills is as large as the box, and
    /// other content as wide as it wants up to the box's width.
    private mutating func position(x: Double, y: Double) {
        let fills = (width: plan.fillsWidth, height: plan.fillsHeight)
        var style = Style()
        style[.position] = "relative"
        wrap(hint: "pos", style: style)
        plan.position()
        guard var placed = element.children.first?.asElement else { return }
        placed.style[.justifySelf] = nil
        placed.style[.alignSelf] = nil
        placed.style[.position] = "absolute"
        placed.style[.left] = CSSValue.px(x)
        placed.style[.top] = CSSValue.px(y)
        if fills.width {
            placed.style[.width] = "100%"
        } else if !placed.style.declares(.width) {
            placed.style[.width] = "max-content"
            placed.style[.maxWidth] = "100%"
        }
        if fills.height { placed.style[.height] = "100%" }
        placed.style[.transform] = placed.style[.transform].map { "translate(-50%,-50%) " + $0 } ?? "translate(-50%,-50%)"
        element.children[0] = placed
    }

    /// A frame merges into a flexible leaf (whose content fills it anyway); around anything else
    /// it is a grid box of its own that places the content by `alignment`. `change` is what the
    /// frame does to the plan, `declare` writes its lengths, and `ownLengths` says on which axes
    /// it bounds its length itself. A fixed frame (`width` and `height`, with the page's
    /// `styles`) around content that fills alike makes the same wrapper each time: its style is
    /// made once per page, as a table's rows repeat a few frames.
    private mutating func frame(
        alignment: Alignment, styles: FrameStyles? = nil, width: Double? = nil, height: Double? = nil,
        ownLengths: (width: Bool, height: Bool), change: (inout BoxPlan) -> Void, declare: (inout Style) -> Void
    ) {
        let mergesIntoLeaf = plan.mergesFrame
        let key = FrameStyles.Key(
            width: width, height: height, alignment: alignment,
            contentFillsWidth: plan.fillsWidth, contentFillsHeight: plan.fillsHeight)
        if !mergesIntoLeaf, let styles, let style = styles[key] {
            wrap(hint: "fr", style: style)
            change(&plan)
            return
        }
        defer { if !mergesIntoLeaf, let styles { styles[key] = element.style } }
        if !mergesIntoLeaf {
            var style = Style()
            style[.display] = "grid"
            style[.justifyItems] = CSSValue.horizontal(alignment.horizontal)
            style[.alignItems] = CSSValue.vertical(alignment.vertical)
            wrap(hint: "fr", style: style)
        }
        declare(&element.style)
        change(&plan)
        if !mergesIntoLeaf {
            // Where the frame's length is its own (fixed, bounded or filling what is offered) and not its content's,
            // it is the track the content is aligned in: larger content overflows on both sides by the alignment, as
            // in SwiftUI, instead of widening the track at its end.
            if ownLengths.width || plan.fillsWidth {
                element.style[.gridTemplateColumns] = "100%"
            }
            if ownLengths.height || plan.fillsHeight {
                element.style[.gridTemplateRows] = "100%"
            }
        }
    }

    /// Inherited properties (environment values) merge unless the element already sets one
    /// of them: the innermost setting wins, as in SwiftUI.
    private mutating func inherit(_ declarations: [CSSProperty: String]) {
        let clashes = declarations.keys.contains { element.style.declares($0) }
        if clashes && hasLayers { wrap() }
        for (property, value) in declarations.sorted(by: { $0.key.name < $1.key.name }) where !element.style.declares(property) {
            element.style[property] = value
        }
    }

    /// Background and overlay views: an absolutely positioned grid covering the element's
    /// padding box, placing the layer by `alignment`; it never changes the element's size
    /// and takes no clicks but those on the controls inside it.
    private mutating func addLayer(_ node: Node, alignment: Alignment, behind: Bool, resolver: Resolver, context: ResolveContext) {
        if plan.needsOuterBoxForLayer(conflict: ordersChildren || passesEveryClick) { wrap() }
        plan.reach(.border)
        var inner = context
        inner.isPhrasing = isPhrasing || element.tag == "span"
        let resolved = resolver.resolve(node, in: .cell, context: inner)
        var layer = Element(inner.isPhrasing ? "span" : "div", classHint: behind ? "bg" : "ov")
        // Decoration in a layer lets clicks through to the view under it; controls inside it still take them.
        layer.addClass("k-pass")
        layer.style[.position] = "absolute"
        layer.style[.inset] = "0"
        layer.style[.display] = "grid"
        // The view's bounds are the layer's track: a larger layer is aligned on them and overflows on both sides.
        layer.style[.gridTemplate] = "100%/100%"
        layer.style[.justifyItems] = CSSValue.horizontal(alignment.horizontal)
        layer.style[.alignItems] = CSSValue.vertical(alignment.vertical)
        if behind {
            layer.style[.zIndex] = "-1"
            element.style[.isolation] = "isolate"
        }
        layer.children = [resolved.element]
        element.style[.position] = "relative"
        if behind {
            element.children.insert(layer, at: 0)
        } else {
            element.children.append(layer)
        }
        hasLayers = true
    }

    private mutating func hideFromAssistiveTechnology() {
        element[attribute: "aria-hidden"] = "true"
        // A drawing's own name goes with it (an `<img>` keeps its required alt).
        if element.tag == "svg", element[attribute: "role"] == "img" {
            element.attributes.removeAll { $0.name == "role" || $0.name == "aria-label" }
        }
    }

    /// The views read in place of this one: visually hidden in a group named as the view was,
    /// beside the view, which is hidden from assistive technology (its drawing left to the eye).
    private mutating func addAccessibilityChildren(_ node: Node, resolver: Resolver, context: ResolveContext) {
        let name = element.spokenName
        hideFromAssistiveTechnology()
        wrap()
        var inner = context
        inner.isPhrasing = isPhrasing
        let children = resolver.resolve(node, in: .column, context: inner).element
        var spoken = Element(isPhrasing ? "span" : "div", classHint: "sr", children: [children])
        spoken[attribute: "class"] = "k-sr"
        element.children.append(spoken)
        // The hidden box is absolutely placed: kept inside this one, not widening the page.
        element.style[.position] = "relative"
        element[attribute: "role"] = "group"
        if let name { element[attribute: "aria-label"] = name }
    }

    /// Makes sure the element can take an effect drawn at `stage`: a box of its own when CSS would
    /// draw it before an effect the element has, or when `conflict` says a property is taken. A
    /// blend mode moves out to the new box, as SwiftUI blends the transformed or faded view.
    private mutating func reserveEffect(_ stage: EffectStage, wrappingIf conflict: Bool = false) {
        let wraps = plan.needsOuterBox(for: .effects, conflict: conflict || effectStage > stage)
        if wraps {
            let blend = stage == .group ? nil : element.style[.mixBlendMode]
            if blend != nil { element.style[.mixBlendMode] = nil }
            wrap()
            if let blend {
                element.style[.mixBlendMode] = blend
                effectStage = .blend
            }
        }
        plan.reach(.effects)
        effectStage = max(effectStage, stage)
    }

    /// A filter function after the element's others: CSS applies a filter list in order. A filter
    /// comes before the clip path, so a clipped view takes a box of its own. After offsets alone
    /// (no anchored transform yet) it stays: a filter and a translation give the same picture in either order.
    private mutating func addFilter(_ function: String) {
        let clipped = element.style.declares(.clipPath) || element.style.declares(.mask)
        let onlyMoved = effectStage == .transform && transformOrigin == nil
        reserveEffect(onlyMoved ? .transform : .filter, wrappingIf: clipped)
        element.style[.filter] = element.style[.filter].map { $0 + " " + function } ?? function
    }

    /// A transform outside the element's others: CSS applies the rightmost function first, so an
    /// outer modifier's goes on the left. The first anchored transform sets `transform-origin`; a
    /// later one about another anchor moves the origin there and back around its function.
    private mutating func addTransform(_ function: String, anchor: (x: Double, y: Double, z: Double)?) {
        reserveEffect(.transform)
        var function = function
        if let anchor {
            if let origin = transformOrigin {
                let dx = (anchor.x - origin.x) * 100, dy = (anchor.y - origin.y) * 100, dz = anchor.z - origin.z
                if dx != 0 || dy != 0 || dz != 0 {
                    let there = "translate3d(\(CSSValue.number(dx))%,\(CSSValue.number(dy))%,\(CSSValue.signedPx(dz)))"
                    let back = "translate3d(\(CSSValue.number(-dx))%,\(CSSValue.number(-dy))%,\(CSSValue.signedPx(-dz)))"
                    function = "\(there) \(function) \(back)"
                }
            } else {
                transformOrigin = anchor
                if anchor.x != 0.5 || anchor.y != 0.5 || anchor.z != 0 {
                    let z = anchor.z == 0 ? "" : " " + CSSValue.signedPx(anchor.z)
                    element.style[.transformOrigin] = "\(CSSValue.number(anchor.x * 100))% \(CSSValue.number(anchor.y * 100))%" + z
                }
            }
        }
        element.style[.transform] = element.style[.transform].map { function + " " + $0 } ?? function
    }

    private mutating func apply(_ effect: VisualEffect, resolver: Resolver) {
        switch effect {
        case .blur(_, let opaque):
            addFilter(CSSValue.filterFunction(effect) ?? "")
            // An opaque blur stays inside the view's bounds.
            if opaque { element.style[.clipPath] = "inset(0)" }
        case .contrast, .saturation, .grayscale, .hueRotation, .colorInvert:
            addFilter(CSSValue.filterFunction(effect) ?? "")
        case .brightness, .colorMultiply, .luminanceToAlpha:
            guard let primitives = CSSValue.filterPrimitives(effect) else { return }
            let id = resolver.filterNames.next()
            // The filter's definition is a child of the element: an image or input has none, so it takes a box.
            if element.isVoid { wrap() }
            addFilter("url(#\(id))")
            element.children.append(CSSValue.filterDefinition(id: id, primitives: primitives))
        case .blendMode(let mode):
            // Porter-Duff operators have no CSS blend mode; lowering reported them at the user's line.
            guard let value = CSSValue.blendMode(mode) else { return }
            reserveEffect(.blend, wrappingIf: element.style.declares(.mixBlendMode))
            element.style[.mixBlendMode] = value
        case .compositingGroup:
            reserveEffect(.group, wrappingIf: element.style.declares(.mixBlendMode))
            element.style[.isolation] = "isolate"
        case .geometry(let geometry):
            let anchor = geometry.anchor
            var z = 0.0
            if case .rotation3D(_, _, _, _, _, let anchorZ, _) = geometry { z = anchorZ }
            let size = plan.ownSize
            addTransform(CSSValue.transform(geometry, size: size.width.flatMap { width in size.height.map { (width, $0) } }), anchor: (anchor.x, anchor.y, z))
        }
    }

    private mutating func labelForAssistiveTechnology(_ label: String) {
        switch element.tag {
        case "img":
            element[attribute: "alt"] = label
        case "button", "a", "input", "textarea", "select":
            element[attribute: "aria-label"] = label
        case _ where element.classHint == "t" && !hasLayers:
            // Generic text may not carry aria-label: the visible text is hidden and the label read instead.
            var visible = Element("span", classHint: "t", children: element.children)
            visible[attribute: "aria-hidden"] = "true"
            var spoken = Element("span", classHint: "sr", children: [.text(label)])
            spoken[attribute: "class"] = "k-sr"
            element.children = [visible, spoken]
        default:
            if element.children.count == 1, var image = element.children[0].asElement, image.classHint == "ai", image[attribute: "role"] == "img" {
                // A box around an image that names itself (an AsyncImage's cell): the image takes the label.
                image[attribute: "aria-label"] = label
                element.children[0] = image
                return
            }
            // A frame around one element already named so (a canvas's SVG) adds no second name.
            if element.children.count == 1, let only = element.children[0].asElement, only[attribute: "aria-label"] == label { return }
            if element[attribute: "role"] != "img" { element[attribute: "role"] = element.children.isEmpty ? "img" : "group" }
            element[attribute: "aria-label"] = label
        }
    }
}

extension Element {
    /// The element's name for assistive technology: its own, or that of the one element it frames
    /// (a canvas's SVG in its frame).
    fileprivate var spokenName: String? {
        if let name = self[attribute: "aria-label"] ?? (tag == "img" ? self[attribute: "alt"] : nil) { return name }
        guard children.count == 1, let only = children[0].asElement else { return nil }
        return only.spokenName
    }
}
