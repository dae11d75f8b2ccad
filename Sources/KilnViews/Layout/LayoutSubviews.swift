import KilnTree
import Foundation

/// The subviews of a custom layout, as proxies: a layout measures and places them, it never
/// sees the views themselves.
nonisolated public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    let proxies: [LayoutSubviewProxy]
    let recorder: PlacementRecorder
    public let startIndex: Int
    public let endIndex: Int

    /// Pages are written left to right (a right-to-left page mirrors what is placed).
    public var layoutDirection: LayoutDirection { .leftToRight }

    init(_ proxies: [LayoutSubviewProxy], recorder: PlacementRecorder) {
        self.init(proxies, recorder: recorder, indices: proxies.indices)
    }

    private init(_ proxies: [LayoutSubviewProxy], recorder: PlacementRecorder, indices: Range<Int>) {
        self.proxies = proxies
        self.recorder = recorder
        startIndex = indices.lowerBound
        endIndex = indices.upperBound
    }

    public subscript(index: Int) -> LayoutSubview {
        precondition(index >= startIndex && index < endIndex, "LayoutSubviews index \(index) is out of bounds")
        return LayoutSubview(proxy: proxies[index], index: index, recorder: recorder)
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(proxies, recorder: recorder, indices: bounds)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.recorder === rhs.recorder && lhs.startIndex == rhs.startIndex && lhs.endIndex == rhs.endIndex
    }
}

/// One subview of a custom layout: ask it its size for a proposal, read its layout values,
/// and place it once in `placeSubviews`.
nonisolated public struct LayoutSubview: Equatable, Sendable {
    let proxy: LayoutSubviewProxy
    let index: Int
    let recorder: PlacementRecorder

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proxy.sizeThatFits(proposal.proposal)
        return CGSize(width: size.width, height: size.height)
    }

    /// The subview's size for `proposal`, with its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal))
    }

    /// Which subviews get space first, from `layoutPriority(_:)`.
    public var priority: Double { proxy.priority }

    /// The spacing the subview prefers to its neighbours.
    public var spacing: ViewSpacing { ViewSpacing(edges: proxy.spacing) }

    /// The value the subview gave for `key` with `layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        proxy.values[ObjectIdentifier(key)]?.value(as: K.Value.self) ?? K.defaultValue
    }

    /// Puts the subview's `anchor` at `position`, proposing `proposal` for its size. The call's
    /// line is kept so that a bad placement (NaN, infinity) is reported where it was made.
    public func place(
        at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize,
        fileID: String = #fileID, line: Int = #line
    ) {
        recorder.record(
            SubviewPlacement(
                x: Double(position.x), y: Double(position.y), anchorX: anchor.x, anchorY: anchor.y,
                proposal: proposal.proposal, source: CallSite(fileID: fileID, line: line)),
            at: index)
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.recorder === rhs.recorder && lhs.index == rhs.index
    }
}

/// Collects where `placeSubviews` put each subview during one run of a layout. A run is
/// synchronous, on one thread: the layout stage calls the user's layout and reads this after.
nonisolated final class PlacementRecorder: @unchecked Sendable {
    private(set) var placements: [SubviewPlacement?]

    init(count: Int) { placements = Array(repeating: nil, count: count) }

    func record(_ placement: SubviewPlacement, at index: Int) { placements[index] = placement }
}

/// A view's size and its alignment guides, as a layout, a guide's closure or an `AlignmentID`
/// reads them.
nonisolated public struct ViewDimensions: Hashable, Sendable {
    let dimensions: GuideDimensions

    public var width: CGFloat { CGFloat(dimensions.width) }
    public var height: CGFloat { CGFloat(dimensions.height) }

    init(size: CGSize) {
        dimensions = GuideDimensions(width: Double(size.width), height: Double(size.height))
    }

    init(_ dimensions: GuideDimensions) {
        self.dimensions = dimensions
    }

    /// Where `guide` falls along the view's width: the value the view set with
    /// `alignmentGuide`, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { CGFloat(dimensions[guide]) }

    /// Where `guide` falls along the view's height. A view without text has its baselines at its bottom.
    public subscript(guide: VerticalAlignment) -> CGFloat { CGFloat(dimensions[guide]) }

    /// The value the view set for `guide` with `alignmentGuide`, if it did.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        dimensions.explicit[.horizontal(guide)].map { CGFloat($0) }
    }

    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        dimensions.explicit[.vertical(guide)].map { CGFloat($0) }
    }
}
