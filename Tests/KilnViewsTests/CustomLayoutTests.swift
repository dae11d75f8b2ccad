import Foundation
import KilnTestSupport
import KilnTree
@testable import KilnViews
import Testing

/// A user's `Layout` lowers to a node that runs the user's code with measured subviews, and
/// its placements come back as data; the stack layouts measure as SwiftUI's stacks.
@Suite struct CustomLayoutTests {
    /// Places its subviews side by side, each as wide as the widest (seed 002's equal-width stack).
    struct EqualWidthRow: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
            return CGSize(width: widest * CGFloat(subviews.count), height: 20)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
            for (index, subview) in subviews.enumerated() {
                subview.place(
                    at: CGPoint(x: bounds.minX + widest * CGFloat(index), y: bounds.minY + subview[Lane.self]),
                    proposal: ProposedViewSize(width: widest, height: nil))
            }
        }
    }

    struct Lane: LayoutValueKey {
        static let defaultValue: CGFloat = 0
    }

    static func proxy(width: Double, values: [ObjectIdentifier: LayoutValue] = [:]) -> LayoutSubviewProxy {
        LayoutSubviewProxy(
            sizeThatFits: { LayoutSize(width: $0.width.map { min($0, width) } ?? width, height: 20) },
            priority: 0, spacing: .standard, values: values)
    }

    @Test func aCustomLayoutLowersToANodeThatRunsTheUsersCode() throws {
        let nodes = lowerPage(EqualWidthRow() {
            Text("One")
            Text("Two").layoutValue(key: Lane.self, value: 5)
        }).nodes
        let node = try #require(nodes.first)
        guard case .customLayout(let layout) = node.kind else { Issue.record("kind: \(node.kind)"); return }
        #expect(layout.typeName == "EqualWidthRow")
        #expect(node.children.count == 2)
        guard case .layoutValue(let key, let value) = node.children[1].modifiers.first else { Issue.record("no layout value"); return }
        #expect(key == ObjectIdentifier(Lane.self))

        let subviews = [Self.proxy(width: 30), Self.proxy(width: 50, values: [key: value])]
        #expect(layout.sizeThatFits(.unspecified, subviews: subviews) == LayoutSize(width: 100, height: 20))
        let (size, placements) = layout.sizeAndPlacements(.unspecified, subviews: subviews)
        #expect(size == LayoutSize(width: 100, height: 20))
        #expect(placements.map { $0?.x } == [0, 50])
        #expect(placements.map { $0?.y } == [0, 5])
        #expect(placements.first??.proposal == SizeProposal(width: 50, height: nil))
    }

    /// Remembers the proposed width in `sizeThatFits` and places by it, as seed 000's seating chart does.
    private struct RemembersWidth: Layout {
        struct Cache { var width: CGFloat? }

        func makeCache(subviews: Subviews) -> Cache { Cache() }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            cache.width = proposal.width
            return proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            guard let width = cache.width else { return }
            subviews.first?.place(at: CGPoint(x: width / 2, y: 0), proposal: .unspecified)
        }
    }

    @Test func sizeThatFitsAndPlaceSubviewsShareOneCache() throws {
        let nodes = lowerPage(RemembersWidth { Text("a") }).nodes
        guard case .customLayout(let layout) = try #require(nodes.first).kind else { Issue.record("kind: \(nodes[0].kind)"); return }
        let (_, placements) = layout.sizeAndPlacements(SizeProposal(width: 300, height: 100), subviews: [Self.proxy(width: 30)])
        #expect(placements.first??.x == 150, "placeSubviews read the width sizeThatFits cached")
    }

    @Test func stackLayoutsAsContainersDrawAsTheirStacks() throws {
        let nodes = lowerPage(AnyLayout(VStackLayout(alignment: .leading, spacing: 4)) { Text("a"); Text("b") }).nodes
        guard case .vstack(.leading, 4) = try #require(nodes.first).kind else { Issue.record("kind: \(nodes[0].kind)"); return }
    }

    @Test func anHStackLayoutMeasuresAndPlacesAsSwiftUIsStack() {
        let layout = HStackLayout(spacing: 10)
        let recorder = PlacementRecorder(count: 2)
        let subviews = LayoutSubviews([Self.proxy(width: 30), Self.proxy(width: 50)], recorder: recorder)
        var cache: Void = ()
        #expect(layout.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache) == CGSize(width: 90, height: 20))
        layout.placeSubviews(in: CGRect(x: 0, y: 0, width: 90, height: 40), proposal: .unspecified, subviews: subviews, cache: &cache)
        #expect(recorder.placements.map { $0?.x } == [0, 40])
        #expect(recorder.placements.map { $0?.y } == [20, 20])
    }

    @Test func proposalsSayWhatSwiftUIsDo() {
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize(width: 50, height: nil).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2)) == CGSize(width: 50, height: 2))
        #expect(ViewSpacing().distance(to: ViewSpacing.zero, along: .horizontal) == 8)
    }
}
