import Foundation
import KilnTree

/// A column of a `LazyVGrid` or a row of a `LazyHGrid`, as SwiftUI's `GridItem`.
nonisolated public struct GridItem: Sendable {
    public enum Size: Sendable {
        /// Exactly this long.
        case fixed(CGFloat)
        /// Shares the space left with the other flexible items, within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit, each at least `minimum` long.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    var track: LazyGrid.Track {
        let size: LazyGrid.Track.Size = switch size {
        case .fixed(let length): .fixed(max(0, Double(length)))
        case .flexible(let minimum, let maximum): .flexible(minimum: max(0, Double(minimum)), maximum: max(Double(minimum), Double(maximum)))
        case .adaptive(let minimum, let maximum): .adaptive(minimum: max(1, Double(minimum)), maximum: max(Double(minimum), Double(maximum)))
        }
        return LazyGrid.Track(size: size, spacing: spacing.map(Double.init), alignment: alignment)
    }
}

/// Which parts of a lazy grid's sections stay in view while it scrolls.
nonisolated public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)

    /// The tree's description of a lazy grid that pins these views.
    func grid(isVertical: Bool, items: [GridItem], alignment: Alignment, spacing: CGFloat?) -> LazyGrid {
        LazyGrid(
            isVertical: isVertical, tracks: items.map(\.track), alignment: alignment, spacing: spacing.map(Double.init),
            pinsSectionHeaders: contains(.sectionHeaders), pinsSectionFooters: contains(.sectionFooters))
    }
}

/// Cells in the columns given, in as many rows as they need; the grid takes the width offered.
nonisolated public struct LazyVGrid<Content: View>: View {
    let grid: LazyGrid
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        grid = pinnedViews.grid(
            isVertical: true, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        self.content = content()
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        nodes.append(Node(.lazyGrid(view.grid), children: lowered(view.content, context: context)))
    }
}

/// Cells in the rows given, in as many columns as they need; the grid takes the height offered.
nonisolated public struct LazyHGrid<Content: View>: View {
    let grid: LazyGrid
    let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        grid = pinnedViews.grid(
            isVertical: false, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        self.content = content()
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        nodes.append(Node(.lazyGrid(view.grid), children: lowered(view.content, context: context)))
    }
}
