import KilnTree

/// Builds a chart's marks from a closure, as Swift Charts' `@ChartContentBuilder`: any number
/// of marks, `ForEach`, `if`/`else`, `switch`, `for` loops and availability checks. Every block
/// becomes one flat list, so that big chart bodies type-check quickly.
@resultBuilder
nonisolated public enum ChartContentBuilder {
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> ChartContentList {
        ChartContentList(content)
    }

    public static func buildBlock(_ parts: ChartContentList...) -> ChartContentList {
        // One part, as a `ForEach`'s closure of one mark gives thousands of times: no new list.
        if parts.count == 1 { return parts[0] }
        return ChartContentList(parts: parts.flatMap { $0.parts })
    }

    public static func buildOptional(_ part: ChartContentList?) -> ChartContentList {
        part ?? ChartContentList(parts: [])
    }

    public static func buildEither(first: ChartContentList) -> ChartContentList { first }

    public static func buildEither(second: ChartContentList) -> ChartContentList { second }

    public static func buildLimitedAvailability(_ part: ChartContentList) -> ChartContentList { part }

    public static func buildArray(_ parts: [ChartContentList]) -> ChartContentList {
        ChartContentList(parts: parts.flatMap { $0.parts })
    }
}

/// The chart content a `ChartContentBuilder` block lists, in order.
nonisolated public struct ChartContentList: ChartContent {
    let parts: [(inout _ChartLowering) -> Void]

    init(parts: [(inout _ChartLowering) -> Void]) {
        self.parts = parts
    }

    init<Content: ChartContent>(_ content: Content) {
        parts = [{ Content._lowerMarks(content, into: &$0) }]
    }

    public typealias Body = Never

    public static func _lowerMarks(_ content: ChartContentList, into lowering: inout _ChartLowering) {
        for part in content.parts { part(&lowering) }
    }
}
