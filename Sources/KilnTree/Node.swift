package typealias Node = _Node

/// One view of the intermediate tree: what it is (`kind`), the modifiers applied to it from
/// the innermost outwards, its children, and where the user created it. Not API: public only
/// as the opaque element type of `View._lower`'s output, with `package` members; the package
/// spells it `Node`.
public struct _Node: Sendable {
    package var kind: Kind
    package var modifiers: [NodeModifier]
    package var children: [Node]
    package var source: CallSite?

    /// Payloads larger than a stack's (17 bytes) are `indirect`: every node is as large as the
    /// largest inline payload, and nodes are copied and moved in every array of children (a
    /// control's 147 bytes made each text node 192 bytes; a list's and a grid's 41 kept every
    /// node at 88 bytes, where it is now 64).
    package enum Kind: Sendable {
        case text(TextRuns)
        case vstack(alignment: HorizontalAlignment, spacing: Double?)
        case hstack(alignment: VerticalAlignment, spacing: Double?)
        case zstack(alignment: Alignment)
        case spacer(minLength: Double?)
        case divider
        /// A `Color` (or other shape style) used as a view: fills what it is offered.
        indirect case fill(Paint)
        indirect case shape(ShapeKind, ShapeDrawing)
        indirect case image(ImageContent)
        /// children: the title, then the icon.
        case label
        /// children: the label.
        case link(LinkDestination)
        case scrollView(horizontal: Bool, vertical: Bool)
        /// A `Section` of a form, list or lazy grid. children: the header if any, the content,
        /// the footer if any. (Nested views always live in `children`, so walkers find them.)
        case section(hasHeader: Bool, hasFooter: Bool)
        /// A `Grid`. children: `gridRow`s, and views outside any row, which span all columns.
        indirect case grid(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?)
        /// A `GridRow`. children: its cells.
        case gridRow(alignment: VerticalAlignment?)
        /// A `LazyVGrid` or `LazyHGrid`. children: cells, and sections of cells.
        indirect case lazyGrid(LazyGrid)
        /// A `Form`. children: its sections and loose rows.
        case form(FormLayout)
        /// `LabeledContent`. children: the label, then the content.
        case labeledContent
        /// A `List`. children: its rows and sections.
        indirect case list(ListSpec)
        /// A row of a hierarchical list or `OutlineGroup`. children: the row, then its child rows.
        case outlineRow

        /// A button, toggle, picker or other control; children as `Control.Kind` documents.
        indirect case control(Control)

        /// A `Table`. children: the column headers, then section headers and row cells, in the
        /// order `TableSpec` documents.
        case table(TableSpec)

        /// A `Chart`. children: the views of its marks' annotations.
        indirect case chart(ChartSpec)

        /// A `NavigationStack` or a split view's column. children: the bar's toolbar items
        /// (`NavigationBar.toolbarItemCount` of them), then the content.
        indirect case navigationColumn(NavigationBar)
        /// A toolbar item. children: its views.
        case toolbarItem(ToolbarPlacement)
        /// A `NavigationSplitView`. children: its columns (`navigationColumn`s), sidebar first.
        indirect case splitView(SplitViewSpec)
        /// A `TabView`. children: one link per tab (to the tab's page), then the selected tab's content.
        case tabView(selected: Int, tabCount: Int)
        /// A view with a `tabItem`, read by its tab view. children: the label, then the view.
        case tabItem

        /// A presented view (sheet, alert, popover …) or a button that shows or hides one.
        indirect case presentation(Presentation)

        /// A container laid out by the user's `Layout`, which layout runs at build time. children: its subviews.
        indirect case customLayout(any CustomLayoutRunner)
        /// A `ViewThatFits`: the first candidate that fits along the axes shows. children: the candidates, in order.
        case viewThatFits(horizontal: Bool, vertical: Bool)
        /// A `GeometryReader`, whose views the layout stage builds for each size it can have. No children.
        case geometryReader(GeometryContent)
        /// A view that read a size class the page cannot know, lowered once per class: the browser
        /// shows the rendering for its viewport. children: the compact rendering's views
        /// (`compactCount` of them), then the regular rendering's.
        case sizeClassSwitch(axis: SizeClassAxis, compactCount: Int)
        /// A view whose `@State` its controls change, with every state they reach. children: its
        /// views, with `stateVariants` where the states differ.
        indirect case stateIsland(StateIsland)
        /// Where a state island's states differ. children: each variant's views (`stateVariantParts`).
        indirect case stateVariants(StateVariants)
        /// `safeAreaInset(edge:alignment:spacing:content:)`: a bar at `edge` of the view, which keeps
        /// it clear of the bar. children: the view, then the bar (`safeAreaInsetParts`).
        indirect case safeAreaInset(edge: Edge, alignment: Alignment, spacing: Double?)
        /// An `AsyncImage`: its placeholder (`placeholderCount` views) under the loaded image's views,
        /// which cover it once the image loads (`asyncImageParts`).
        case asyncImage(placeholderCount: Int)
        /// A `Canvas`, whose renderer the layout stage runs for each size it can have.
        /// children: the canvas's symbol views, in order.
        case canvas(CanvasContent)
        /// What a canvas's renderer drew at one size. children: the canvas's symbol views.
        indirect case canvasDrawing(CanvasDrawing)
        /// Markup an author let through by name (`Markdown(_:allowsRawHTML: true)`), written into
        /// the page as it is, in a block of its own.
        case rawHTML(String)
        /// `searchable`: a search field over the view. children as `searchParts` names them.
        indirect case search(SearchField)
        /// `ShareLink`: a link that opens the platform's share sheet. children: the label.
        indirect case shareLink(ShareItem)
        /// `LanguageSwitcher`: the page in each of the site's languages. No children.
        indirect case languageLinks(LanguageLinks)
    }
}

