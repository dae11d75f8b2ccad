import Foundation
import KilnTree

/// The values a chart's scale spans, as Swift Charts' `ScaleDomain`: a `ClosedRange` (or
/// `Range`) of numbers or dates, an array of categories (strings, enums: their raw values),
/// or `.automatic(includesZero:reversed:)`, the domain of the data.
public protocol ScaleDomain {
    /// Not API: the domain as the tree keeps it, or nil with what is wrong with it.
    func _chartScaleDomain() -> _ChartScaleDomain
}

/// Not API: why a domain can't be used, for the diagnostic.
nonisolated package struct ScaleDomainProblem: Error {
    let message: String
}

/// The domain of the data, as Swift Charts' `AutomaticScaleDomain`.
nonisolated public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?
    let reversed: Bool?

    public func _chartScaleDomain() -> _ChartScaleDomain {
        _ChartScaleDomain(.success(.automatic(includesZero: includesZero, reversed: reversed ?? false)))
    }
}

nonisolated extension ScaleDomain where Self == AutomaticScaleDomain {
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }

    /// The data's domain; number domains include zero unless `includesZero` is false, and a
    /// reversed scale runs from its largest value.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

nonisolated extension ClosedRange: ScaleDomain {
    public func _chartScaleDomain() -> _ChartScaleDomain {
        _ChartScaleDomain(boundsDomain(lowerBound, upperBound))
    }
}

nonisolated extension Range: ScaleDomain {
    public func _chartScaleDomain() -> _ChartScaleDomain {
        _ChartScaleDomain(boundsDomain(lowerBound, upperBound))
    }
}

nonisolated extension Array: ScaleDomain {
    /// The elements as categories, in order.
    public func _chartScaleDomain() -> _ChartScaleDomain {
        _ChartScaleDomain(.success(.categories(map { chartDatum(of: $0).scaleKey })))
    }
}

/// A domain from `lower` to `upper`: both numbers (finite, lower below upper) or both dates.
private func boundsDomain(_ lower: Any, _ upper: Any) -> Result<ChartScaleDomain, ScaleDomainProblem> {
    switch (chartDatum(of: lower), chartDatum(of: upper)) {
    case (.number(let lower), .number(let upper)):
        guard lower.isFinite && upper.isFinite else {
            return .failure(ScaleDomainProblem(message: "bounds \(lower) and \(upper) must be finite numbers"))
        }
        guard lower < upper else {
            return .failure(ScaleDomainProblem(
                message: "lower bound \(lower) is not below its upper bound \(upper); for a reversed scale use .automatic(reversed: true)"))
        }
        return .success(.numbers(lower, upper))
    case (.date(let lower), .date(let upper)):
        guard lower < upper else {
            return .failure(ScaleDomainProblem(message: "first date \(lower.ISO8601Format()) is not before its last date \(upper.ISO8601Format())"))
        }
        return .success(.dates(lower, upper))
    default:
        return .failure(ScaleDomainProblem(
            message: "range of \(type(of: lower)) is neither numbers nor dates; use an array to list categories"))
    }
}

/// How a scale maps its domain, as Swift Charts' `ScaleType`.
nonisolated public struct ScaleType: Hashable, Sendable {
    let type: ChartScaleType?

    public static let linear = ScaleType(type: .linear)
    public static let log = ScaleType(type: .log)
    public static let squareRoot = ScaleType(type: .squareRoot)
    /// A symmetric log scale with a slope of 1 at zero.
    public static let symmetricLog = ScaleType(type: .symmetricLog(slopeAtZero: 1))
    public static let date = ScaleType(type: .date)
    public static let category = ScaleType(type: .category)
    /// The type the data calls for, as passing no type does.
    public static let automatic = ScaleType(type: nil)

    public static func power(exponent: Double) -> ScaleType { ScaleType(type: .power(exponent: exponent)) }

    public static func symmetricLog(slopeAtZero: Double) -> ScaleType { ScaleType(type: .symmetricLog(slopeAtZero: slopeAtZero)) }
}

/// The positions a position scale maps to, as Swift Charts' `PositionScaleRange`.
public protocol PositionScaleRange {
    /// Not API: the padding at the start and the end of the plot dimension.
    var _padding: (start: CGFloat, end: CGFloat) { get }
}

/// The plot's width or height, as Swift Charts' `PlotDimensionScaleRange`. Padding is not
/// supported yet: it is reported and the scale spans the whole dimension.
nonisolated public struct PlotDimensionScaleRange: PositionScaleRange {
    public let _padding: (start: CGFloat, end: CGFloat)
}

nonisolated extension PositionScaleRange where Self == PlotDimensionScaleRange {
    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange(_padding: (0, 0)) }

    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(_padding: (padding, padding))
    }

    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(_padding: (startPadding, endPadding))
    }
}
