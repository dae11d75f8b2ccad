import Foundation
import KilnTree

/// The marks of a chart's axis, as Swift Charts' `AxisContent`: `AxisMarks`, and the lists an
/// `AxisContentBuilder` block makes of them.
public protocol AxisContent {
    /// Not API: appends the axis marks this content stands for.
    static func _lowerAxisContent(_ content: Self, into lowering: inout _AxisLowering)
}

package typealias AxisLowering = _AxisLowering

/// Not API: the state of lowering a chart's axis content: the zone and locale its labels are
/// formatted in (the chart's), where to report problems, and the axis marks so far.
nonisolated public struct _AxisLowering {
    let context: LoweringContext
    let timeZone: TimeZone
    let locale: Locale
    var marks: [ChartAxisMarks] = []
}

/// Builds an axis's content, as Swift Charts' `@AxisContentBuilder`: any number of `AxisMarks`,
/// `if`/`else` and availability checks.
@resultBuilder
nonisolated public enum AxisContentBuilder {
    public static func buildExpression<Content: AxisContent>(_ content: Content) -> AxisContentList {
        AxisContentList(parts: [{ Content._lowerAxisContent(content, into: &$0) }])
    }

    public static func buildBlock(_ parts: AxisContentList...) -> AxisContentList {
        AxisContentList(parts: parts.flatMap{ $0.parts })
    }

    public static func buildOptional(_ part: AxisContentList?) -> AxisContentList {
        part ?? AxisContentList(parts: [])
    }

    public static func buildEither(first: AxisContentList) -> AxisContentList { first }

    public static func buildEither(second: AxisContentList) -> AxisContentList { second }

    public static func buildLimitedAvailability(_ part: AxisContentList) -> AxisContentList { part }
}

/// The axis content an `AxisContentBuilder` block lists, in order.
nonisolated public struct AxisContentList: AxisContent {
    let parts: [(inout _AxisLowering) -> Void]

    public static func _lowerAxisContent(_ content: AxisContentList, into lowering: inout _AxisLowering) {
        for part in content.parts { part(&lowering) }
    }
}