// MARK: - What each child is
// The kinds above keep nested views in `children` in a fixed order; these accessors name each
// child, so that the order is written here, once, and layout reads parts by name.

extension Node {
    /// A `label`'s title (its first child).
    package var labelTitle: Node? { children.first }

    /// A `label`'s icon (its second child).
    package var labelIcon: Node? { children.dropFirst().first }

    /// A `labeledContent`'s label and content (its first and second children).
    package var labeledContentParts: (label: Node, content: Node) { (children[0], children[1]) }

    /// A `section`'s header, content and footer, as its payload says which it has; nil for
    /// another kind.
    package var sectionParts: SectionParts? {
        guard case .section(let hasHeader, let hasFooter) = kind else { return nil }
        var content = children[...]
        let header = hasHeader ? content.popFirst() : nil
        let footer = hasFooter ? content.popLast() : nil
        return SectionParts(header: header, content: content, footer: footer)
    }

    /// An `outlineRow`'s row and the rows nested under it; nil for another kind or a row without views.
    package var outlineRowParts: (row: Node, children: ArraySlice<Node>)? {
        guard case .outlineRow = kind, let row = children.first else { return nil }
        return (row, children.dropFirst())
    }

    /// A `tabItem`'s label (its first child).
    package var tabItemLabel: Node? { children.first }

    /// A `tabItem`'s view: the children after the label.
    package var tabItemContent: ArraySlice<Node> { children.dropFirst() }

    /// A `sizeClassSwitch`'s renderings, as its payload divides its children; nil for another kind.
    package var sizeClassRenderings: (compact: ArraySlice<Node>, regular: ArraySlice<Node>)? {
        guard case .sizeClassSwitch(_, let compactCount) = kind else { return nil }
        return (children.prefix(compactCount), children.dropFirst(compactCount))
    }

    /// A `safeAreaInset`'s view and bar; nil for another kind.
    package var safeAreaInsetParts: (content: Node, bar: Node)? {
        guard case .safeAreaInset = kind, children.count == 2 else { return nil }
        return (children[0], children[1])
    }

    /// An `asyncImage`'s placeholder and loaded-image views, as its payload divides its children.
    package var asyncImageParts: (placeholder: ArraySlice<Node>, image: ArraySlice<Node>)? {
        guard case .asyncImage(let placeholderCount) = kind else { return nil }
        return (children.prefix(placeholderCount), children.dropFirst(placeholderCount))
    }

    /// Builds an `asyncImage` whose payload agrees with the views it is given.
    package static func asyncImage(placeholder: [Node], image: [Node], source: CallSite?) -> Node {
        Node(.asyncImage(placeholderCount: placeholder.count), children: placeholder + image, source: source)
    }

    /// Builds a `sizeClassSwitch` whose payload agrees with the renderings it is given.
    package static func sizeClassSwitch(_ axis: SizeClassAxis, compact: [Node], regular: [Node]) -> Node {
        Node(.sizeClassSwitch(axis: axis, compactCount: compact.count), children: compact + regular)
    }

