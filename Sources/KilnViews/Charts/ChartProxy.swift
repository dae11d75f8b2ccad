import Foundation
import KilnTree

/// What `chartOverlay` and `chartBackground` give their content to find the chart's plot, as
/// Swift Charts' `ChartProxy`. The page lays the chart out in the reader's browser, so at build
/// time no value has a position yet: lookups answer nil, and the plot's frame is the whole space
/// the overlay is given (`geometry[proxy.plotFrame!]`).
nonisolated public struct ChartProxy: Sendable {
    init() {}

    /// The plot's frame, to resolve in a `GeometryReader` of the overlay.
    public var plotFrame: Anchor<CGRect>? { Anchor { proxy in CGRect(origin: .zero, size: proxy.size) } }
    public var plotAreaFrame: Anchor<CGRect> { Anchor { proxy in CGRect(origin: .zero, size: proxy.size) } }
    /// The plot's size, unknown at build time.
    public var plotSize: CGSize { .zero }
    public var plotAreaSize: CGSize { .zero }

    public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
    public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? { nil }
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    public func value<X: Plottable, Y: Plottable>(at position: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? { nil }
}

/// A value a `GeometryProxy` resolves in its own space (`geometry[anchor]`), as SwiftUI's anchors.
nonisolated public struct Anchor<Value>: @unchecked Sendable {
    let resolve: @Sendable (GeometryProxy) -> Value
    init(_ resolve: @escaping @Sendable (GeometryProxy) -> Value) { self.resolve = resolve }
}

nonisolated extension GeometryProxy {
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.resolve(self) }
}

nonisolated extension View {
    /// Draws `content` over the chart, given a proxy to find its plot: what it draws stays where
    /// the page lays it out; the proxy's lookups answer nil at build time (`ChartProxy`).
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        overlay(alignment: alignment) { content(ChartProxy()) }
    }

    /// Draws `content` behind the chart, given a proxy to find its plot (`chartOverlay`).
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        background(alignment: alignment) { content(ChartProxy()) }
    }
}
