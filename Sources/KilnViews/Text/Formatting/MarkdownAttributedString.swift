import Foundation
import KilnTree

#if !canImport(Darwin)
/// Foundation's inline presentation intents, which Linux's Foundation lacks: what Markdown's
/// inline syntax says a stretch of text is.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes.FoundationAttributes {
    public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
        public typealias Value = InlinePresentationIntent
        public static let name = "NSInlinePresentationIntent"
    }

    /// Reached through `AttributeDynamicLookup` (`string.inlinePresentationIntent`), which reads
    /// only the key path's type: an extension cannot add a stored attribute to Foundation's scope.
    public var inlinePresentationIntent: InlinePresentationIntentAttribute.Type { InlinePresentationIntentAttribute.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.FoundationAttributes, T.Type>) -> T {
        self[T.self]
    }
}

extension AttributedString {
    /// How `init(markdown:options:baseURL:)` reads its source, as Foundation's options.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        public enum InterpretedSyntax: Hashable, Sendable {
            case full, inlineOnly, inlineOnlyPreservingWhitespace
        }

        public enum FailurePolicy: Hashable, Sendable {
            case throwError, returnPartiallyParsedIfPossible
        }

        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?
        public var appliesSourcePositionAttributes = false

        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }

    /// Markdown's inline syntax (emphasis, strong, code, strikethrough, links, escapes) as
    /// attributes, which Linux's Foundation does not parse. `.inlineOnlyPreservingWhitespace`
    /// keeps the source's spaces and line breaks; `.inlineOnly` and `.full` join lines with
    /// one space, and `.full` reads block syntax (headings, lists, quotes) as plain text.
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        let source = options.interpretedSyntax == .inlineOnlyPreservingWhitespace ? markdown : Self.joiningLines(markdown)
        self.init()
        for run in InlineMarkdown.parse(source) {
            var piece = AttributedString(run.text)
            var intent: InlinePresentationIntent = []
            if run.isStrong { intent.insert(.stronglyEmphasized) }
            if run.isEmphasized { intent.insert(.emphasized) }
            if run.isCode { intent.insert(.code) }
            if run.isStrikethrough { intent.insert(.strikethrough) }
            if !intent.isEmpty { piece[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self] = intent }
            if let link = run.link { piece.link = URL(string: link, relativeTo: baseURL)?.absoluteURL }
            append(piece)
        }
    }

    /// The same, for a scope of custom attributes: their Markdown (`^[text](name: value)`)
    /// needs Foundation's extended syntax, which this reading leaves as text.
    public init<S: AttributeScope>(markdown: String, including scope: KeyPath<AttributeScopes, S.Type>,
                                   options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        try self.init(markdown: markdown, options: options, baseURL: baseURL)
    }

    private static func joiningLines(_ source: String) -> String {
        source.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: " ")
    }
}
#endif
