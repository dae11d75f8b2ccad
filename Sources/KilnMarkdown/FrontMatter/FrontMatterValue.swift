/// A front matter value as its YAML says it, before the user's `Decodable` type reads it:
/// scalars stay text (a decoder reads `2026-01-05` as a date or `3` as a number on demand),
/// with the line each came from so an error names it.
package struct FrontMatterValue: Equatable, Sendable {
    package var kind: Kind
    /// The line of the source file (counted from 1) the value is written on.
    package var line: Int

    package init(_ kind: Kind, line: Int) {
        self.kind = kind
        self.line = line
    }

    package indirect enum Kind: Equatable, Sendable {
        /// A plain or quoted scalar, unescaped. `isQuoted` tells `"true"` (a string) from `true`.
        case scalar(String, isQuoted: Bool)
        /// `~`, `null`, or a key with nothing after it.
        case null
        case sequence([FrontMatterValue])
        /// Keys in the order written; a key written twice is a `FrontMatterError`.
        case mapping([(key: String, value: FrontMatterValue)])

        package static func == (lhs: Kind, rhs: Kind) -> Bool {
            switch (lhs, rhs) {
            case let (.scalar(a, q), .scalar(b, r)): a == b && q == r
            case (.null, .null): true
            case let (.sequence(a), .sequence(b)): a == b
            case let (.mapping(a), .mapping(b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            default: false
            }
        }
    }
}

/// Front matter that is not the YAML subset Kiln reads, at its line.
package struct FrontMatterError: Error, Equatable, Sendable {
    package var line: Int
    package var message: String

    package init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}
