import Foundation
import KilnTree

/// What the chart stage needs to know about where the chart is drawn.
package struct ChartRenderOptions: Sendable {
    /// Prefix for ids (gradients, symbols, the title), unique within the page.
    package var idPrefix: String
    /// The height of the chart's box in points: SwiftUI's frame height, or Kiln's default.
    package var height: Double
    /// The plot width assumed where a width must be known at build time (tick counts, point
    /// sizes given in points); the drawing itself scales to any width.
    package var nominalWidth: Double
    /// The chart's accessibility label, if the user gave one.
    package var accessibilityLabel: String?
    /// Where the chart was created, for messages about the chart as a whole.
    package var source: CallSite?

    package static let defaultHeight = 300.0

    package init(idPrefix: String, height: Double = ChartRenderOptions.defaultHeight, nominalWidth: Double = 600,
                accessibilityLabel: String? = nil, source: CallSite? = nil) {
        self.idPrefix = idPrefix
        self.height = height
        self.nominalWidth = nominalWidth
        self.accessibilityLabel = accessibilityLabel
        self.source = source
    }
}

/// The chart stage's entry point: scales, ticks, axes, legend, marks and the text alternative.
package enum ChartRenderer {
    package static func draw(_ spec: ChartSpec, options: ChartRenderOptions) -> ChartDrawing {
        var diagnostics: [Diagnostic] = []
        // `zIndex` orders drawing; marks with equal indexes keep the order the chart lists them in.
        let ordered = spec.marks.contains { $0.zIndex != nil }
            ? spec.marks.enumerated().sorted { ($0.element.zIndex ?? 0, $0.offset) < ($1.element.zIndex ?? 0, $1.offset) }.map(\.element)
            : spec.marks
        let marks = MarkValidation.usableMarks(ordered, diagnostics: &diagnostics)
        let text = ValueText(timeZone: spec.timeZone, locale: spec.locale)
        let styles = SeriesStyles(marks: marks, spec: spec)
        var drawing: ChartDrawing
        if marks.contains(where: { $0.mark.kind == .sector }) {
            drawing = SectorChart(spec: spec, marks: marks, styles: styles, options: options, text: text).draw(diagnostics: &diagnostics)
        } else {
            drawing = CartesianChart(spec: spec, marks: marks, styles: styles, options: options, text: text).draw(diagnostics: &diagnostics)
        }
        drawing.diagnostics = diagnostics
        return drawing
    }
}
