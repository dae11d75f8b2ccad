import Foundation
import KilnTree

/// Where an annotation sits around its mark, as Swift Charts' `AnnotationPosition`.
nonisolated public struct AnnotationPosition: Hashable, Sendable {
    let position: ChartAnnotationPosition

    public static let automatic = AnnotationPosition(position: .automatic)
    public static let top = AnnotationPosition(position: .top)
    public static let bottom = AnnotationPosition(position: .bottom)
    public static let leading = AnnotationPosition(position: .leading)
    public static let trailing = AnnotationPosition(position: .trailing)
    /// Over the mark.
    public static let overlay = AnnotationPosition(position: .overlay)
    public static let topLeading = AnnotationPosition(position: .topLeading)
    public static let topTrailing = AnnotationPosition(position: .topTrailing)
    public static let bottomLeading = AnnotationPosition(position: .bottomLeading)
    public static let bottomTrailing = AnnotationPosition(position: .bottomTrailing)
}

/// What an annotation does when it would overflow the plot, as Swift Charts'
/// `AnnotationOverflowResolution`. The page keeps one choice per annotation: it stays inside
/// the plot unless either axis's strategy is `.disabled`; `.padScale` is drawn as `.fit`.
nonisolated public struct AnnotationOverflowResolution: Hashable, Sendable {
    let x: Strategy
    let y: Strategy

    public init(x: Strategy = .automatic, y: Strategy = .automatic) {
        self.x = x
        self.y = y
    }

    public static var automatic: AnnotationOverflowResolution { AnnotationOverflowResolution() }

    var fitsPlot: Bool { x != .disabled && y != .disabled }

    /// The strategy along one axis.
    public struct Strategy: Hashable, Sendable {
        private let name: String
        private let boundary: Boundary?

        public static let automatic = Strategy(name: "automatic", boundary: nil)
        /// Moved to stay inside the plot.
        public static let fit = Strategy(name: "fit", boundary: nil)
        /// Moved to stay inside `boundary`.
        public static func fit(to boundary: Boundary) -> Strategy { Strategy(name: "fit", boundary: boundary) }
        /// The scale grows to make room.
        public static let padScale = Strategy(name: "padScale", boundary: nil)
        /// Left where it is, overflowing if need be.
        public static let disabled = Strategy(name: "disabled", boundary: nil)
    }

    /// What `fit(to:)` keeps an annotation inside.
    public struct Boundary: Hashable, Sendable {
        private let name: String

        public static let automatic = Boundary(name: "automatic")
        public static let chart = Boundary(name: "chart")
        public static let plot = Boundary(name: "plot")
    }
}

nonisolated extension ChartContent {
    /// A view beside each mark, placed by `position` and aligned by `alignment`, `spacing`
    /// points away. The view is lowered with the chart's environment.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some ChartContent {
        annotating(content(), position: position, alignment: alignment, spacing: spacing, overflow: .automatic)
    }

    /// A view beside each mark; `overflowResolution` says whether it may overflow the plot.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C
    ) -> some ChartContent {
        annotating(content(), position: position, alignment: alignment, spacing: spacing, overflow: overflowResolution)
    }

    /// Each mark gets its own copy of the view as a child of the chart node. Several views
    /// are stacked vertically, centred; no view adds no annotation.
    func annotating<C: View>(
        _ view: C, position: AnnotationPosition, alignment: Alignment, spacing: CGFloat?, overflow: AnnotationOverflowResolution
    ) -> ModifiedChartContent<Self> {
        changingMarks { lowering, range in
            guard !range.isEmpty else { return }
            let nodes = lowered(view, context: lowering.context)
            guard let first = nodes.first else { return }
            let node = nodes.count == 1 ? first : Node(.vstack(alignment: .center, spacing: nil), children: nodes)
            for index in range {
                let annotation = ChartAnnotation(
                    position: position.position, alignment: alignment, spacing: spacing.map(Double.init),
                    fitsPlot: overflow.fitsPlot, child: lowering.annotationViews.count)
                lowering.annotationViews.append(node)
                lowering.marks[index].annotations.append(annotation)
            }
        }
    }
}
