import KilnTree
import Foundation

/// A layout whose type is decided at run time, to switch a container between layouts
/// (`isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`) while its views keep
/// their identity.
nonisolated public struct AnyLayout: Layout {
    let base: any Layout

    public init<L: Layout>(_ layout: L) {
        base = (layout as? AnyLayout)?.base ?? layout
    }

    public struct Cache {}

    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func size<L: Layout>(_ layout: L) -> CGSize {
            var cache = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        return size(base)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func place<L: Layout>(_ layout: L) {
            var cache = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        place(base)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func spacing<L: Layout>(_ layout: L) -> ViewSpacing {
            var cache = layout.makeCache(subviews: subviews)
            return layout.spacing(subviews: subviews, cache: &cache)
        }
        return spacing(base)
    }

    /// The wrapped layout as a container of `content`'s views: a stack or grid draws as that
    /// view does; any other layout runs at build time.
    public func callAsFunction<V: View>(
        fileID: String = #fileID, line: Int = #line, @ViewBuilder _ content: () -> V
    ) -> some View {
        let source = CallSite(fileID: fileID, line: line)
        func container<L: Layout>(_ layout: L) -> AnyView { AnyView(LayoutContainer(layout: layout, content: content(), source: source)) }
        return container(base)
    }
}
