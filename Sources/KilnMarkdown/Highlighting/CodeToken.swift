/// A stretch of source code and what it is, as a highlighter colours it. The kinds are few
/// and shared by every language, so one palette (light and dark) colours them all.
package struct CodeToken: Equatable, Sendable {
    package var kind: Kind
    package var text: String

    package init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    package enum Kind: Equatable, Sendable, CaseIterable {
        /// Not coloured: identifiers, punctuation, white space.
        case plain
        case keyword
        /// A type's name (Swift: capitalised identifiers), an HTML tag's name, a CSS selector.
        case type
        case string
        case number
        case comment
        /// A Swift attribute (`@State`), a CSS at-rule, a shell variable, an HTML attribute's name.
        case attribute
        /// A literal keyword (`true`, `nil`, `null`), a YAML/JSON key is `.property`.
        case literal
        /// A property or key: a JSON or YAML key, a CSS property, `.frame` after a dot in Swift.
        case property
        /// A diff's added line.
        case inserted
        /// A diff's removed line.
        case deleted
        /// A diff's hunk header, a Markdown heading's marker, a shell prompt.
        case meta
    }
}
