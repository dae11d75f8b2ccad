import KilnTree

/// Data a chart cannot plot — NaN and infinite numbers — is left out with a warning naming the
/// mark's line, once per mark; a line breaks where its point is missing, as Swift Charts draws it.
enum MarkValidation {
    static func usableMarks(_ marks: [ChartMark], diagnostics: inout [Diagnostic]) -> [PlotMark] {
        var reported = Set<String>()
        var usable: [PlotMark] = []
        usable.reserveCapacity(marks.count)
        for mark in marks {
            guard let bad = nonFinite(mark) else {
                usable.append(PlotMark(mark: mark, isGap: false))
                continue
            }
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
        let values = [mark.x, mark.y].compactMap { $0 }.flatMap(\.values) + [mark.angle].compactMap { $0 }
        for value in values {
            if case .number(let number) = value.datum, !number.isFinite {
                return (value.label, number.isNaN ? "NaN" : (number > 0 ? "infinite" : "negative infinite"))
            }
        }
        return nil
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
    /// The plotted values of the channel.
    var values: [ChartValue] {
        switch self {
        case .value(let value): return [value]
        case .interval(let start, let end): return [start, end]
        case .fixed: return []
        }
    }
}

/// A mark the chart draws; a gap is a line's or area's missing point, kept so the line breaks there.
struct PlotMark {
    var mark: ChartMark
    var isGap: Bool
}
