import Foundation
import KilnTree

/// Read-only text, as SwiftUI's `Text`. A string literal is a localized key whose inline
/// Markdown renders; `Text(verbatim:)` and `String` values show their characters as they are.
nonisolated public struct Text: Hashable {
    private var storedRuns: TextRuns
    /// The key a string literal's text was made from: most texts have one, so it stays inline.
    private var key: LocalizedStringKey?
    /// What few texts set, kept out of line: inline, these made every `Text` copied on the way
    /// to its node (in every view holding it) over 200 bytes; now a text is three words.
    private var rare = OutOfLine<Parts>()

    private struct Parts: OutOfLineParts {
        /// Styles set with Text's own modifiers, for the whole text.
        var font: Font?
        var weight: Font.Weight?
        var isItalic = false
        var foreground: Paint?
        /// Where a translation of the key may be found besides the page's tables.
        var table: String?
        var bundle: Bundle?
        /// Formatting in the page's locale and attributes to report, finished when lowered.
        var deferred: TextDeferredRuns?

        var isEmpty: Bool {
            guard case .none = font, case .none = weight, !isItalic, case .none = foreground, case .none = table,
                  case .none = bundle, case .none = deferred else { return false }
            return true
        }
    }

    private var parts: Parts { get { rare.parts } set { rare.parts = newValue } }

    var font: Font? { get { parts.font } set { parts.font = newValue } }
    var weight: Font.Weight? { get { parts.weight } set { parts.weight = newValue } }
    var isItalic: Bool { get { parts.isItalic } set { parts.isItalic = newValue } }
    var foreground: Paint? { get { parts.foreground } set { parts.foreground = newValue } }
    var deferred: TextDeferredRuns? { get { parts.deferred } set { parts.deferred = newValue } }

    /// Where a translation of the text may be found, looked up in the page's locale when lowered.
    var localization: TextLocalization? {
        get {
            guard let key else { return nil }
            guard rare.isSet else { return TextLocalization(key: key, table: nil, bundle: nil) }
            let parts = rare.parts
            return TextLocalization(key: key, table: parts.table, bundle: parts.bundle)
        }
        set {
            key = newValue?.key
            if newValue?.table != nil || newValue?.bundle != nil || rare.isSet {
                parts.table = newValue?.table
                parts.bundle = newValue?.bundle
            }
        }
    }

    /// The text's runs. A value formatted when lowered (`Text(_:format:)`) is formatted here only
    /// when its runs are needed outside a page (concatenation, comparison, a label's string),
    /// in the format's own locale: a page formats it once, in its own.
    var runs: TextRuns {
        get { rare.isSet ? ((parts.deferred?.standalone?()).map { TextRuns($0) } ?? storedRuns) : storedRuns }
        set {
            storedRuns = newValue
            if rare.isSet, parts.deferred?.standalone != nil { parts.deferred?.standalone = nil }
        }
    }

    init(runs: [TextRun]) {
        storedRuns = TextRuns(runs)
    }

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        storedRuns = key.runs
        self.key = key
        if tableName != nil || bundle != nil { localization = TextLocalization(key: key, table: tableName, bundle: bundle) }
    }

    /// A localizable string resource, looked up in the page's locale. Disfavoured, as a string
    /// literal is a `LocalizedStringKey` first (its Markdown renders).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: String(localized: resource))
    }

    public init(verbatim content: String) {
        storedRuns = content.isEmpty ? [] : TextRuns(plain: content)
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
        withUnsafePointer(to: view) { _lower(at: $0, into: &nodes, context: context) }
    }

    /// Read where the text lies: a block's texts were copied to be lowered, each field retained.
    public static func _lower(at text: UnsafePointer<Text>, into nodes: inout [_Node], context: _LoweringContext) {
        // Most texts have none of the rare parts: their node is made without looking at them.
        guard text.pointee.rare.isSet else {
            if context.looksUpStrings, let key = text.pointee.key,
               let translated = TextLocalization(key: key, table: nil, bundle: nil).translatedRuns(in: context.environment) {
                nodes.append(Node(.text(TextRuns(translated))))
            } else {
                nodes.append(Node(.text(text.pointee.storedRuns)))
            }
            return
        }
        let view = text.pointee
        let parts = view.rare.parts
        var modifiers: [NodeModifier] = []
        if let font = parts.font { modifiers.append(.font(font)) }
        if let weight = parts.weight { modifiers.append(.fontWeight(weight)) }
        if parts.isItalic { modifiers.append(.italic) }
        if let foreground = parts.foreground { modifiers.append(.foreground(foreground)) }
        let runs = (parts.deferred?.runs(context) ?? view.localization?.translatedRuns(in: context.environment)).map { TextRuns($0) } ?? view.runs
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
