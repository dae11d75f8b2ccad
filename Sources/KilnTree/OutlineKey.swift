/// What a tree shows, as a key: two trees with equal keys show the same, but for closures. It
/// digests what the tree's outline (`Node.dump()`) holds: each view's kind with the whole
/// payload of the kinds the dump abbreviates (a chart's marks, a table's rows …) but without the
/// numbers presentations count on with each lowering (a presented view's key, a button's place
/// among the page's actions), its modifiers' values, and its children.
///
/// Trees that differ in any of these have different keys but by a chance of about 2⁻¹²⁸ (two
/// SipHash digests of the outline); keys are compared within one process only, as Swift's
/// hasher is seeded per process. A key is made without writing the outline out, so state
/// islands tell their renderings apart in one walk of each.
package struct OutlineKey: Hashable, Sendable {
    private var first: Int
    private var second: Int

    fileprivate init(_ digest: inout OutlineDigest) {
        (first, second) = (digest.first.finalize(), digest.second.finalize())
    }
}

/// A tree's keys, node by node: each node's key, the key of the node without its children (its
/// shell: kind, modifiers and the views they hold), and its children's.
package struct OutlineTree: Sendable {
    package var key: OutlineKey
    package var shell: OutlineKey
    package var children: [OutlineTree]
}

extension Node {
    /// The key of this tree; `masking` names nodes taken as a placeholder, without their
    /// modifiers and children.
    package func outlineKey(masking isMasked: (Node) -> Bool = { _ in false }) -> OutlineKey {
        guard !isMasked(self) else { return Self.placeholderKey }
        return Self.key(shell: shellKey(masking: isMasked), children: children.map { $0.outlineKey(masking: isMasked) })
    }

    /// The keys of this tree and of every node in it, made in one walk.
    package func outlineTree(masking isMasked: (Node) -> Bool = { _ in false }) -> OutlineTree {
        guard !isMasked(self) else { return OutlineTree(key: Self.placeholderKey, shell: Self.placeholderKey, children: []) }
        let shell = shellKey(masking: isMasked)
        let children = children.map { $0.outlineTree(masking: isMasked) }
        return OutlineTree(key: Self.key(shell: shell, children: children.map(\.key)), shell: shell, children: children)
    }

    /// A masked node's key: its outline is a placeholder.
    private static var placeholderKey: OutlineKey {
        var digest = OutlineDigest()
        digest.combine("…")
        return OutlineKey(&digest)
    }

    /// The key of the node without its children: its kind and its modifiers.
    private func shellKey(masking isMasked: (Node) -> Bool) -> OutlineKey {
        var digest = OutlineDigest()
        digest.combine(kind.completeLine)
        digest.combine(modifiers.count)
        for modifier in modifiers { modifier.digest(into: &digest, masking: isMasked) }
        return OutlineKey(&digest)
    }

    /// A node's key from its shell's and its children's.
    private static func key(shell: OutlineKey, children: [OutlineKey]) -> OutlineKey {
        var digest = OutlineDigest()
        digest.combine(shell)
        digest.combine(children.count)
        for child in children { digest.combine(child) }
        return OutlineKey(&digest)
    }
}

/// Two digests of one sequence of values, each begun with its own byte.
private struct OutlineDigest {
    var first = Hasher()
    var second = Hasher()

    init() {
        first.combine(UInt8(0))
        second.combine(UInt8(1))
    }

    mutating func combine(_ value: some Hashable) {
        first.combine(value)
        second.combine(value)
    }
}

