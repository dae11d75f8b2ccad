import Foundation
import KilnTree

/// Marks of a chart, as Swift Charts' `ChartContent`: composite content describes itself with
/// `body`; marks (with a `Never` body) lower themselves into the chart's `ChartMark`s.
@MainActor @preconcurrency
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder var body: Body { get }

    /// Not API: appends the marks this content stands for. The default lowers `body`.
    nonisolated static func _lowerMarks(_ content: Self, into lowering: inout _ChartLowering)
}

nonisolated extension ChartContent {
    public static func _lowerMarks(_ content: Self, into lowering: inout _ChartLowering) {
        Body._lowerMarks(runAsMainActor(content) { $0.body }, into: &lowering)
    }
}

nonisolated extension ChartContent where Body == Never {
    public var body: Never {
        fatalError("\(Self.self) is a primitive chart content; it has no body")
    }
}

nonisolated extension Never: ChartContent {
    public static func _lowerMarks(_ content: Never, into lowering: inout _ChartLowering) {}
}

package typealias ChartLowering = _ChartLowering

/// Not API: the state of lowering one chart — the page's lowering context, the marks so far
/// and the views of their annotations, which become the chart node's children.
nonisolated public struct _ChartLowering {
    let context: LoweringContext
    /// The zone dates are binned in: the chart's environment's, so that builds are reproducible.
    let timeZone: TimeZone
    var marks: [ChartMark] = []
    var annotationViews: [Node] = []
    /// Calendars made for date binning, by the identifier and first weekday they were made from.
    private var calendars: [CalendarKey: Calendar] = [:]
    private var reported: Set<Diagnostic> = []
    /// The text of each label key the chart's values use (`Text(key).plainText`), read once.
    /// A list: a chart has a few labels, and comparing keys is cheaper than hashing them.
    private var labelTexts: [(key: LocalizedStringKey, text: String)] = []
    private var literalTexts: [(literal: String, text: String)] = []

    init(context: LoweringContext) {
        self.context = context
        self.timeZone = context.environment.timeZone
    }

    /// Reports a problem once per chart, however many marks repeat it: the marks of a
    /// `ForEach` share their call site.
    mutating func report(_ severity: Diagnostic.Severity, _ message: String, at site: CallSite?) {
        guard reported.insert(Diagnostic(severity, message, at: site)).inserted else { return }
        context.report(severity, message, at: site)
    }

    /// Keeps the marks `isKept` accepts, and their annotations' views, renumbered in order.
    mutating func keepMarks(_ isKept: (ChartMark) -> Bool) {
        let views = annotationViews
        annotationViews = []
        marks = marks.filter(isKept).map { mark in
            var mark = mark
            for index in mark.annotations.indices {
                annotationViews.append(views[mark.annotations[index].child])
                mark.annotations[index].child = annotationViews.count - 1
            }
            return mark
        }
    }

    /// `calendar` working in the chart's time zone.
    mutating func binningCalendar(like calendar: Calendar) -> Calendar {
        let key = CalendarKey(identifier: calendar.identifier, firstWeekday: calendar.firstWeekday)
        if let made = calendars[key] { return made }
        var made = Calendar(identifier: calendar.identifier)
        made.firstWeekday = calendar.firstWeekday
        made.timeZone = timeZone
        calendars[key] = made
        return made
    }

    /// A value's label as text: a key's text is read once per chart, not once per mark.
    mutating func text(of label: PlotLabel) -> String {
        switch label {
        case .string(let string): return string
        case .key(let key):
            // Most keys are one literal: compared as a string, cheaper than comparing keys.
            if key.segments.count == 1, case .literal(let literal) = key.segments[0] {
                for index in literalTexts.indices where literalTexts[index].literal == literal { return literalTexts[index].text }
                let text = Text(key).plainText
                if literalTexts.count < 16 { literalTexts.append((literal, text)) }
                return text
            }
            for index in labelTexts.indices where labelTexts[index].key == key { return labelTexts[index].text }
            let text = Text(key).plainText
            // Labels made per mark (each different) are not kept: the list stays short.
            if labelTexts.count < 16 { labelTexts.append((key, text)) }
            return text
        }
    }

    private struct CalendarKey: Hashable {
        let identifier: Calendar.Identifier
        let firstWeekday: Int
    }
}
