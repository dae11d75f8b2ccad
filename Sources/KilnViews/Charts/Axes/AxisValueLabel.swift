import Foundation
import KilnTree

/// The label of each axis value, as Swift Charts' `AxisValueLabel`: the value in the axis's
/// default format, in a `FormatStyle` of dates or numbers, or a fixed text. A content closure
/// whose view is a `Text` is shown as that text; other views get the default label.
///
/// `anchor`, `multiLabelAlignment`, `collisionResolution`, `offsetsMarks`, `orientation` and
/// the spacings are accepted for source compatibility; the chart stage places labels itself.
nonisolated public struct AxisValueLabel: AxisMark {
    /// The label as it is lowered: formats are set up in the chart's zone and locale.
    private let make: (AxisMarkLowering) -> ChartAxisValueLabel
    /// Made by a content closure, whose text may depend on the axis value.
    private let isContent: Bool

    private init(isContent: Bool = false, make: @escaping (AxisMarkLowering) -> ChartAxisValueLabel) {
        self.make = make
        self.isContent = isContent
    }

    public static func _lowerAxisMark(_ mark: AxisValueLabel, into lowering: inout _AxisMarkLowering) {
        lowering.label = mark.make(lowering)
        lowering.labelIsContent = mark.isContent
    }

    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {
        self.init { _ in ChartAxisValueLabel(centered: centered) }
    }

    /// Each value in `format`. Date formats show dates in the chart's time zone; all formats
    /// use the chart's locale, as SwiftUI's environment gives them.
    public init<Format: FormatStyle>(
        format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) where Format.FormatOutput == String {
        self.init { lowering in
            guard let formatter = axisFormatter(format, timeZone: lowering.timeZone, locale: lowering.locale) else {
                lowering.context.report(
                    .warning,
                    "AxisValueLabel(format:) formats \(Format.FormatInput.self), but axis values are dates, numbers or strings; the default label is used",
                    at: lowering.site)
                return ChartAxisValueLabel(centered: centered)
            }
            return ChartAxisValueLabel(format: formatter, centered: centered)
        }
    }

    /// The same text at every value.
    public init(
        _ key: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {
        self.init(Text(key), centered: centered)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {
        self.init(Text(title), centered: centered)
    }

    private init(_ text: Text, centered: Bool?) {
        let string = text.plainText
        self.init { _ in ChartAxisValueLabel(format: { _ in string }, centered: centered) }
    }

    /// The view's text at every value when it is one `Text`; otherwise the default label.
    public init<Content: View>(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        let view = content()
        self.init(isContent: true) { lowering in
            let nodes = lowered(view, context: lowering.context)
            guard nodes.count == 1, case .text(let runs) = nodes[0].kind else {
                lowering.context.report(
                    .warning, "AxisValueLabel's content is not one Text, which is all an axis label can show; the default label is used",
                    at: lowering.site)
                return ChartAxisValueLabel(centered: centered)
            }
            let string = runs.map(\.text).joined()
            return ChartAxisValueLabel(format: { _ in string }, centered: centered)
        }
    }
}

/// How overlapping axis labels are resolved, as Swift Charts' type; accepted, not honoured.
nonisolated public struct AxisValueLabelCollisionResolution: Hashable, Sendable {
    private let name: String

    public static let automatic = AxisValueLabelCollisionResolution(name: "automatic")
    public static let greedy = AxisValueLabelCollisionResolution(name: "greedy")
    public static let truncate = AxisValueLabelCollisionResolution(name: "truncate")
    public static let disabled = AxisValueLabelCollisionResolution(name: "disabled")

    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution { .greedy }
}

/// The orientation of axis labels, as Swift Charts' type; accepted, not honoured.
nonisolated public struct AxisValueLabelOrientation: Hashable, Sendable {
    private let name: String

    public static let automatic = AxisValueLabelOrientation(name: "automatic")
    public static let horizontal = AxisValueLabelOrientation(name: "horizontal")
    public static let vertical = AxisValueLabelOrientation(name: "vertical")
    public static let verticalReversed = AxisValueLabelOrientation(name: "verticalReversed")
}
