import KilnTree
import Foundation

/// A container that sizes and places its subviews with code the user writes, as SwiftUI's
/// `Layout`. Kiln runs that code at build time, with each subview measured as the browser
/// will draw it.
@preconcurrency
public protocol Layout: Sendable, Animatable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    static var layoutProperties: LayoutProperties { get }

    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat?
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat?
}

/// Properties of a layout container: the axis along which it stacks, if any.
nonisolated public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?

    public init() { stackOrientation = nil }
}

nonisolated extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' preferences, as SwiftUI's default.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return subviews.isEmpty ? ViewSpacing() : spacing
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    /// The layout as a container of `content`'s views; the call's line names the container in
    /// diagnostics.
    public func callAsFunction<V: View>(
        fileID: String = #fileID, line: Int = #line, @ViewBuilder _ content: () -> V
    ) -> some View {
        LayoutContainer(layout: self, content: content(), source: CallSite(fileID: fileID, line: line))
    }
}

nonisolated extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A layout with its views, as `MyLayout { … }` makes it.
nonisolated struct LayoutContainer<L: Layout, Content: View>: View {
    let layout: L
    let content: Content
    let source: CallSite

    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let children = lowered(view.content, context: context)
        if let builtIn = view.layout as? any BuiltInLayout {
            nodes.append(Node(builtIn.kind, children: children))
        } else {
            nodes.append(Node(.customLayout(UserLayout(view.layout)), children: children, source: view.source))
        }
    }
}

/// A layout Kiln draws with CSS, as the matching stack or grid view: lowered to that view's node.
protocol BuiltInLayout: Layout {
    var kind: Node.Kind { get }
}

/// The user's layout, run by the layout stage with proxies of the measured subviews.
nonisolated struct UserLayout<L: Layout>: CustomLayoutRunner {
    let layout: L

    init(_ layout: L) { self.layout = layout }

    var typeName: String { String(describing: L.self) }

    func sizeThatFits(_ proposal: SizeProposal, subviews proxies: [LayoutSubviewProxy]) -> LayoutSize {
        let subviews = LayoutSubviews(proxies, recorder: PlacementRecorder(count: proxies.count))
        var cache = layout.makeCache(subviews: subviews)
        let size = layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache)
        return LayoutSize(width: Double(size.width), height: Double(size.height))
    }

    func sizeAndPlacements(_ proposal: SizeProposal, subviews proxies: [LayoutSubviewProxy]) -> (LayoutSize, [SubviewPlacement?]) {
        let recorder = PlacementRecorder(count: proxies.count)
        let subviews = LayoutSubviews(proxies, recorder: recorder)
        var cache = layout.makeCache(subviews: subviews)
        let proposed = ProposedViewSize(proposal)
        let size = layout.sizeThatFits(proposal: proposed, subviews: subviews, cache: &cache)
        let bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        layout.placeSubviews(in: bounds, proposal: proposed, subviews: subviews, cache: &cache)
        return (LayoutSize(width: Double(size.width), height: Double(size.height)), recorder.placements)
    }

    func spacing(subviews proxies: [LayoutSubviewProxy]) -> EdgeSpacing {
        let subviews = LayoutSubviews(proxies, recorder: PlacementRecorder(count: proxies.count))
        var cache = layout.makeCache(subviews: subviews)
        return layout.spacing(subviews: subviews, cache: &cache).edges
    }
}
