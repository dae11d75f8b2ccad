/// Finds the previews a Swift file declares, without a syntax tree: its top-level
/// `PreviewProvider` types and `#Preview` macros. A small lexer skips comments and string
/// literals, follows braces and `#if` blocks, and reads each top-level type declaration's
/// inheritance list. Used by the `KilnPreviews` build plugin, whose generated catalog must compile
/// wherever the file does, so each preview keeps the `#if` conditions around it.
public enum PreviewScanner {
    /// A preview found at the top level of a file.
    public struct Found: Equatable, Sendable {
        public enum Kind: Equatable, Sendable {
            /// A `PreviewProvider` type, by its name.
            case provider(String)
            /// A `#Preview`.
            case macro
        }

        public var kind: Kind
        /// The line of the type's keyword or of `#Preview`.
        public var line: Int
        /// The `#if` conditions the declaration is compiled under, all of which must hold; empty
        /// when it always is.
        public var conditions: [String]
    }

    /// The previews `source` declares at its top level that another file of the module can
    /// name: `private` and `fileprivate` types, generic types and nested types are left out.
    public static func previews(in source: String) -> [Found] {
        var lexer = SwiftLexer(source)
        var found: [Found] = []
        var depth = 0
        var conditions = ConditionStack()
        // The tokens of the current top-level statement, up to its first `{`.
        var statement: [SwiftLexer.Token] = []
        while let token = lexer.next() {
            switch token.kind {
            case .directive(let keyword, let condition):
                conditions.apply(keyword, condition)
            case .macro("Preview") where depth == 0:
                found.append(Found(kind: .macro, line: token.line, conditions: conditions.active))
                statement = []
            case .punctuation(UInt8(ascii: "{")):
                if depth == 0, let provider = provider(in: statement, conditions: conditions.active) {
                    found.append(provider)
                }
                depth += 1
                statement = []
            case .punctuation(UInt8(ascii: "}")):
                depth = max(0, depth - 1)
                statement = []
            case .punctuation(UInt8(ascii: ";")):
                statement = []
            default:
                if depth == 0 { statement.append(token) }
            }
        }
        return found
    }

    private static let typeKeywords: Set<String> = ["struct", "enum", "class", "actor", "extension"]

    /// The provider `tokens` (a declaration's head, up to its body's brace) declare, if any.
    private static func provider(in tokens: [SwiftLexer.Token], conditions: [String]) -> Found? {
        // A declaration starts where its keyword is: attributes and modifiers come before it.
        guard let keywordIndex = tokens.lastIndex(where: { typeKeywords.contains($0.identifier ?? "") }),
            keywordIndex + 1 < tokens.count, let name = tokens[keywordIndex + 1].identifier
        else { return nil }
        let modifiers = tokens[..<keywordIndex].compactMap(\.identifier)
        guard !modifiers.contains("private"), !modifiers.contains("fileprivate") else { return nil }
        var rest = tokens[(keywordIndex + 2)...]
        // `extension Outer.Inner` names a nested type; generic parameters make a type no list can name.
        guard rest.first?.kind != .punctuation(UInt8(ascii: ".")), rest.first?.kind != .punctuation(UInt8(ascii: "<")),
            rest.first?.kind == .punctuation(UInt8(ascii: ":"))
        else { return nil }
        rest = rest.dropFirst()
        // The inheritance list ends where a `where` clause starts.
        let inherited = rest.prefix { $0.identifier != "where" }.compactMap(\.identifier)
        guard inherited.contains("PreviewProvider") else { return nil }
        return Found(kind: .provider(name), line: tokens[keywordIndex].line, conditions: conditions)
    }
}

/// The `#if` blocks the lexer is inside, as conditions that must all hold there.
private struct ConditionStack {
    /// Per open `#if`: the conditions of its earlier clauses and the current clause's own.
    private var blocks: [(earlier: [String], current: String?)] = []

    mutating func apply(_ keyword: String, _ condition: String) {
        switch keyword {
        case "if":
            blocks.append(([], condition))
        case "elseif" where !blocks.isEmpty:
            let block = blocks.removeLast()
            blocks.append((block.earlier + [block.current].compactMap { $0 }, condition))
        case "else" where !blocks.isEmpty:
            let block = blocks.removeLast()
            blocks.append((block.earlier + [block.current].compactMap { $0 }, nil))
        case "endif" where !blocks.isEmpty:
            blocks.removeLast()
        default:
            break
        }
    }

    var active: [String] {
        blocks.flatMap { block in block.earlier.map { "!(\($0))" } + [block.current].compactMap { $0.map { "(\($0))" } } }
    }
}

/// Splits Swift source into identifiers, punctuation and compiler directives, skipping
/// whitespace, comments and string literals (with their interpolations) as the macro plugin's
/// `MacroSourceScanner` does.
struct SwiftLexer {
    struct Token: Equatable {
        enum Kind: Equatable {
            case identifier(String)
            case punctuation(UInt8)
            /// `#if`, `#elseif`, `#else`, `#endif` with the rest of their line.
            case directive(String, String)
            /// A freestanding macro, `#Preview`, by its name.
            case macro(String)
        }

        var kind: Kind
        var line: Int

        var identifier: String? {
            if case .identifier(let name) = kind { return name }
            return nil
        }
    }

    private var scanner: MacroSourceScanner
    /// The line of `counted`, the offset up to which newlines have been counted.
    private var line = 1
    private var counted = 0

    init(_ source: String) {
        scanner = MacroSourceScanner(source)
    }

    mutating func next() -> Token? {
        // A block comment that never ends runs to the end of the file, as the scanner leaves it.
        while scanner.skipTrivia(), let byte = scanner.current {
            let start = scanner.index
            if scanner.startsStringLiteral {
                // A literal that never ends runs to the end of the file.
                _ = scanner.skipStringLiteral()
                continue
            }
            if byte == .hash {
                scanner.advance()
                guard let name = scanner.readIdentifier() else { continue }
                if ["if", "elseif", "else", "endif"].contains(name) {
                    return token(.directive(name, restOfLine()), at: start)
                }
                return token(.macro(name), at: start)
            }
            if let name = scanner.readIdentifier() {
                return token(.identifier(name), at: start)
            }
            scanner.advance()
            if byte == UInt8(ascii: "`") {
                let nameStart = scanner.index
                while let byte = scanner.current, byte != UInt8(ascii: "`"), byte != .newline { scanner.advance() }
                let name = String(decoding: scanner.bytes[nameStart..<scanner.index], as: UTF8.self)
                scanner.advance()
                return token(.identifier(name), at: start)
            }
            return token(.punctuation(byte), at: start)
        }
        return nil
    }

    /// A token starting at byte `offset`, with its line.
    private mutating func token(_ kind: Token.Kind, at offset: Int) -> Token {
        line += scanner.bytes[counted..<offset].count(where: { $0 == .newline })
        counted = offset
        return Token(kind: kind, line: line)
    }

    /// A directive's condition: the rest of its line, before any comment.
    private mutating func restOfLine() -> String {
        let start = scanner.index
        while let byte = scanner.current, byte != .newline,
            !(byte == .slash && (scanner.peek(1) == .slash || scanner.peek(1) == .star))
        {
            scanner.advance()
        }
        return String(decoding: scanner.bytes[start..<scanner.index], as: UTF8.self).trimmingSpaces()
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        let scalars = unicodeScalars.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(String.UnicodeScalarView(scalars.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed()))
    }
}
