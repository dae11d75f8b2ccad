import KilnTree
import Testing

/// A state island tells its renderings apart by `OutlineKey`: trees that show the same have one
/// key, wherever they differ in what shows the keys differ.
@Suite struct OutlineKeyTests {
    private func text(_ string: String) -> Node { Node(.text([TextRun(string)])) }

    private func row(_ title: String, padding: Double = 8, children extra: [Node] = []) -> Node {
        Node(.hstack(alignment: .center, spacing: nil), children: [text(title), Node(.spacer(minLength: nil))] + extra,
             modifiers: [.padding(EdgeInsets(top: padding, leading: padding, bottom: padding, trailing: padding))])
    }

    @Test func treesMadeAlikeHaveOneKeyAndAnyDifferenceChangesIt() {
        let tree = Node(.vstack(alignment: .leading, spacing: 4), children: [row("One"), row("Two")])
        #expect(tree.outlineKey() == Node(.vstack(alignment: .leading, spacing: 4), children: [row("One"), row("Two")]).outlineKey())
        let others = [
            Node(.vstack(alignment: .leading, spacing: 4), children: [row("One"), row("Three")]),
            Node(.vstack(alignment: .leading, spacing: 4), children: [row("One"), row("Two", padding: 9)]),
            Node(.vstack(alignment: .leading, spacing: 5), children: [row("One"), row("Two")]),
            Node(.vstack(alignment: .leading, spacing: 4), children: [row("Two"), row("One")]),
            Node(.vstack(alignment: .leading, spacing: 4), children: [row("One")]),
            // The same views, one level deeper: an outline's indentation tells these apart.
            Node(.vstack(alignment: .leading, spacing: 4), children: [row("One", children: [row("Two")])]),
        ]
        for other in others { #expect(other.outlineKey() != tree.outlineKey(), "\(other.dump())") }
    }

    @Test func aBackgroundsViewIsPartOfTheShellAndChildrenAreNot() {
        func framed(_ title: String, behind: String) -> Node {
            Node(.zstack(alignment: .center), children: [text(title)], modifiers: [.background(.view(text(behind), .center))])
        }
        let tree = framed("A", behind: "x").outlineTree()
        #expect(tree.shell == framed("B", behind: "x").outlineTree().shell, "only the children differ")
        #expect(tree.key != framed("B", behind: "x").outlineTree().key)
        #expect(tree.shell != framed("A", behind: "y").outlineTree().shell, "the background's view is the node's own")
        #expect(tree.children.map(\.key) == [text("A").outlineKey()])
    }

    @Test func thePresentationsNumberIsNotPartOfWhatShowsButMaskedNodesAreAlike() {
        func sheet(key: Int, presented: Bool = false) -> Node {
            Node(.presentation(.view(PresentedView(key: key, style: .sheet, isPresented: presented))), children: [text("Sheet")])
        }
        #expect(sheet(key: 1).outlineKey() == sheet(key: 7).outlineKey(), "a presented view's key is counted with each lowering")
        #expect(sheet(key: 1).outlineKey() != sheet(key: 1, presented: true).outlineKey())
        let isSheet: (Node) -> Bool = { if case .presentation = $0.kind { true } else { false } }
        let first = Node(.vstack(alignment: .center, spacing: nil), children: [text("Title"), sheet(key: 1)])
        let second = Node(.vstack(alignment: .center, spacing: nil), children: [text("Title"), sheet(key: 2, presented: true)])
        #expect(first.outlineKey(masking: isSheet) == second.outlineKey(masking: isSheet))
        #expect(first.outlineKey() != second.outlineKey())
    }
}
