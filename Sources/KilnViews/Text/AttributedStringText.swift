import Foundation
import KilnTree

nonisolated extension Text {
    /// An attributed string's runs, each with the attributes a page can draw: SwiftUI's font,
    /// colours, lines, kerning, tracking and baseline; Foundation's link and inline presentation
    /// intents. Other attributes are left out and reported once, at this line. Disfavoured, as
    /// a string literal is a `LocalizedStringKey` first (AttributedString takes literals too).
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString, fileID: String = #fileID, line: Int = #line) {
        var ignored: [String] = []
        let runs = attributedContent.runs.compactMap { run -> TextRun? in
            let text = String(attributedContent[run.range].characters)
            guard !text.isEmpty else { return nil }
            let (textRun, unknown) = AttributedRunConversion.textRun(text, run.attributes)
            for name in unknown where !ignored.contains(name) { ignored.append(name) }
            return textRun
        }
        self.init(runs: runs)
        if !ignored.isEmpty {
            deferred = TextDeferredRuns(ignoredAttributes: ignored, site: CallSite(fileID: fileID, line: line))
        }
    }
}

nonisolated extension LocalizedStringKey.StringInterpolation {
    /// An attributed string inside a localized string, drawn with its attributes.
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
        segments.append(.text(Array(Text(attributedString).runs)))
    }
}

/// Reads one run of an `AttributedString` into a `TextRun`.
nonisolated enum AttributedRunConversion {
    typealias SwiftUI = AttributeScopes.SwiftUIAttributes
    typealias Foundation = AttributeScopes.FoundationAttributes

    /// The run, and the names of the attributes it carries that a page does not draw.
    static func textRun(_ text: String, _ container: AttributeContainer) -> (TextRun, [String]) {
        var run = TextRun(text)
        var rest = container
        if let link = rest[Foundation.LinkAttribute.self] { run.link = link.absoluteString }
        if let intent = rest[Foundation.InlinePresentationIntentAttribute.self] {
            run.isStrong = intent.contains(.stronglyEmphasized)
            run.isEmphasized = intent.contains(.emphasized)
            run.isCode = intent.contains(.code)
            run.isStrikethrough = intent.contains(.strikethrough)
        }
        run.font = rest[SwiftUI.FontAttribute.self]
        run.foreground = rest[SwiftUI.ForegroundColorAttribute.self].map { .color($0) }
        if let background = rest[SwiftUI.BackgroundColorAttribute.self] { run.attributes(\.background, .color(background)) }
        if let line = rest[SwiftUI.UnderlineStyleAttribute.self] { run.attributes(\.underline, line.line) }
        if let line = rest[SwiftUI.StrikethroughStyleAttribute.self] { run.attributes(\.strikethrough, line.line) }
        if let kern = rest[SwiftUI.KerningAttribute.self] { run.attributes(\.kerning, Double(kern)) }
        if let tracking = rest[SwiftUI.TrackingAttribute.self] { run.attributes(\.tracking, Double(tracking)) }
        if let offset = rest[SwiftUI.BaselineOffsetAttribute.self] { run.attributes(\.baselineOffset, Double(offset)) }
        for key in drawn { key(&rest) }
        return (run, names(rest))
    }

    /// Attributes drawn above, and Foundation's attributes that only say what a stretch of text
    /// is (a date field, a language), which draw nothing in SwiftUI either.
    private static let drawn: [@Sendable (inout AttributeContainer) -> Void] = [
        { $0[Foundation.LinkAttribute.self] = nil },
        { $0[Foundation.InlinePresentationIntentAttribute.self] = nil },
        { $0[Foundation.DateFieldAttribute.self] = nil },
        { $0[Foundation.LanguageIdentifierAttribute.self] = nil },
        { $0[SwiftUI.FontAttribute.self] = nil },
        { $0[SwiftUI.ForegroundColorAttribute.self] = nil },
        { $0[SwiftUI.BackgroundColorAttribute.self] = nil },
        { $0[SwiftUI.UnderlineStyleAttribute.self] = nil },
        { $0[SwiftUI.StrikethroughStyleAttribute.self] = nil },
        { $0[SwiftUI.KerningAttribute.self] = nil },
        { $0[SwiftUI.TrackingAttribute.self] = nil },
        { $0[SwiftUI.BaselineOffsetAttribute.self] = nil },
    ]

    /// The names of the attributes left in `container`, as its description writes them
    /// (`name = value` lines): the container lists no keys otherwise.
    private static func names(_ container: AttributeContainer) -> [String] {
        guard container != AttributeContainer() else { return [] }
        let lines = String(describing: container).split(separator: "\n")
        let names = lines.compactMap { line -> String? in
            guard let equals = line.firstIndex(of: "=") else { return nil }
            let name = line[..<equals].trimmingCharacters(in: .whitespaces)
            return name.isEmpty ? nil : name
        }
        return names.isEmpty ? ["(unnamed)"] : names
    }
}
