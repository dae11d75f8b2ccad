/// What a tree shows, as a key: two trees with equal keys show the same, but for closures. It
/// digests the tree's outline (`Node.dump()`'s lines) with the whole payload of the kinds the dump
/// abbreviates (a chart's marks, a table's rows …) and without the numbers presentations count
/// on with each lowering (a presented view's key, a button's place among the page's actions).
///
/// Trees that outline differently have different keys but by a chance of about 2⁻¹²⁸ (two
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
        outlineTree(masking: isMasked).key
    }

    /// The keys of this tree and of every node in it, made in one walk.
    package func outlineTree(masking isMasked: (Node) -> Bool = { _ in false }) -> OutlineTree {
        if isMasked(self) {
            var digest = OutlineDigest()
            digest.combine("…")
            let key = OutlineKey(&digest)
            return OutlineTree(key: key, shell: key, children: [])
        }
        var shellDigest = OutlineDigest()
        shellDigest.combine(kind.completeLine)
        shellDigest.combine(modifiers.count)
        for modifier in modifiers {
            // As the dump describes it, less the module names it takes out for reading.
            let (line, view) = Self.outline(of: modifier) { String(describing: $0) }
            shellDigest.combine(line)
            if let view { shellDigest.combine(view.outlineKey(masking: isMasked)) } else { shellDigest.combine(0) }
        }
        let shell = OutlineKey(&shellDigest)
        let children = children.map { $0.outlineTree(masking: isMasked) }
        var digest = OutlineDigest()
        digest.combine(shell)
        digest.combine(children.count)
        for child in children { digest.combine(child.key) }
        return OutlineTree(key: OutlineKey(&digest), shell: shell, children: children)
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
