import KilnTree

/// Chart content with a change applied to the marks it lowers to. Modifiers apply from the
/// innermost outwards, so a style modifier sets a style only where an inner one has not.
nonisolated struct ModifiedChartContent<Content: ChartContent>: ChartContent {
    let content: Content
    let change: (inout ChartLowering, Range<Int>) -> Void

    typealias Body = Never

    static func _lowerMarks(_ content: Self, into lowering: inout _ChartLowering) {
        let start = lowering.marks.count
        Content._lowerMarks(content.content, into: &lowering)
        content.change(&lowering, start..<lowering.marks.count)
    }
}

nonisolated extension ChartContent {
    /// This content with `change` applied to all its marks together.
    func changingMarks(_ change: @escaping (inout ChartLowering, Range<Int>) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, change: change)
    }

    /// This content with `change` applied to each of its marks.
    func changingEachMark(_ change: @escaping (inout ChartMark, inout _ChartLowering) -> Void) -> ModifiedChartContent<Self> {
        changingMarks { lowering, range in
            for index in range {
                // Out of the array while it changes, as `change` may also change `lowering`.
                var mark = lowering.marks[index]
                change(&mark, &lowering)
                lowering.marks[index] = mark
            }
        }
    }

    /// This content with a problem of a modifier's argument reported at its marks' call sites,
    /// as the modifier itself captures none.
    func reporting(_ severity: Diagnostic.Severity, _ problem: String) -> ModifiedChartContent<Self> {
        changingMarks { lowering, range in
            for index in range { lowering.report(severity, problem, at: lowering.marks[index].source) }
        }
    }
}
