import Foundation
import KilnTree

/// The values an axis marks, as Swift Charts' `AxisMarkValues`. For an explicit list of values,
/// pass an array to `AxisMarks(values:)`.
///
/// `roundLowerBound`, `roundUpperBound` and `minimumStride` are accepted for source
/// compatibility; the chart stage chooses the bounds and strides of automatic values itself.
/// A date stride counts in the chart's calendar and time zone, whatever `calendar` is given.
nonisolated public struct AxisMarkValues: Sendable {
    enum Kind: Sendable {
        case automatic(desiredCount: Int?)
        case stride(Double)
        case dateStride(Calendar.Component, count: Int)
    }

    let kind: Kind

    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil)) }

    /// About `desiredCount` values, at round numbers or dates.
    public static func automatic(
        desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
    }

    public static func automatic<P: BinaryFloatingPoint>(
        minimumStride: P, desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
    }

    /// Every `stepSize` along a number axis.
    public static func stride<P: BinaryFloatingPoint>(
        by stepSize: P, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .stride(Double(stepSize)))
    }

    /// Every `count` calendar units along a date axis.
    public static func stride(
        by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
        calendar: Calendar? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(component, count: count))
    }

    /// The values as the tree keeps them; a stride that can't step is reported and replaced
    /// by automatic values.
    func resolved(_ lowering: AxisLowering, at site: CallSite) -> ChartAxisValues {
        switch kind {
        case .automatic(let count?) where count < 1:
            lowering.context.report(.warning, "AxisMarkValues desiredCount \(count) is less than 1; it is ignored", at: site)
            return .automatic(desiredCount: nil)
        case .automatic(let count):
            return .automatic(desiredCount: count)
        case .stride(let step):
            guard step.isFinite && step > 0 else {
                lowering.context.report(.warning, "AxisMarkValues stride \(step) is not a positive number; automatic values are used", at: site)
                return .automatic(desiredCount: nil)
            }
            return .stride(step)
        case .dateStride(let component, let count):
            guard let unit = ChartDateUnit(component), count >= 1 else {
                lowering.context.report(
                    .warning,
                    "AxisMarkValues stride by \(count) \(component) can't step through dates; use a count of 1 or more and .year, .quarter, .month, .weekOfYear, .day, .hour, .minute or .second. Automatic values are used",
                    at: site)
                return .automatic(desiredCount: nil)
            }
            return .dateStride(unit, count: count)
        }
    }
}

nonisolated extension ChartAxisValues {
    /// An explicit list of values: numbers, dates, or else categories.
    init(_ values: [Any]) {
        let datums = values.map(chartDatum(of:))
        let numbers = datums.compactMap(\.number)
        let dates = datums.compactMap { datum -> Date? in
            guard case .date(let date) = datum else { return nil }
            return date
        }
        if numbers.count == datums.count {
            self = .numbers(numbers)
        } else if dates.count == datums.count {
            self = .dates(dates)
        } else {
            self = .categories(datums.map(\.scaleKey))
        }
    }
}

/// Which side of the plot an axis's marks are on, as Swift Charts' `AxisMarkPosition`.
nonisolated public struct AxisMarkPosition: Hashable, Sendable {
    let position: ChartAxisMarks.Position

    public static let automatic = AxisMarkPosition(position: .automatic)
    public static let leading = AxisMarkPosition(position: .leading)
    public static let trailing = AxisMarkPosition(position: .trailing)
    public static let top = AxisMarkPosition(position: .top)
    public static let bottom = AxisMarkPosition(position: .bottom)
}

/// A preset layout of axis marks, as Swift Charts' `AxisMarkPreset`; accepted for source
/// compatibility, the chart stage lays out every axis the same way.
nonisolated public struct AxisMarkPreset: Hashable, Sendable {
    private let name: String

    public static let automatic = AxisMarkPreset(name: "automatic")
    public static let aligned = AxisMarkPreset(name: "aligned")
    public static let extended = AxisMarkPreset(name: "extended")
    public static let inset = AxisMarkPreset(name: "inset")
}

/// One value of an axis, as the content closure of `AxisMarks` receives it (Swift Charts'
/// `AxisValue`). Kiln evaluates the closure once, to learn which marks the axis draws and how,
/// with a stand-in value whose `as(_:)` is nil: content that branches on the value is not
/// honoured per value.
nonisolated public struct AxisValue {
    /// The value's place among the axis's values (0 for the stand-in), and how many there are.
    public let index: Int
    public let count: Int
    let reads: ValueReads

    /// The value as `type`; nil for the stand-in value Kiln passes.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        reads.happened = true
        return nil
    }

    /// Whether a content closure asked for its value.
    final class ValueReads {
        var happened = false
    }
}