    /// Builds a `section` whose payload agrees with the parts it is given.
    package static func section(header: Node?, content: [Node], footer: Node?) -> Node {
        Node(.section(hasHeader: header != nil, hasFooter: footer != nil),
             children: (header.map { [$0] } ?? []) + content + (footer.map { [$0] } ?? []))
    }

    /// Builds a `labeledContent` from its label and content.
    package static func labeledContent(label: Node, content: Node) -> Node {
        Node(.labeledContent, children: [label, content])
    }

    /// Builds an `outlineRow` from its row and the rows nested under it.
    package static func outlineRow(_ row: Node, children: [Node]) -> Node {
        Node(.outlineRow, children: [row] + children)
    }

    /// Builds a `tabItem` from its label and view.
    package static func tabItem(label: Node, content: [Node]) -> Node {
        Node(.tabItem, children: [label] + content)
    }
}

/// Which size class a `sizeClassSwitch` follows: the horizontal one (the viewport's width) or the
/// vertical one (its height).
package enum SizeClassAxis: Sendable {
    case horizontal, vertical
}

/// A `Section`'s children by role.
package struct SectionParts {
    package var header: Node?
    package var content: ArraySlice<Node>
    package var footer: Node?
}

/// A modifier as the tree keeps it: already validated and with SwiftUI's defaults filled in.
/// Payloads larger than a frame's (48 bytes) are `indirect`, so that a modifier is a few words:
/// every node's modifiers are copied with it (a layer's 128 bytes made each modifier 129, and an
/// image paint's 96 bytes, held in every paint, made it 112).
package enum NodeModifier: Sendable {
    case padding(EdgeInsets)
    case frame(width: Double?, height: Double?, alignment: Alignment)
    indirect case flexibleFrame(FlexibleFrame)
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `alignmentGuide(_:computeValue:)`: the view's own value for a guide, read by its stack.
    indirect case alignmentGuide(AlignmentGuide)
    /// `containerRelativeFrame`: a box sized as a share of the nearest scroll view (or page).
    indirect case containerRelativeFrame(ContainerRelativeFrame)
    case layoutPriority(Double)
    case aspectRatio(Double?, ContentMode)
    indirect case background(Layer)
    indirect case overlay(Layer)
    case foreground(Paint)
    case tint(Paint)
    /// `backgroundStyle(_:)`: the style `.background` and `background(in:)` mean in the view.
    case backgroundStyle(Paint)
    case font(Font)
    case fontWeight(Font.Weight)
    case italic
    case textAlignment(TextAlignment)
    case lineLimit(Int?)
    case opacity(Double)
    indirect case clip(ShapeKind)
    indirect case border(Paint, width: Double)
    indirect case shadow(color: Color, radius: Double, x: Double, y: Double)
    case offset(x: Double, y: Double)
    /// `position(x:y:)`: the view's centre at (x, y) in a box that takes all its container offers.
    case position(x: Double, y: Double)
    case hidden
    /// `allowsHitTesting(false)`: the view and everything in it let clicks through to what lies under them.
    case hitTestingDisabled
    /// `zIndex(_:)`: among the views of one container, a higher index draws on top; equal indexes keep their order.
    case zIndex(Double)
    case accessibilityLabel(String)
    /// `accessibilityValue(_:)`: read after the view's label.
    case accessibilityValue(String)
    /// `help(_:)`: the view's tooltip, which the browser shows on hover and assistive technology
    /// reads as its description.
    case help(String)
    /// `accessibilityElement(children: .ignore)`: the view is one element for assistive
    /// technology, its children not read (`.combine` and `.contain` read them in order, as a page does).
    case accessibilityElementIgnoringChildren
    case accessibilityHidden
    /// A heading of level 1 to 6 for assistive technology and the document outline.
    case heading(Int)
    case testID(String)
    /// The element's `id`, which a link to `#name` scrolls to: a Markdown heading's anchor.
    case anchor(String)
    /// A link's relation to its page (`next`, `prev`), for browsers and crawlers; nothing to draw.
    case linkRelation(String)
    /// `tag(_:)`: the value a picker or a selectable list matches against its selection.
    /// Inside those, `ForEach` tags each view with its id after any explicit tag, so the first tag wins.
    /// Indirect: its `AnyHashable` is address-only, and made every modifier so, each read of
    /// one a copy through its value witness.
    indirect case tag(ViewTag)
    /// `layoutValue(key:value:)`: a value for the enclosing custom layout, by the key's type; read by that layout.
    case layoutValue(key: ObjectIdentifier, LayoutValue)
    /// How a `Grid` cell sits in its grid; read by the grid, nothing to draw on the cell.
    case gridCellColumns(Int)
    case gridColumnAlignment(HorizontalAlignment)
    case gridCellAnchor(UnitPoint)
    case gridCellUnsizedAxes(horizontal: Bool, vertical: Bool)
    /// How a list row draws its separators; read by the list.
    case listRowSeparator(visible: Bool, top: Bool, bottom: Bool)
    case listRowSeparatorTint(Paint, top: Bool, bottom: Bool)
    case listItemTint(Paint)
    /// `listRowBackground(_:)` with a colour or style: read by the list, which fills the row with it.
    case listRowBackground(Paint)
    /// `listRowInsets(_:)`: the row's padding around its content, instead of the list style's.
    case listRowInsets(EdgeInsets)
    /// `badge(_:)` on a list row: the text the list shows at the row's trailing end.
    case badge(String)
    /// Read by assistive technology but not shown (a control's label under `labelsHidden()`).
    case visuallyHidden
    /// `presentationDetents(_:)` anywhere in a sheet's content: lowering moves it to the sheet's
    /// node, which reads it; nothing to draw.
    case presentationDetents([SheetDetent])
    /// A sheet shows its drag indicator (`presentationDragIndicator(.visible)`, or by default with
    /// more than one detent): lowering puts it on the sheet's node.
    case presentationDragIndicator
    /// A drawing effect (`blur`, `blendMode`, `rotationEffect` …); never changes the layout.
    indirect case effect(VisualEffect)
    /// `foregroundStyle(_:_:)`, `foregroundStyle(_:_:_:)`: the styles `.secondary` (and `.tertiary`)
    /// mean in the view; lowering puts it inside the `foreground` of the primary style.
    indirect case foregroundLevels(secondary: Paint, tertiary: Paint?)
    /// `ignoresSafeArea(_:edges:)`: the view reaches past the page's safe-area padding to the
    /// screen's edges on these sides (the page then covers the whole viewport).
    case ignoresSafeArea(Edge.Set)
    /// `scrollTargetBehavior(_:)` on a scroll view: it comes to rest with a view of its
    /// `scrollTargetLayout()` stack at its leading (or top) edge, as `.viewAligned` and `.paging` do.
    case scrollSnaps
    /// `scrollTargetLayout()`: the stack's views are where a snapping scroll view comes to rest.
    case scrollTargetLayout
    /// `mask(alignment:_:)` with a gradient or colour: the view is drawn where the paint is
    /// opaque, faded where it is translucent (a shape mask is a `clip`).
    case mask(Paint)
    /// `accessibilityChildren(children:)`: views read by assistive technology in place of this
    /// one, which is left to the eye.
    indirect case accessibilityChildren(Node)
    /// Text modifiers set on a view for the texts inside it.
    case textAppearance(TextAppearance)
    /// `searchCompletion(_:)`: the text a search suggestion puts in the field.
    case searchCompletion(String)
    /// A control in a `stateIsland`'s rendering: the states its actions lead to.
    indirect case stateTransition(StateTransition)
}

