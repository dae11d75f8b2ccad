/// A size proposal as the stages pass it, SwiftUI's `ProposedViewSize`: nil is unspecified
/// (the view's ideal), `.infinity` asks for the most it can be.
package struct SizeProposal: Hashable, Sendable {
    package var width: Double?
    package var height: Double?

    package init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    package static let unspecified = SizeProposal(width: nil, height: nil)
}

/// A size in points (CSS px).
package struct LayoutSize: Hashable, Sendable, CustomStringConvertible {
    package var width: Double
    package var height: Double

    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    package static let zero = LayoutSize(width: 0, height: 0)

    package var description: String { "\(width)x\(height)" }
}

/// The spacing a view prefers to its neighbours on each edge, in points.
package struct EdgeSpacing: Hashable, Sendable {
    package var top: Double
    package var leading: Double
    package var bottom: Double
    package var trailing: Double

    package init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// SwiftUI's spacing between two views when neither says otherwise.
    package static let standard = EdgeSpacing(top: 8, leading: 8, bottom: 8, trailing: 8)
    package static let zero = EdgeSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// What a custom layout may ask of one of its subviews at build time: its size for a proposal
/// (measured by the layout stage), its priority, spacing preferences and layout values.
package struct LayoutSubviewProxy: Sendable {
    package var sizeThatFits: @Sendable (SizeProposal) -> LayoutSize
    package var priority: Double
    package var spacing: EdgeSpacing
    /// `layoutValue(key:value:)` values, by key type.
    package var values: [ObjectIdentifier: LayoutValue]

    package init(
        sizeThatFits: @escaping @Sendable (SizeProposal) -> LayoutSize, priority: Double, spacing: EdgeSpacing,
        values: [ObjectIdentifier: LayoutValue]
    ) {
        self.sizeThatFits = sizeThatFits
        self.priority = priority
        self.spacing = spacing
        self.values = values
    }
}

/// A value a view gave its enclosing layout (`layoutValue(key:value:)`), whatever its type.
package struct LayoutValue: @unchecked Sendable {
    /// The user's value in a box of its type: a layout reads values in its inner loops, and
    /// casting a class is much cheaper than casting an `Any`. Layout values are plain data the
    /// layout only reads.
    private let box: AnyObject

    package init<Value>(_ value: Value) { box = Box(value) }

    /// The value, if it is a `Value`.
    package func value<Value>(as type: Value.Type) -> Value? { (box as? Box<Value>)?.value }

    private final class Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}

/// Where a custom layout put one subview: the point, which point of the subview sits there
/// (a unit point), and the size proposed to it.
package struct SubviewPlacement: Hashable, Sendable {
    package var x: Double
    package var y: Double
    package var anchorX: Double
    package var anchorY: Double
    package var proposal: SizeProposal
    /// The `place(at:anchor:proposal:)` call, for a diagnostic.
    package var source: CallSite?

    package init(x: Double, y: Double, anchorX: Double, anchorY: Double, proposal: SizeProposal, source: CallSite? = nil) {
        self.x = x
        self.y = y
        self.anchorX = anchorX
        self.anchorY = anchorY
        self.proposal = proposal
        self.source = source
    }
}

/// A layout the user wrote (SwiftUI's `Layout` protocol), which the layout stage runs at build
/// time with its subviews measured: the user's type, erased.
package protocol CustomLayoutRunner: Sendable {
    /// The user's type's name, for diagnostics.
    var typeName: String { get }
    /// The container's size for `proposal`.
    func sizeThatFits(_ proposal: SizeProposal, subviews: [LayoutSubviewProxy]) -> LayoutSize
    /// The container's size for `proposal`, then each subview's placement in bounds of that size
    /// at the origin, in subview order (nil for a subview the layout did not place), with one
    /// cache for both calls as SwiftUI gives them.
    func sizeAndPlacements(_ proposal: SizeProposal, subviews: [LayoutSubviewProxy]) -> (LayoutSize, [SubviewPlacement?])
    /// The spacing the container prefers around itself, from its subviews'.
    func spacing(subviews: [LayoutSubviewProxy]) -> EdgeSpacing
}
