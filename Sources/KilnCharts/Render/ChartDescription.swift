import Foundation
import KilnTree

/// The chart's text alternative: an accessible name, a generated summary (in the style of
/// Vega's captions), per-mark tooltip text and the data as a table.
struct ChartDescription {
    /// The data table lists at most this many rows; very large charts say how many are left out.
    static let maximumRows = 1000

    let marks: [PlotMark]
    let text: ValueText

    /// "Bar chart of Tasks Remaining by Date".
    func title(xLabel: String?, yLabel: String?) -> String {
        // The one kind all marks share, if they do.
        var kind = marks.first?.mark.kind
        if let first = kind, marks.contains(where: { $0.mark.kind != first }) { kind = nil }
        let noun: String
        switch kind {
        case .bar?: noun = "Bar chart"
        case .line?: noun = "Line chart"
        case .point?: noun = "Scatter plot"
        case .area?: noun = "Area chart"
        case .rule?: noun = "Rule chart"
        case .rectangle?: noun = "Rectangle chart"
        case .sector?: noun = "Pie chart"
        case nil: noun = "Chart"
        }
        switch (yLabel, xLabel) {
        case let (y?, x?): return "\(noun) of \(y) by \(x)"
        case let (y?, nil): return "\(noun) of \(y)"
        case let (nil, x?): return "\(noun) of \(x)"
        case (nil, nil): return noun
        }
    }

    /// Sentences describing the axes, the series and the marks.
    func summary(axes: [String], seriesLabel: String?, series: [String]) -> String {
        var sentences = axes
        if let seriesLabel, !series.isEmpty {
            let listed = series.count <= 7 ? series.joined(separator: ", ") : series.prefix(5).joined(separator: ", ") + ", … and \(series.count - 5) more"
            sentences.append("\(series.count) \(seriesLabel) \(series.count == 1 ? "value" : "values"): \(listed).")
        }
        var counts: [(ChartMark.Kind, Int)] = []
        for plotted in marks where !plotted.isGap {
            if let index = counts.firstIndex(where: { $0.0 == plotted.mark.kind }) { counts[index].1 += 1 } else { counts.append((plotted.mark.kind, 1)) }
        }
        if !counts.isEmpty {
            sentences.append(counts.map { "\($0.1) \(Self.noun($0.0, plural: $0.1 != 1))" }.joined(separator: ", ") + ".")
        } else {
            sentences.append("No data.")
        }
        return sentences.joined(separator: " ")
    }

    /// "Date from June 2, 2022 to June 6, 2022."
    func axisSentence(label: String, scale: AxisScale, axisName: String) -> String {
        switch scale {
        case .band(let band):
            let names = band.categories
            let listed = names.count <= 7 ? names.joined(separator: ", ") : names.prefix(5).joined(separator: ", ") + ", … \(names.last ?? "")"
            return "\(axisName) axis \(label), \(names.count) \(names.count == 1 ? "category" : "categories"): \(listed)."
        case .continuous(let scale) where scale.isTime:
            let from = text.longDate(Date(timeIntervalSince1970: min(scale.lower, scale.upper)))
            let to = text.longDate(Date(timeIntervalSince1970: max(scale.lower, scale.upper)))
            return "\(axisName) axis \(label), dates from \(from) to \(to)."
        case .continuous(let scale):
            return "\(axisName) axis \(label), from \(text.number(min(scale.lower, scale.upper))) to \(text.number(max(scale.lower, scale.upper)))."
        }
    }

    /// A mark's tooltip: its values, labelled ("Date: Jun 2, 2022, Tasks Remaining: 4").
    func describe(_ mark: ChartMark) -> String {
        if let label = mark.accessibilityLabel {
            return mark.accessibilityValue.map { "\(label): \($0)" } ?? label
        }
        return Self.values(of: mark).map { "\($0.label): \(value($0.channel))" }.joined(separator: ", ")
    }

    func table() -> ChartDataTable {
        // Every mark's labels, in order, each once: the labels of `values(of:)`, found without
        // building its entries (all marks are scanned; only the first rows are written).
        var headers: [String] = []
        func add(_ label: String) {
            if !headers.contains(label) { headers.append(label) }
        }
        func add(_ channel: ChartChannel?) {
            switch channel {
            case .value(let value)?: add(value.label)
            case .interval(let start, let end)?: add(start.label == end.label ? start.label : "\(start.label)–\(end.label)")
            default: break
            }
        }
        for plotted in marks where !plotted.isGap {
            add(plotted.mark.x)
            add(plotted.mark.y)
            if let value = plotted.mark.angle { add(value.label) }
            if let value = plotted.mark.series { add(value.label) }
            if let value = plotted.mark.foregroundBy { add(value.label) }
            if let value = plotted.mark.symbolBy { add(value.label) }
            if let value = plotted.mark.lineStyleBy { add(value.label) }
            if let value = plotted.mark.positionBy?.value { add(value.label) }
        }
        let shown = marks.lazy.filter { !$0.isGap }
        var rows: [[String]] = []
        var total = 0
        for plotted in shown {
            total += 1
            guard rows.count < Self.maximumRows else { continue }
            let values = Self.values(of: plotted.mark)
            rows.append(headers.map { header in values.first { $0.label == header }.map { value($0.channel) } ?? "" })
        }
        return ChartDataTable(headers: headers, rows: rows, omittedRows: total - rows.count)
    }

    private enum Entry {
        case value(ChartValue)
        case interval(ChartValue, ChartValue)
    }

    private static func values(of mark: ChartMark) -> [(label: String, channel: Entry)] {
        var entries: [(label: String, channel: Entry)] = []
        func add(_ channel: ChartChannel?) {
            switch channel {
            case .value(let value)?: entries.append((value.label, .value(value)))
            case .interval(let start, let end)?:
                entries.append((start.label == end.label ? start.label : "\(start.label)–\(end.label)", .interval(start, end)))
            default: break
            }
        }
        add(mark.x)
        add(mark.y)
        for value in [mark.angle, mark.series, mark.foregroundBy, mark.symbolBy, mark.lineStyleBy, mark.positionBy?.value].compactMap({ $0 })
        where !entries.contains(where: { $0.label == value.label }) {
            entries.append((value.label, .value(value)))
        }
        return entries
    }

    private func value(_ entry: Entry) -> String {
        switch entry {
        case .value(let value): return text.string(value.datum)
        case .interval(let start, let end): return "\(text.string(start.datum)) – \(text.string(end.datum))"
        }
    }

    private static func noun(_ kind: ChartMark.Kind, plural: Bool) -> String {
        let singular: String
        switch kind {
        case .bar: singular = "bar"
        case .line: singular = "line point"
        case .point: singular = "point"
        case .area: singular = "area point"
        case .rule: singular = "rule"
        case .rectangle: singular = "rectangle"
        case .sector: singular = "sector"
        }
        return plural ? singular + "s" : singular
    }
}