package typealias ViewTag = _ViewTag

/// A view's tag: any hashable value, compared with a picker's or a list's selection. Not API:
/// public only as the opaque type of `ListSelection`'s requirements; the package spells it `ViewTag`.
public struct _ViewTag: Hashable, @unchecked Sendable {
    // AnyHashable is not Sendable, but a tag is only compared, never mutated.
    package let value: AnyHashable

    package init(_ value: some Hashable) {
        self.value = AnyHashable(value)
    }
}

extension Node {
    /// The view's tag: the innermost one, as SwiftUI takes an explicit tag over ForEach's.
    package var tag: ViewTag? {
        for case .tag(let tag) in modifiers { return tag }
        return nil
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
package struct FlexibleFrame: Hashable, Sendable {
    package var minWidth: Double?
    package var idealWidth: Double?
    package var maxWidth: Double?
    package var minHeight: Double?
    package var idealHeight: Double?
    package var maxHeight: Double?
    package var alignment: Alignment

    package init(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// What `background` and `overlay` put behind or in front of a view.
package enum Layer: Sendable {
    /// A view placed by an alignment within the base view's bounds.
    indirect case view(Node, Alignment)
    /// A shape style filling the base view's bounds, optionally in a shape.
    case paint(Paint, in: ShapeKind?)
}

extension Node {
    /// The room a stack leaves between each two neighbours among `children` (one fewer than
    /// them): its `spacing`, or where it gives none the spacing SwiftUI picks by the views that
    /// meet (`defaultSpacing`); none beside a `Spacer`, whose minimum length stands in for it
    /// (Apple's frames show a spacer running from one neighbour's edge to the other's,
    /// iamcgn/swiftui-web Fixtures/Goldens/layout/spacer/frames.json @ 3c30f3a2cb756acf338af0a06d800a1c0bd46a4a).
    package static func stackGaps(_ children: [Node], spacing: Double?, vertical: Bool) -> StackGaps {
        StackGaps(children: children, spacing: spacing, vertical: vertical)
    }

    /// `stackGaps(_:spacing:vertical:)`, each gap worked out where it is read: copying them into
    /// an array, through the collection's generic code, was a third of the 1,000-row page's layout.
    /// What a stack asks of all its gaps (the usual one, their total, whether they are all the
    /// same) is worked out once, as it is made, in this module: asked through the collection's
    /// generic code from another, each gap was worked out three times.
    package struct StackGaps: RandomAccessCollection {
        let children: [Node]
        let spacing: Double?
        let vertical: Bool
        /// The spacing most of the neighbours take, which the stack's CSS `gap` is; the others'
        /// differences are margins. Pairs beside a spacer count (their spacing is 0), so that a
        /// row of a title, a spacer and a value needs no margins at all; a tie goes to the spacing
        /// between views without a spacer. Nil for a stack of one view.
        package private(set) var usual: Double?
        /// All the gaps together.
        package private(set) var total = 0.0
        /// Whether every gap is the usual one (so also for none or one).
        package private(set) var isUniform = true

        init(children: [Node], spacing: Double?, vertical: Bool) {
            (self.children, self.spacing, self.vertical) = (children, spacing, vertical)
            for index in indices {
                let gap = self[index]
                total += gap
                if index == 0 { usual = gap } else if gap != usual { isUniform = false }
            }
            // Most stacks have one spacing throughout: it is found without counting.
            if !isUniform { usual = mostCommonGap() }
        }

        package var startIndex: Int { 0 }
        package var endIndex: Int { Swift.max(0, children.count - 1) }

        /// The gap after child `index`, before child `index + 1`. The nodes are read where they
        /// lie: a pair of them bound would be copied, with all they hold, for every gap.
        package subscript(index: Int) -> Double {
            if isBesideSpacer(index) { return 0 }
            return spacing ?? defaultSpacing(children[index], children[index + 1], vertical: vertical)
        }

        /// Whether the gap after child `index` has a spacer on either side. Always inlined: as a
        /// call it made the 1,000-row page's layout 0.06 ms slower.
        @inline(__always) private func isBesideSpacer(_ index: Int) -> Bool {
            children[index].isSpacer || children[index + 1].isSpacer
        }

        private func mostCommonGap() -> Double? {
            var counts: [(gap: Double, count: Int)] = []
            func count(_ gap: Double) {
                if let known = counts.firstIndex(where: { $0.gap == gap }) { counts[known].count += 1 } else { counts.append((gap, 1)) }
            }
            for index in indices where !isBesideSpacer(index) { count(self[index]) }
            for index in indices where isBesideSpacer(index) { count(self[index]) }
            // `max(by:)` keeps the first of equals.
            return counts.max { $0.count < $1.count }?.gap
        }
    }

    /// The spacing SwiftUI puts between two neighbours in a stack that gives none. Along a row,
    /// 8 points. Down a column it goes by the text's baselines: a line of text over another 2
    /// points, text over another view 14.81, a view over text 8.43, two other views 8 (iOS 26,
    /// body text: iamcgn/swiftui-web Fixtures/Goldens/ios/layout/basics/frames.json and
    /// ios/layout/controls/frames.json @ 33be5002bbddf8fd6f44ead75f592e35f77aaddf).
    package static func defaultSpacing(_ previous: Node, _ next: Node, vertical: Bool) -> Double {
        guard vertical else { return 8 }
        switch (previous.isPlainText, next.isPlainText) {
        case (true, true): return 2
        case (true, false): return 14.8091
        case (false, true): return 8.4295
        case (false, false): return 8
        }
    }

    /// The ideal length of a colour or shape on each axis, what `fixedSize` gives it: Apple's frames
    /// show 10×10 (iamcgn/swiftui-web Fixtures/Goldens/layout/fixed-size/frames.json @
    /// 3c30f3a2cb756acf338af0a06d800a1c0bd46a4a).
    package static let shapeIdealLength = 10.0

    package var isSpacer: Bool {
        if case .spacer = kind { true } else { false }
    }

    /// The view's `layoutPriority` (the outermost one applied), 0 without one.
    package var layoutPriority: Double {
        for case .layoutPriority(let priority) in modifiers.reversed() { return priority }
        return 0
    }

    /// How strongly each of a stack's flexible children grows into its free space, by their
    /// `layoutPriority`s: SwiftUI offers the space to the highest priority first, leaving the
    /// others their minimum, and what a bounded view cannot take to the next. A factor a million
    /// times the next lower one does that with CSS's flex algorithm, which freezes a view at its
    /// maximum and shares the rest among the others (Apple's frames: a priority-1 colour takes
    /// 220 of 300 beside a 60-point one and one at its 20-point minimum, iamcgn/swiftui-web
    /// Fixtures/Goldens/layout/hstack-priority/frames.json @ 3c30f3a2cb756acf338af0a06d800a1c0bd46a4a).
    /// Nil where every priority is the same.
    package static func growFactors(_ children: [Node]) -> [Double]? {
        // Read in place, and listed only where they differ: most stacks have no priorities, and
        // mapping the children copied each, all it holds retained.
        children.withUnsafeBufferPointer { children in
            guard let first = children.indices.first.map({ children[$0].layoutPriority }),
                children.indices.contains(where: { children[$0].layoutPriority != first })
            else { return nil }
            return growFactors(priorities: children.indices.map { children[$0].layoutPriority })
        }
    }

    /// `growFactors(_:)` of the priorities themselves.
    package static func growFactors(priorities: [Double]) -> [Double]? {
        // Most stacks have no priorities: they are told so without building anything.
        guard let first = priorities.first, priorities.contains(where: { $0 != first }) else { return nil }
        let levels = Set(priorities).sorted()
        return priorities.map { priority in
            let rank = levels.firstIndex(of: priority) ?? 0
            return (0..<rank).reduce(1.0) { factor, _ in factor * 1_000_000 }
        }
    }

    /// A `Text` with nothing around it (no padding, frame, background …): its spacing to the
    /// next line of text is a text's, not a view's.
    package var isPlainText: Bool {
        guard case .text = kind else { return false }
        return modifiers.allSatisfy { modifier in
            switch modifier {
            case .foreground, .tint, .backgroundStyle, .font, .fontWeight, .italic, .textAlignment, .lineLimit, .opacity,
                .accessibilityLabel, .accessibilityValue, .help, .accessibilityElementIgnoringChildren, .accessibilityHidden,
                .heading, .testID, .anchor, .tag, .layoutValue, .alignmentGuide:
                true
            default:
                false
            }
        }
    }
}

extension Sequence where Element == NodeModifier {
    /// The first `accessibilityLabel` among the modifiers (the innermost), if any.
    package var accessibilityLabel: String? {
        for case .accessibilityLabel(let label) in self { return label }
        return nil
    }
}

extension _Node {
    /// Calls the memberwise initializer: an init in the struct's body assigning each field left
    /// a copy and a release of the whole node in every call (Swift 6.3.1's optimizer).
    package init(_ kind: Kind, children: [Node] = [], modifiers: [NodeModifier] = [], source: CallSite? = nil) {
        self.init(kind: kind, modifiers: modifiers, children: children, source: source)
    }
}

extension Node {
    /// Changes this view and every view inside it, depth first, each before what it holds: its
    /// background and overlay views (kept in its modifiers), then its children.
    package mutating func changeEach(_ change: (inout Node) -> Void) {
        change(&self)
        for index in modifiers.indices {
            switch modifiers[index] {
            case .background(.view(var layer, let alignment)):
                layer.changeEach(change)
                modifiers[index] = .background(.view(layer, alignment))
            case .overlay(.view(var layer, let alignment)):
                layer.changeEach(change)
                modifiers[index] = .overlay(.view(layer, alignment))
            default:
                break
            }
        }
        for index in children.indices { children[index].changeEach(change) }
    }
}
