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
        var lexer = SwiftLexer(Array(source.utf8))
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
/// whitespace, comments and string literals (with their interpolations).
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

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func next() -> Token? {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipLine()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                skipString(hashes: 0)
            case UInt8(ascii: "#"):
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if peek(hashes) == UInt8(ascii: "\"") {
                    index += hashes
                    skipString(hashes: hashes)
                } else if let directive = directive() {
                    return directive
                } else if let next = peek(1), Self.isIdentifierStart(next) {
                    let start = index + 1
                    index += 1
                    while index < bytes.count, Self.isIdentifierPart(bytes[index]) { index += 1 }
                    return Token(kind: .macro(String(decoding: bytes[start..<index], as: UTF8.self)), line: line)
                } else {
                    index += 1
                }
            default:
                if Self.isIdentifierStart(byte) {
                    let start = index
                    while index < bytes.count, Self.isIdentifierPart(bytes[index]) { index += 1 }
                    return Token(kind: .identifier(String(decoding: bytes[start..<index], as: UTF8.self)), line: line)
                }
                if byte == UInt8(ascii: "`") {
                    let start = index + 1
                    index += 1
                    while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    let name = String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)
                    index += 1
                    return Token(kind: .identifier(name), line: line)
                }
                index += 1
                return Token(kind: .punctuation(byte), line: line)
            }
        }
        return nil
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func skipLine() {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
    }

    /// Block comments nest in Swift.
    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
        }
    }

    /// Skips a string literal starting at its opening quote: `"…"`, `"""…"""`, with `hashes`
    /// `#`s for a raw string. Interpolations are lexed and dropped, so their own strings and
    /// parentheses do not end the literal early.
    private mutating func skipString(hashes: Int) {
        let isMultiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += isMultiline ? 3 : 1
        let delimiter = Array(repeating: UInt8(ascii: "\""), count: isMultiline ? 3 : 1) + Array(repeating: UInt8(ascii: "#"), count: hashes)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
                let escaped = index + 1 + hashes
                if escaped < bytes.count, bytes[escaped] == UInt8(ascii: "(") {
                    index = escaped + 1
                    skipInterpolation()
                } else {
                    if escaped < bytes.count, bytes[escaped] == UInt8(ascii: "\n") { line += 1 }
                    index = escaped + 1
                }
                continue
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                // A single-line literal cannot span lines: stop at the end of a broken one.
                if !isMultiline { return }
            }
            if bytes[index...].starts(with: delimiter) {
                index += delimiter.count
                return
            }
            index += 1
        }
    }

    /// Skips an interpolation's expression up to its closing parenthesis.
    private mutating func skipInterpolation() {
        var depth = 1
        while let token = next() {
            if token.kind == .punctuation(UInt8(ascii: "(")) { depth += 1 }
            if token.kind == .punctuation(UInt8(ascii: ")")) {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }

    /// A conditional-compilation directive at `index` (on its `#`), with its condition.
    private mutating func directive() -> Token? {
        let start = index + 1
        var end = start
        while end < bytes.count, Self.isIdentifierPart(bytes[end]) { end += 1 }
        let keyword = String(decoding: bytes[start..<end], as: UTF8.self)
        guard ["if", "elseif", "else", "endif"].contains(keyword) else { return nil }
        index = end
        let conditionStart = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n"),
            !(bytes[index] == UInt8(ascii: "/") && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")))
        {
            index += 1
        }
        let condition = String(decoding: bytes[conditionStart..<index], as: UTF8.self).trimmingSpaces()
        return Token(kind: .directive(keyword, condition), line: line)
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        let scalars = unicodeScalars.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(String.UnicodeScalarView(scalars.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed()))
    }
}
