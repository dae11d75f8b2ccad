import Foundation
import KilnTree

/// Read-only text, as SwiftUI's `Text`. A string literal is a localized key whose inline
/// Markdown renders; `Text(verbatim:)` and `String` values show their characters as they are.
nonisolated public struct Text: Hashable {
    var runs: [TextRun]
    /// Styles set with Text's own modifiers, for the whole text.
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var foreground: Paint?
    /// Where a translation of the text may be found, looked up in the page's locale when lowered.
    var localization: TextLocalization?
    /// Formatting in the page's locale and attributes to report, finished when lowered.
    var deferred: TextDeferredRuns?

    init(runs: [TextRun]) {
        self.runs = runs
    }

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(runs: key.runs)
        localization = TextLocalization(key: key, table: tableName, bundle: bundle)
    }

    /// A localizable string resource, looked up in the page's locale. Disfavoured, as a string
    /// literal is a `LocalizedStringKey` first (its Markdown renders).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: String(localized: resource))
    }

    public init(verbatim content: String) {
        self.init(runs: content.isEmpty ? [] : [TextRun(content)])
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.init(verbatim: String(content))
    }

    public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.flattenedRuns == rhs.flattenedRuns
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(flattenedRuns)
    }

    /// The runs with the whole-text styles pushed into each, for concatenation.
    var flattenedRuns: [TextRun] {
        runs.map { run in
            var run = run
            run.font = run.font ?? font
            run.weight = run.weight ?? weight
            run.isItalic = run.isItalic || isItalic
            run.foreground = run.foreground ?? foreground
            return run
        }
    }

    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.flattenedRuns + rhs.flattenedRuns)
    }
}

// The conformance sits in an extension, as in SwiftUI, so that only `body` and lowering are
// main-actor isolated and Text stays Equatable and usable anywhere.
nonisolated extension Text: View {
    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        var modifiers: [NodeModifier] = []
        if let font = view.font { modifiers.append(.font(font)) }
        if let weight = view.weight { modifiers.append(.fontWeight(weight)) }
        if view.isItalic { modifiers.append(.italic) }
        if let foreground = view.foreground { modifiers.append(.foreground(foreground)) }
        let runs = view.deferred?.runs(context) ?? view.localization?.translatedRuns(in: context.environment) ?? view.runs
        nodes.append(Node(.text(runs), modifiers: modifiers))
    }
}

// Text's own modifiers return Text, so that styled texts can be concatenated.
nonisolated extension Text {
    public func font(_ font: Font?) -> Text { with { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.weight = weight } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { with { $0.isItalic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func foregroundColor(_ color: Color?) -> Text { with { $0.foreground = color.map { .color($0) } } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { with { $0.foreground = style._paint.value } }
    public func monospaced(_ isActive: Bool = true) -> Text {
        isActive ? with { $0.font = ($0.font ?? .body).monospaced() } : self
    }

    public func monospacedDigit() -> Text { with { $0.font = ($0.font ?? .body).monospacedDigit() } }

    private func with(_ change: (inout Text) -> Void) -> Text {
        var copy = self
        change(&copy)
        return copy
    }
}
