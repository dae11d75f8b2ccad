import KilnTree
import Foundation

/// The stack and grid layouts as `Layout` values, for `AnyLayout` and for custom layouts that
/// compose them. As containers (`HStackLayout { … }`) they draw as the stack or grid views do;
/// called from code, they measure and place as SwiftUI's stacks do.
nonisolated public struct HStackLayout: BuiltInLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var kind: Node.Kind { .hstack(alignment: alignment, spacing: spacing.map(Double.init)) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        StackGeometry(horizontal: true, spacing: spacing, subviews: subviews, proposal: proposal).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        StackGeometry(horizontal: true, spacing: spacing, subviews: subviews, proposal: proposal)
            .place(subviews, in: bounds, crossAlignment: ViewDimensions.fraction(alignment))
    }
}

nonisolated public struct VStackLayout: BuiltInLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var kind: Node.Kind { .vstack(alignment: alignment, spacing: spacing.map(Double.init)) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        StackGeometry(horizontal: false, spacing: spacing, subviews: subviews, proposal: proposal).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        StackGeometry(horizontal: false, spacing: spacing, subviews: subviews, proposal: proposal)
            .place(subviews, in: bounds, crossAlignment: ViewDimensions.fraction(alignment))
    }
}

nonisolated public struct ZStackLayout: BuiltInLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    var kind: Node.Kind { .zstack(alignment: alignment) }

    /// As large as the largest subview offered the same proposal.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let fitted = subview.sizeThatFits(proposal)
            return CGSize(width: max(size.width, fitted.width), height: max(size.height, fitted.height))
        }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let x = ViewDimensions.fraction(alignment.horizontal), y = ViewDimensions.fraction(alignment.vertical)
        for subview in subviews {
            subview.place(
                at: CGPoint(x: bounds.minX + bounds.width * x, y: bounds.minY + bounds.height * y),
                anchor: UnitPoint(x: x, y: y), proposal: ProposedViewSize(bounds.size))
        }
    }
}

/// A grid's layout. As a container it draws as `Grid`; called from code it measures and places
/// its subviews (the grid's rows) as a column, which is how a grid stacks its rows.
nonisolated public struct GridLayout: BuiltInLayout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    var kind: Node.Kind {
        .grid(alignment: alignment, horizontalSpacing: horizontalSpacing.map(Double.init), verticalSpacing: verticalSpacing.map(Double.init))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        StackGeometry(horizontal: false, spacing: verticalSpacing, subviews: subviews, proposal: proposal).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        StackGeometry(horizontal: false, spacing: verticalSpacing, subviews: subviews, proposal: proposal)
            .place(subviews, in: bounds, crossAlignment: ViewDimensions.fraction(alignment.horizontal))
    }
}

/// A stack's subviews measured for one proposal: their lengths along the axis, spacing and
/// extent across it.
nonisolated struct StackGeometry {
    let horizontal: Bool
    let lengths: [Double]
    let spacing: [Double]
    let across: Double?
    let crossExtents: [Double]

    init(horizontal: Bool, spacing fixed: CGFloat?, subviews: LayoutSubviews, proposal: ProposedViewSize) {
        let proxies = Array(subviews.proxies[subviews.startIndex..<subviews.endIndex])
        self.horizontal = horizontal
        let along = (horizontal ? proposal.width : proposal.height).map(Double.init)
        let across = (horizontal ? proposal.height : proposal.width).map(Double.init)
        self.across = across
        spacing = StackDistribution.spacing(along: horizontal, fixed: fixed.map(Double.init), subviews: proxies)
        let lengths = StackDistribution.lengths(along: horizontal, proposal: along, across: across, spacing: spacing, subviews: proxies)
        self.lengths = lengths
        crossExtents = zip(proxies, lengths).map { proxy, length in
            let size = proxy.sizeThatFits(
                horizontal ? SizeProposal(width: length, height: across) : SizeProposal(width: across, height: length))
            return horizontal ? size.height : size.width
        }
    }

    var size: CGSize {
        let along = lengths.reduce(0, +) + spacing.reduce(0, +)
        let across = crossExtents.max() ?? 0
        return horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    /// Places each subview after the one before, aligned across the axis at `crossAlignment`
    /// (0 leading or top, 0.5 centre, 1 trailing or bottom).
    func place(_ subviews: LayoutSubviews, in bounds: CGRect, crossAlignment: Double) {
        var position = horizontal ? Double(bounds.minX) : Double(bounds.minY)
        for (offset, subview) in subviews.enumerated() {
            let crossStart = horizontal ? Double(bounds.minY) : Double(bounds.minX)
            let crossLength = horizontal ? Double(bounds.height) : Double(bounds.width)
            let cross = crossStart + crossLength * crossAlignment
            let point = horizontal ? CGPoint(x: position, y: cross) : CGPoint(x: cross, y: position)
            let anchor = horizontal ? UnitPoint(x: 0, y: crossAlignment) : UnitPoint(x: crossAlignment, y: 0)
            let proposal = ProposedViewSize(
                horizontal ? SizeProposal(width: lengths[offset], height: across) : SizeProposal(width: across, height: lengths[offset]))
            subview.place(at: point, anchor: anchor, proposal: proposal)
            position += lengths[offset] + (offset < spacing.count ? spacing[offset] : 0)
        }
    }
}

nonisolated extension ViewDimensions {
    /// Where a guide sits across a box, as a fraction of its length.
    static func fraction(_ alignment: HorizontalAlignment) -> Double {
        switch alignment.guide {
        case .leading, .custom: 0
        case .center: 0.5
        case .trailing: 1
        }
    }

    static func fraction(_ alignment: VerticalAlignment) -> Double {
        switch alignment.guide {
        case .top, .custom: 0
        case .center: 0.5
        case .bottom, .firstTextBaseline, .lastTextBaseline: 1
        }
    }
}
