import KilnMeasure
import KilnTree

/// `alignmentGuide` and custom alignments, computed at build time. SwiftUI places each child of
/// a stack so that the children's values of the stack's guide line up, the stack as wide as
/// max(guide) + max(width − guide). CSS aligns by edges and centres only, so where a child sets
/// a guide (or the guide is custom) the stack aligns its children at the start and moves each
/// by max(guide) − its guide with a margin, which also grows the stack as SwiftUI's grows.
/// Guide closures and custom defaults read the children's sizes from the size engine.
struct GuideLayout {
    let engine: SizeEngine
    let context: MeasureContext

    /// Sizes a guide closure is first tried with: one that answers the same for both does not
    /// need the view's size, which then need not be known.
    private static let probes = [GuideDimensions(width: 0, height: 0), GuideDimensions(width: 997, height: 991)]

    /// How far each child moves from the start along `key`'s axis so that their values of
    /// `key` line up; nil where every child leaves a built-in guide at its default, which the
    /// stack's CSS alignment already does. A custom guide's values are also read from inside
    /// nested stacks, as SwiftUI's cross-stack alignment reads them.
    func offsets(_ children: [Node], lining key: AlignmentKey) throws(GuideProblem) -> [Double]? {
        var explicit: [Double?] = []
        for child in children { explicit.append(try explicitValue(key, of: child, nested: key.isCustom)) }
        guard key.isCustom || explicit.contains(where: { $0 != nil }) else { return nil }
        return try lineUp(children, key: key, explicit: explicit)
    }

    /// Offsets that line up `children`'s values of `key` (their own where known, else the default).
    private func lineUp(_ children: [Node], key: AlignmentKey, explicit: [Double?]) throws(GuideProblem) -> [Double] {
        var values: [Double] = []
        for (child, value) in zip(children, explicit) {
            if let value { values.append(value) } else { values.append(try resolved(child, source: child.source) { $0[key] }) }
        }
        let line = values.max() ?? 0
        return values.map { line - $0 }
    }

    /// The value the view gives `key` itself (its `alignmentGuide` modifiers, outermost last)
    /// or, with `nested`, through the stacks inside it; nil if neither sets it.
    private func explicitValue(_ key: AlignmentKey, of node: Node, nested: Bool) throws(GuideProblem) -> Double? {
        let inner = nested ? try propagated(key, in: node) : nil
        let guides = node.modifiers.compactMap(\.alignmentGuide)
        guard let last = guides.last(where: { $0.key == key }) else { return inner }
        let base: [AlignmentKey: Double] = inner.map { [key: $0] } ?? [:]
        let values = try resolved(node, source: last.source) { dimensions in
            var dimensions = dimensions
            dimensions.explicit = base
            for guide in guides { dimensions.explicit[guide.key] = guide.computeValue(dimensions) }
            return dimensions.explicit
        }
        for guide in guides where !(values[guide.key]?.isFinite ?? true) {
            throw GuideProblem(Diagnostic(
                .error, "alignmentGuide(.\(guide.key.name)) computed \(values[guide.key]!) for \(node.kindName); a guide must be a finite number",
                at: guide.source))
        }
        return values[key]
    }

    /// A stack's value of `key` from the values its children set: each child's value where
    /// the stack places it, merged as SwiftUI merges them (the mean), inside the stack's padding.
    private func propagated(_ key: AlignmentKey, in node: Node) throws(GuideProblem) -> Double? {
        switch node.kind {
        case .vstack, .hstack, .zstack: break
        default: return nil
        }
        var values: [Double?] = []
        for child in node.children { values.append(try explicitValue(key, of: child, nested: true)) }
        guard values.contains(where: { $0 != nil }) else { return nil }
        let positions = try self.positions(of: node, along: key)
        let placed = zip(positions, values).compactMap { position, value in value.map { position + $0 } }
        guard let merged = key.merged(placed) else { return nil }
        return merged + node.modifiers.reduce(0) { inset, modifier in
            guard case .padding(let insets) = modifier else { return inset }
            return inset + (key.isHorizontal ? insets.leading : insets.top)
        }
    }

    /// Where a stack puts each child along `key`'s axis: one after another along its own axis,
    /// by its alignment across it.
    private func positions(of stack: Node, along key: AlignmentKey) throws(GuideProblem) -> [Double] {
        let children = stack.children
        switch (stack.kind, key.isHorizontal) {
        case (.hstack(_, let spacing), true):
            return try sequence(children, gaps: Node.stackGaps(children, spacing: spacing, vertical: false), horizontal: true, stack: stack)
        case (.vstack(_, let spacing), false):
            return try sequence(children, gaps: Node.stackGaps(children, spacing: spacing, vertical: true), horizontal: false, stack: stack)
        case (.vstack(let alignment, _), true):
            return try crossPositions(children, key: .horizontal(alignment))
        case (.hstack(let alignment, _), false):
            return try crossPositions(children, key: .vertical(alignment))
        case (.zstack(let alignment), let horizontal):
            return try crossPositions(children, key: horizontal ? .horizontal(alignment.horizontal) : .vertical(alignment.vertical))
        default:
            return children.map { _ in 0 }
        }
    }

    private func crossPositions(_ children: [Node], key: AlignmentKey) throws(GuideProblem) -> [Double] {
        var explicit: [Double?] = []
        for child in children { explicit.append(try explicitValue(key, of: child, nested: key.isCustom)) }
        return try lineUp(children, key: key, explicit: explicit)
    }

