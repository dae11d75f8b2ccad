import Foundation
import KilnCharts
import KilnTree

/// Builders and finders for chart-stage tests: specs made by hand, drawings searched by element.
enum ChartFixture {
    static let site = CallSite(fileID: "App/Charts.swift", line: 12)
    static let day = 86_400.0
    /// 2022-06-01 00:00 UTC.
    static let june1 = Date(timeIntervalSince1970: 1_654_041_600)

    static func bar(_ category: String, _ value: Double, series: String? = nil, stacking: ChartStacking? = .standard) -> ChartMark {
        var mark = ChartMark(.bar, x: .value(ChartValue("Name", .category(category))), y: .value(ChartValue("Value", .number(value))), source: site)
        mark.stacking = stacking
        if let series { mark.foregroundBy = ChartValue("Series", .category(series)) }
        return mark
    }

    static func line(_ x: Double, _ y: Double, series: String? = nil) -> ChartMark {
        var mark = ChartMark(.line, x: .value(ChartValue("X", .number(x))), y: .value(ChartValue("Y", .number(y))), source: site)
        if let series { mark.foregroundBy = ChartValue("Series", .category(series)) }
        return mark
    }

    static func draw(_ marks: [ChartMark], height: Double = 300, configure: (inout ChartSpec) -> Void = { _ in }) -> ChartDrawing {
        var spec = ChartSpec(marks: marks)
        configure(&spec)
        return ChartRenderer.draw(spec, options: ChartRenderOptions(idPrefix: "c", height: height, source: site))
    }
}

extension SVGElement {
    /// Every element below this one (and itself) named `name`, in document order.
    func all(_ name: String) -> [SVGElement] {
        (self.name == name ? [self] : []) + children.flatMap { $0.all(name) }
    }

    subscript(_ attribute: String) -> String? {
        attributes.first { $0.name == attribute }?.value
    }

    /// A percentage attribute as a fraction.
    func fraction(_ attribute: String) -> Double? {
        guard let value = self[attribute], value.hasSuffix("%") else { return nil }
        return Double(value.dropLast()).map { $0 / 100 }
    }

    var titleText: String? { children.first { $0.name == "title" }?.text }
}

extension ChartDrawing {
    /// The marks drawn in the plot: elements with a tooltip, outside the plot's own title.
    var markElements: [SVGElement] {
        plot.children.filter { $0.name != "title" && $0.name != "desc" && $0.name != "defs" && $0.name != "g" }
            .flatMap { $0.name == "svg" ? $0.children : [$0] }
    }

    func axis(_ edge: ChartAxisDrawing.Edge) -> ChartAxisDrawing? { axes.first { $0.edge == edge } }

    func labels(_ edge: ChartAxisDrawing.Edge) -> [String] { axis(edge)?.svg.all("text").compactMap(\.text) ?? [] }
}
