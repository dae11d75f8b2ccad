import KilnTree
import Foundation

/// The spacing a view prefers around it, edge by edge. Two neighbours are as far apart as the
/// larger of their preferences on the edges that meet, as built-in stacks do.
nonisolated public struct ViewSpacing: Hashable, Sendable {
    var edges: EdgeSpacing

    /// No preferred spacing on any edge.
    public static let zero = ViewSpacing(edges: .zero)

    /// The system's standard spacing on every edge.
    public init() { edges = .standard }

    init(edges: EdgeSpacing) { self.edges = edges }

    /// How far this view prefers to be from `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        switch axis {
        case .horizontal: CGFloat(max(edges.trailing, next.edges.leading))
        case .vertical: CGFloat(max(edges.bottom, next.edges.top))
        }
    }

    /// Takes on, on the given edges, the larger of this and `other`'s preferences.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { self.edges.top = max(self.edges.top, other.edges.top) }
        if edges.contains(.leading) { self.edges.leading = max(self.edges.leading, other.edges.leading) }
        if edges.contains(.bottom) { self.edges.bottom = max(self.edges.bottom, other.edges.bottom) }
        if edges.contains(.trailing) { self.edges.trailing = max(self.edges.trailing, other.edges.trailing) }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }
}