    private func sequence(_ children: [Node], gaps: Node.StackGaps, horizontal: Bool, stack: Node) throws(GuideProblem) -> [Double] {
        var positions: [Double] = []
        var position = 0.0
        for (index, child) in children.enumerated() {
            positions.append(position)
            if case .spacer = child.kind {
                throw GuideProblem(Diagnostic(
                    .warning, "a custom alignment guide inside a stack with a Spacer depends on the width the page offers; the stack's views are aligned at their leading edges",
                    at: stack.source))
            }
            let size = try self.size(of: child, source: child.source)
            position += (horizontal ? size.width : size.height) + (index < gaps.count ? gaps[index] : 0)
        }
        return positions
    }

    /// `read`'s answer for the view: first from sizes it may not depend on, else from the view's measured size.
    private func resolved<Value: Equatable>(_ node: Node, source: CallSite?, _ read: (GuideDimensions) -> Value) throws(GuideProblem) -> Value {
        let answers = Self.probes.map(read)
        if answers.dropFirst().allSatisfy({ $0 == answers[0] }) { return answers[0] }
        let size = try self.size(of: node, source: source)
        return read(GuideDimensions(width: size.width, height: size.height))
    }

    /// The view's ideal size, which its guides are computed from.
    private func size(of node: Node, source: CallSite?) throws(GuideProblem) -> LayoutSize {
        do {
            if try engine.widthRange(node, context: context).maximum.isInfinite {
                throw Unmeasurable("it takes the width it is offered")
            }
            return try engine.sizeThatFits(node, proposal: .unspecified, context: context)
        } catch {
            throw GuideProblem(Diagnostic(
                .warning,
                "an alignment guide needs the size of \(node.kindName), which cannot be known at build time (\(error)); the stack aligns its views as if no guide were set",
                at: source ?? node.source))
        }
    }
}

/// Why a stack's guides cannot be lined up at build time, reported at the user's line.
struct GuideProblem: Error {
    var diagnostic: Diagnostic

    init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}

extension NodeModifier {
    var alignmentGuide: AlignmentGuide? {
        if case .alignmentGuide(let guide) = self { guide } else { nil }
    }
}

extension AlignmentKey {
    var isHorizontal: Bool {
        if case .horizontal = self { true } else { false }
    }

    var isCustom: Bool {
        switch self {
        case .horizontal(let guide): if case .custom = guide.guide { true } else { false }
        case .vertical(let guide): if case .custom = guide.guide { true } else { false }
        }
    }

    var name: String {
        switch self {
        case .horizontal(let guide): guide.name
        case .vertical(let guide): guide.name
        }
    }

    func merged(_ values: [Double]) -> Double? {
        switch self {
        case .horizontal(let guide): guide.merged(values)
        case .vertical(let guide): guide.merged(values)
        }
    }
}

extension GuideDimensions {
    subscript(key: AlignmentKey) -> Double {
        switch key {
        case .horizontal(let guide): self[guide]
        case .vertical(let guide): self[guide]
        }
    }
}

/// The alignment a stack lines its children up by, on each axis it aligns across.
enum StackAlignment: Equatable {
    case column(HorizontalAlignment)
    case row(VerticalAlignment)
    case layers(Alignment)

    /// Whether a key is custom, without building `keys` (asked of every stack).
    var hasCustomGuide: Bool {
        switch self {
        case .column(let alignment): AlignmentKey.horizontal(alignment).isCustom
        case .row(let alignment): AlignmentKey.vertical(alignment).isCustom
        case .layers(let alignment): AlignmentKey.horizontal(alignment.horizontal).isCustom || AlignmentKey.vertical(alignment.vertical).isCustom
        }
    }

    var keys: [AlignmentKey] {
        switch self {
        case .column(let alignment): [.horizontal(alignment)]
        case .row(let alignment): [.vertical(alignment)]
        case .layers(let alignment): [.horizontal(alignment.horizontal), .vertical(alignment.vertical)]
        }
    }
}

extension Resolver {
    /// Lines up the stack's children by their guide values where CSS's alignment cannot: the
    /// stack aligns them at the start of that axis and each gets a margin; where the guides
    /// cannot be computed the stack keeps its CSS alignment and the page says why.
    /// Whether the stack lines its children up by guides (a custom one, or one a child sets).
    func linesUpGuides(_ nodes: [Node], by alignment: StackAlignment) -> Bool {
        // Most stacks have neither a custom guide nor a child that sets one: they pay one scan.
        alignment.hasCustomGuide || nodes.contains { $0.modifiers.contains { $0.alignmentGuide != nil } }
    }

    /// Lines the children up by their guides: for a stack that `linesUpGuides`, which the
    /// stack asks first (it frees no subtree of such a stack).
    func alignGuides(_ element: inout Element, _ content: inout [Element], nodes: [Node], by alignment: StackAlignment, context: ResolveContext) {
        let guides = GuideLayout(engine: sizeEngine, context: measureContext(context))
        for key in alignment.keys {
            let offsets: [Double]
            do {
                guard let found = try guides.offsets(nodes, lining: key) else { continue }
                offsets = found
            } catch {
                problems.report([error.diagnostic])
                continue
            }
            let horizontal = key.isHorizontal
            if case .layers = alignment, horizontal { element.style[.justifyItems] = "start" } else { element.style[.alignItems] = "start" }
            for (index, offset) in offsets.enumerated() where offset > 0 {
                content.changeElement(at: index) { $0.style[horizontal ? .marginInlineStart : .marginBlockStart] = CSSValue.px(offset) }
            }
        }
    }
}
