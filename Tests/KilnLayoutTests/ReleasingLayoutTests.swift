import KilnLayout
import KilnTestSupport
import KilnTree
import Testing

/// A caller that hands its nodes over (`resolvePage(releasing:)`) gets the page a caller that
/// keeps them gets, though each stack frees its children's subtrees as it lays them out; and a
/// caller that still holds the nodes finds them as they were.
@Suite struct ReleasingLayoutTests {
    typealias F = Fixture

    static func box(_ width: Double, _ height: Double) -> Node {
        AlignmentGuideLayoutTests.box(width, height)
    }

    /// Rows, a stack lining up its children's subtrees by a guide, a stack with modifiers, a
    /// ZStack and a background view: every way a subtree is read again after it is laid out.
    static func page() -> [Node] {
        let rows = ["a", "b", "c"].map { PlacedStylesTests.row($0) }
        let guided = F.vstack([
            F.hstack([box(100, 20), box(30, 20)]),
            AlignmentGuideLayoutTests.guided(F.hstack([box(40, 20), F.text("x")]), .horizontal(.leading)) { $0[HorizontalAlignment.trailing] },
        ], alignment: .leading)
        var padded = F.vstack([F.text("p"), F.hstack([F.text("q"), F.text("r")])])
        padded.modifiers.append(.padding(EdgeInsets(.all, 12)))
        var backed = F.hstack([F.text("s"), F.vstack([F.text("t")])])
        backed.modifiers.append(.background(.view(F.vstack([box(10, 10)]), .center)))
        let layers = Node(.zstack(alignment: .center), children: [F.vstack([F.text("u")]), F.hstack([F.text("v")])])
        return [F.vstack(rows + [guided, padded, backed, layers, F.vstack([])]), F.text("after")]
    }

    @Test func nodesHandedOverLayOutAsNodesKept() {
        let kept = ElementDump.dump(LayoutPass.resolvePage(Self.page()).elements)
        let released = ElementDump.dump(LayoutPass.resolvePage(releasing: Self.page()).elements)
        #expect(released == kept)
        #expect(kept.contains("margin-inline-start: "), "the guided stack measured its children's subtrees")
    }

    @Test func nodesTheCallerStillHoldsAreLeftAsTheyWere() {
        let page = Self.page()
        let before = page.map { $0.dump() }
        let released = ElementDump.dump(LayoutPass.resolvePage(releasing: page).elements)
        #expect(page.map { $0.dump() } == before)
        #expect(released == ElementDump.dump(LayoutPass.resolvePage(page).elements))
    }
}