extension NodeModifier {
    /// Feeds what the outline writes for this modifier into `digest`: its case, then its payload
    /// hashed as it is (describing a payload reads it through reflection, which took most of a
    /// key's time), a view it holds by that view's key, and the rare payload that is not
    /// hashable as described.
    fileprivate func digest(into digest: inout OutlineDigest, masking isMasked: (Node) -> Bool) {
        func add(_ values: any Hashable...) {
            for value in values { digest.combine(value) }
        }
        switch self {
        case .padding(let insets): add(1, insets)
        case .frame(let width, let height, let alignment): add(2, width, height, alignment)
        case .flexibleFrame(let frame): add(3, frame)
        case .fixedSize(let horizontal, let vertical): add(4, horizontal, vertical)
        case .alignmentGuide(let guide): add(5, guide.key.dumpName)
        case .containerRelativeFrame(let frame): add(6, frame)
        case .layoutPriority(let priority): add(7, priority)
        case .aspectRatio(let ratio, let mode): add(8, ratio, mode)
        case .background(let layer): add(9); layer.digest(into: &digest, masking: isMasked)
        case .overlay(let layer): add(10); layer.digest(into: &digest, masking: isMasked)
        case .foreground(let paint): add(11, paint)
        case .tint(let paint): add(12, paint)
        case .backgroundStyle(let paint): add(13, paint)
        case .font(let font): add(14, font)
        case .fontWeight(let weight): add(15, weight)
        case .italic: add(16)
        case .textAlignment(let alignment): add(17, alignment)
        case .lineLimit(let limit): add(18, limit)
        case .opacity(let opacity): add(19, opacity)
        case .clip(let shape): add(20, shape)
        case .border(let paint, let width): add(21, paint, width)
        case .shadow(let color, let radius, let x, let y): add(22, color, radius, x, y)
        case .offset(let x, let y): add(23, x, y)
        case .position(let x, let y): add(24, x, y)
        case .hidden: add(25)
        case .hitTestingDisabled: add(26)
        case .zIndex(let index): add(27, index)
        case .accessibilityLabel(let text): add(28, text)
        case .accessibilityValue(let text): add(29, text)
        case .help(let text): add(30, text)
        case .accessibilityElementIgnoringChildren: add(31)
        case .accessibilityHidden: add(32)
        case .heading(let level): add(33, level)
        case .testID(let id): add(34, id)
        case .anchor(let name): add(35, name)
        case .linkRelation(let relation): add(36, relation)
        // A tag is any value of the user's, whose own equality may be looser than what it shows.
        case .tag(let tag): add(37, String(describing: tag))
        case .layoutValue(let key, let value): add(38, key, String(describing: value))
        case .gridCellColumns(let columns): add(39, columns)
        case .gridColumnAlignment(let alignment): add(40, alignment)
        case .gridCellAnchor(let anchor): add(41, anchor)
        case .gridCellUnsizedAxes(let horizontal, let vertical): add(42, horizontal, vertical)
        case .listRowSeparator(let visible, let top, let bottom): add(43, visible, top, bottom)
        case .listRowSeparatorTint(let paint, let top, let bottom): add(44, paint, top, bottom)
        case .listItemTint(let paint): add(45, paint)
        case .listRowBackground(let paint): add(46, paint)
        case .listRowInsets(let insets): add(47, insets)
        case .badge(let text): add(48, text)
        case .visuallyHidden: add(49)
        case .presentationDetents(let detents): add(50, detents)
        case .presentationDragIndicator: add(51)
        case .effect(let effect): add(52, effect)
        case .foregroundLevels(let secondary, let tertiary): add(53, secondary, tertiary)
        case .ignoresSafeArea(let edges): add(54, edges)
        case .scrollSnaps: add(55)
        case .scrollTargetLayout: add(56)
        case .mask(let paint): add(57, paint)
        case .accessibilityChildren(let node): add(58, node.outlineKey(masking: isMasked))
        case .textAppearance(let appearance): add(59, appearance)
        case .searchCompletion(let text): add(60, text)
        case .stateTransition(let transition): add(61, transition)
        }
    }
}

extension Layer {
    fileprivate func digest(into digest: inout OutlineDigest, masking isMasked: (Node) -> Bool) {
        switch self {
        case .view(let node, let alignment):
            digest.combine(0)
            digest.combine(alignment)
            digest.combine(node.outlineKey(masking: isMasked))
        case .paint(let paint, let shape):
            digest.combine(1)
            digest.combine(paint)
            digest.combine(shape)
        }
    }
}
