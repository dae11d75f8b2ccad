import Foundation
import KilnTree

/// A column that takes the width offered and places its children by `alignment`, as SwiftUI's
/// `LazyVStack` does (unlike a `VStack`, which hugs them). A page has every row at once, so it
/// is laid out as a one-column lazy grid, which also pins section headers and footers.
nonisolated public struct LazyVStack<Content: View>: View {
    let grid: LazyGrid
    let content: Content

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        grid = pinnedViews.grid(
            isVertical: true, items: [GridItem(.flexible(minimum: 0))],
            alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        self.content = content()
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        nodes.append(Node(.lazyGrid(view.grid), children: lowered(view.content, context: context)))
    }
}

/// A row that takes the height offered and places its children by `alignment`, as SwiftUI's
/// `LazyHStack`: a one-row lazy grid, with pinned section headers and footers.
nonisolated public struct LazyHStack<Content: View>: View {
    let grid: LazyGrid
    let content: Content

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        grid = pinnedViews.grid(
            isVertical: false, items: [GridItem(.flexible(minimum: 0))],
            alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        self.content = content()
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        nodes.append(Node(.lazyGrid(view.grid), children: lowered(view.content, context: context)))
    }
}
