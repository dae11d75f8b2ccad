import Foundation
import KilnTree

/// One part of the marks drawn at each axis value, as Swift Charts' `AxisMark`:
/// `AxisGridLine`, `AxisTick`, `AxisValueLabel`, and the lists an `AxisMarkBuilder` makes.
public protocol AxisMark {
    /// Not API: sets the part this mark stands for.
    static func _lowerAxisMark(_ mark: Self, into lowering: inout _AxisMarkLowering)
}

package typealias AxisMarkLowering = _AxisMarkLowering

/// Not API: the parts an `AxisMarks` content closure lists, and what its labels need.
nonisolated public struct _AxisMarkLowering {
    let context: LoweringContext
    let timeZone: TimeZone
    let locale: Locale
    let site: CallSite
    var gridLine: ChartAxisLine?
    var tick: ChartAxisTick?
    var label: ChartAxisValueLabel?
    /// The label's text came from a content closure (not a format).
    var labelIsContent = false

    /// The same lowering with no parts yet, for a modifier to style its content's parts.
    var withoutParts: AxisMarkLowering {
        AxisMarkLowering(context: context, timeZone: timeZone, locale: locale, site: site)
    }

    /// Takes the parts `inner` set.
    mutating func merge(_ inner: AxisMarkLowering) {
        gridLine = inner.gridLine ?? gridLine
        tick = inner.tick ?? tick
        if let label = inner.label {
            self.label = label
            labelIsContent = inner.labelIsContent
        }
    }
}

/// Builds the marks drawn at each axis value, as Swift Charts' `@AxisMarkBuilder`.
@resultBuilder
nonisolated public enum AxisMarkBuilder {
    public static func buildExpression<Mark: AxisMark>(_ mark: Mark) -> AxisMarkList {
        AxisMarkList(parts: [{ Mark._lowerAxisMark(mark, into: &$0) }])
    }

    public static func buildBlock(_ parts: AxisMarkList...) -> AxisMarkList {
        AxisMarkList(parts: parts.flatMap{ $0.parts })
    }

    public static func buildOptional(_ part: AxisMarkList?) -> AxisMarkList {
        part ?? AxisMarkList(parts: [])
    }

    public static func buildEither(first: AxisMarkList) -> AxisMarkList { first }

    public static func buildEither(second: AxisMarkList) -> AxisMarkList { second }

    public static func buildLimitedAvailability(_ part: AxisMarkList) -> AxisMarkList { part }
}

/// The axis marks an `AxisMarkBuilder` block lists, in order.
nonisolated public struct AxisMarkList: AxisMark {
    let parts: [(inout _AxisMarkLowering) -> Void]

    public static func _lowerAxisMark(_ mark: AxisMarkList, into lowering: inout _AxisMarkLowering) {
        for part in mark.parts { part(&lowering) }
    }
}

/// A grid line across the plot at each value, as Swift Charts' `AxisGridLine`. `centered`
/// puts it in the middle of a value's band rather than at its start.
nonisolated public struct AxisGridLine: AxisMark {
    let line: ChartAxisLine

    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        line = ChartAxisLine(stroke: stroke.map(ChartStroke.init), centered: centered)
    }

    public static func _lowerAxisMark(_ mark: AxisGridLine, into lowering: inout _AxisMarkLowering) {
        lowering.gridLine = mark.line
    }
}

/// A tick at each value, as Swift Charts' `AxisTick`, `length` points long.
nonisolated public struct AxisTick: AxisMark {
    let tick: ChartAxisTick

    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {
        tick = ChartAxisTick(length: length.map(Double.init), stroke: stroke.map(ChartStroke.init), centered: centered)
    }

    public static func _lowerAxisMark(_ mark: AxisTick, into lowering: inout _AxisMarkLowering) {
        lowering.tick = mark.tick
    }
}

nonisolated extension AxisMark {
    /// Colours the grid lines, ticks and labels of this mark, unless an inner modifier did.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark {
        let paint = style._paint.value
        return StyledAxisMark(mark: self) { parts in
            if parts.gridLine?.paint == nil { parts.gridLine?.paint = paint }
            if parts.tick?.paint == nil { parts.tick?.paint = paint }
            if parts.label?.paint == nil { parts.label?.paint = paint }
        }
    }

    /// The font of this mark's labels, unless an inner modifier set one.
    public func font(_ font: Font?) -> some AxisMark {
        StyledAxisMark(mark: self) { parts in
            if parts.label?.font == nil { parts.label?.font = font }
        }
    }
}

/// An axis mark with a style applied to the parts it sets.
nonisolated struct StyledAxisMark<Mark: AxisMark>: AxisMark {
    let mark: Mark
    let style: (inout _AxisMarkLowering) -> Void

    static func _lowerAxisMark(_ mark: Self, into lowering: inout _AxisMarkLowering) {
        var inner = lowering.withoutParts
        Mark._lowerAxisMark(mark.mark, into: &inner)
        mark.style(&inner)
        lowering.merge(inner)
    }
}
