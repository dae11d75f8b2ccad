import Foundation
import KilnTree

/// A mark's width or height, or a sector's radius, as Swift Charts' `MarkDimension`.
/// A number literal is a fixed size in points.
nonisolated public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    let dimension: ChartMarkDimension

    /// Sized by the chart: a share of the band, or the default size.
    public static var automatic: MarkDimension { MarkDimension(dimension: .automatic) }

    /// A size in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(dimension: .fixed(Double(value))) }

    /// A share (0 to 1) of the band, or of the available radius.
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(dimension: .ratio(Double(value))) }

    /// The band, or the available radius, less `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(dimension: .inset(Double(value))) }

    public init(floatLiteral value: Double) { dimension = .fixed(value) }

    public init(integerLiteral value: Int) { dimension = .fixed(Double(value)) }

    init(dimension: ChartMarkDimension) { self.dimension = dimension }

    /// The dimension, or nil with the reason it can't size a mark (negative or not finite;
    /// a ratio outside 0...1).
    var checked: (ChartMarkDimension, problem: String?) {
        switch dimension {
        case .automatic: return (dimension, nil)
        case .fixed(let value), .inset(let value):
            return value.isFinite && value >= 0 ? (dimension, nil) : (.automatic, "\(value) is negative or not finite")
        case .ratio(let value):
            return value.isFinite && (0...1).contains(value) ? (dimension, nil) : (.automatic, "the ratio \(value) is outside 0...1")
        }
    }
}

/// How bars and areas at the same position stack, as Swift Charts' `MarkStackingMethod`.
nonisolated public struct MarkStackingMethod: Hashable, Sendable {
    let stacking: ChartStacking

    /// Stacked one on the other from zero; negative values below zero.
    public static var standard: MarkStackingMethod { MarkStackingMethod(stacking: .standard) }
    /// Stacked, then scaled so that each stack fills 0 to 1.
    public static var normalized: MarkStackingMethod { MarkStackingMethod(stacking: .normalized) }
    /// Stacked around a centre line (a streamgraph).
    public static var center: MarkStackingMethod { MarkStackingMethod(stacking: .center) }
    /// Not stacked: each mark from zero, overlapping.
    public static var unstacked: MarkStackingMethod { MarkStackingMethod(stacking: .unstacked) }
}
