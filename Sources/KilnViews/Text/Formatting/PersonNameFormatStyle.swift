import Foundation

#if !canImport(Darwin)
/// Foundation's name format style, which Linux's Foundation lacks: `.name(style:)`, in the
/// given-name-first order of the languages Kiln's sites mostly use.
extension PersonNameComponents {
    public struct FormatStyle: Foundation.FormatStyle, ParseableFormatStyle, Hashable, Sendable {
        public enum Style: Hashable, Sendable, Codable {
            /// "Jane" (the nickname where there is one).
            case short
            /// "Jane Doe"
            case medium
            /// "Dr. Jane Anne Doe Jr."
            case long
            /// "JD"
            case abbreviated
        }

        public var style: Style
        public var locale: Locale

        public init(style: Style = .medium, locale: Locale = .autoupdatingCurrent) {
            self.style = style
            self.locale = locale
        }

        public func format(_ value: PersonNameComponents) -> String {
            let parts: [String?]
            switch style {
            case .short: parts = [value.nickname ?? value.givenName ?? value.familyName]
            case .medium: parts = [value.givenName, value.familyName]
            case .long: parts = [value.namePrefix, value.givenName, value.middleName, value.familyName, value.nameSuffix]
            case .abbreviated:
                return [value.givenName, value.familyName].compactMap { $0?.first.map(String.init) }.joined()
            }
            return parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        }

        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }

        public var parseStrategy: PersonNameComponents.ParseStrategy { PersonNameComponents.ParseStrategy() }
    }

    /// Reads "Jane Doe" as a given and a family name, "Jane Anne Doe" with a middle name.
    public struct ParseStrategy: Foundation.ParseStrategy, Hashable, Sendable {
        public init() {}

        public func parse(_ value: String) throws -> PersonNameComponents {
            let words = value.split(whereSeparator: \.isWhitespace).map(String.init)
            var components = PersonNameComponents()
            components.givenName = words.first
            if words.count > 1 { components.familyName = words.last }
            if words.count > 2 { components.middleName = words[1..<(words.count - 1)].joined(separator: " ") }
            return components
        }
    }

    public func formatted() -> String {
        FormatStyle().format(self)
    }

    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == PersonNameComponents {
        style.format(self)
    }
}

extension FormatStyle where Self == PersonNameComponents.FormatStyle {
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> Self {
        PersonNameComponents.FormatStyle(style: style)
    }
}
#endif
