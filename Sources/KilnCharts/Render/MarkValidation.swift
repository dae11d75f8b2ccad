import KilnTree

/// Data a chart cannot plot — NaN and infinite numbers — is left out with a warning naming the
/// mark's line, once per mark; a line breaks where its point is missing, as Swift Charts draws it.
enum MarkValidation {
    static func usableMarks(_ marks: [ChartMark], diagnostics: inout [Diagnostic]) -> [PlotMark] {
        var reported = Set<String>()
        var usable: [PlotMark] = []
        usable.reserveCapacity(marks.count)
        // By index: each mark is copied once, into its PlotMark.
        for index in marks.indices {
            guard let bad = nonFinite(marks[index]) else {
                usable.append(PlotMark(mark: marks[index], isGap: false))
                continue
            }
            let mark = marks[index]
            let key = mark.source?.description ?? mark.kind.rawValue
            if reported.insert(key).inserted {
                diagnostics.append(Diagnostic(
                    .warning,
                    "\(markName(mark.kind)) has a \(bad.value) value for \"\(bad.label)\"; marks without a finite value are left out",
                    at: mark.source))
            }
            // A line keeps its place in the series so that the gap shows.
            if mark.kind == .line || mark.kind == .area { usable.append(PlotMark(mark: mark, isGap: true)) }
        }
        return usable
    }

    private static func nonFinite(_ mark: ChartMark) -> (label: String, value: String)? {
        func check(_ value: ChartValue) -> (label: String, value: String)? {
            guard case .number(let number) = value.datum, !number.isFinite else { return nil }
            return (value.label, number.isNaN ? "NaN" : (number > 0 ? "infinite" : "negative infinite"))
        }
        func check(_ channel: ChartChannel?) -> (label: String, value: String)? {
            if let start = channel?.first, let bad = check(start) { return bad }
            return channel?.end.flatMap(check)
        }
        // x's values, y's, then the angle: the first bad one is reported. No array per mark.
        return check(mark.x) ?? check(mark.y) ?? mark.angle.flatMap(check)
    }

    static func markName(_ kind: ChartMark.Kind) -> String {
        switch kind {
        case .bar: return "BarMark"
        case .line: return "LineMark"
        case .point: return "PointMark"
        case .area: return "AreaMark"
        case .rule: return "RuleMark"
        case .rectangle: return "RectangleMark"
        case .sector: return "SectorMark"
        }
    }
}

extension ChartChannel {
    /// The first plotted value of the channel: its value, or its interval's start.
    var first: ChartValue? {
        switch self {
        case .value(let value), .interval(let value, _): return value
        case .fixed: return nil
        }
    }

    /// The second plotted value: an interval's end.
    var end: ChartValue? {
        if case .interval(_, let end) = self { return end }
        return nil
    }

    /// Calls `body` with each plotted value, in order, without building an array per mark.
    func forEachValue(_ body: (ChartValue) throws -> Void) rethrows {
        switch self {
        case .value(let value): try body(value)
        case .interval(let start, let end):
            try body(start)
            try body(end)
        case .fixed: break
        }
    }
}

/// A mark the chart draws; a gap is a line's or area's missing point, kept so the line breaks there.
/// A reference, so that the chart's passes filter, reorder and group marks without copying the
/// large `ChartMark` (and retaining each of its fields) every time.
final class PlotMark {
    let mark: ChartMark
    let isGap: Bool

    init(mark: ChartMark, isGap: Bool) {
        self.mark = mark
        self.isGap = isGap
    }
}
