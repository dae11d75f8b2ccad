/// Reads the start of a freestanding macro's source text as the compiler sends it: comments and
/// whitespace, attributes (`@available(iOS 17, *)`), modifiers, then `#Name`. Works on UTF-8
/// bytes so that positions are the UTF-8 offsets diagnostics need.
struct MacroSourceScanner {
    let bytes: [UInt8]
    private(set) var index = 0

    init(_ source: String) {
        bytes = Array(source.utf8)
    }

    var isAtEnd: Bool { index >= bytes.count }
    var current: UInt8? { isAtEnd ? nil : bytes[index] }

    /// Steps over the current byte.
    mutating func advance() { index += 1 }

    /// The number of UTF-8 bytes of whitespace and comments `source` starts with.
    static func triviaLength(of source: String) -> Int {
        var scanner = MacroSourceScanner(source)
        _ = scanner.skipTrivia()
        return scanner.index
    }

    /// Skips whitespace and comments; false when a block comment never ends.
    mutating func skipTrivia() -> Bool {
        while let byte = current {
            if byte == .space || byte == .tab || byte == .newline || byte == .carriageReturn {
                index += 1
            } else if byte == .slash, peek(1) == .slash {
                while let byte = current, byte != .newline { index += 1 }
            } else if byte == .slash, peek(1) == .star {
                guard skipBlockComment() else { return false }
            } else {
                return true
            }
        }
        return true
    }

    /// Reads an identifier, or names joined by dots (`Kiln.Preview`); nil when none starts here.
    mutating func readQualifiedName() -> String? {
        guard var name = readIdentifier() else { return nil }
        while current == .dot, peek(1).map(Self.startsIdentifier) == true {
            index += 1
            name += "." + (readIdentifier() ?? "")
        }
        return name
    }

    mutating func readIdentifier() -> String? {
        guard let first = current, Self.startsIdentifier(first) else { return nil }
        let start = index
        while let byte = current, Self.continuesIdentifier(byte) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Skips a parenthesised group starting here, minding strings and comments inside it;
    /// false when it never closes.
    mutating func skipParenthesised() -> Bool {
        guard current == .openParen else { return false }
        index += 1
        var depth = 1
        while let byte = current {
            switch byte {
            case .openParen:
                depth += 1
                index += 1
            case .closeParen:
                depth -= 1
                index += 1
                if depth == 0 { return true }
            case .quote, .hash:
                guard skipStringLiteral() else { return false }
            case .slash where peek(1) == .slash || peek(1) == .star:
                guard skipTrivia() else { return false }
            default:
                index += 1
            }
        }
        return false
    }

    /// True where a string literal starts: a quote, or `#`s and a quote (a raw string).
    var startsStringLiteral: Bool {
        var hashes = 0
        while peek(hashes) == .hash { hashes += 1 }
        return peek(hashes) == .quote
    }

    /// Skips a string literal (`"…"`, `"""…"""`, raw `#"…"#`) with its interpolations; a `#`
    /// that starts no string is skipped alone. False when the literal never ends.
    mutating func skipStringLiteral() -> Bool {
        var hashes = 0
        while peek(hashes) == .hash { hashes += 1 }
        guard peek(hashes) == .quote else {
            index += max(hashes, 1)
            return true
        }
        index += hashes
        let delimiter: [UInt8] = peek(1) == .quote && peek(2) == .quote ? [.quote, .quote, .quote] : [.quote]
        index += delimiter.count
        let closing = delimiter + Array(repeating: .hash, count: hashes)
        while !isAtEnd {
            if matches(closing) {
                index += closing.count
                return true
            }
            if current == .backslash, matches([.backslash] + Array(repeating: .hash, count: hashes)) {
                index += 1 + hashes
                if current == .openParen {
                    guard skipParenthesised() else { return false }
                } else {
                    index += 1
                }
                continue
            }
            index += 1
        }
        return false
    }

    private mutating func skipBlockComment() -> Bool {
        index += 2
        var depth = 1
        while !isAtEnd {
            if current == .slash, peek(1) == .star {
                depth += 1
                index += 2
            } else if current == .star, peek(1) == .slash {
                depth -= 1
                index += 2
                if depth == 0 { return true }
            } else {
                index += 1
            }
        }
        return false
    }

    func peek(_ distance: Int) -> UInt8? {
        index + distance < bytes.count ? bytes[index + distance] : nil
    }

    private func matches(_ sequence: [UInt8]) -> Bool {
        index + sequence.count <= bytes.count && bytes[index..<index + sequence.count].elementsEqual(sequence)
    }

    static func startsIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == .underscore || byte >= 0x80
    }

    static func continuesIdentifier(_ byte: UInt8) -> Bool {
        startsIdentifier(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    /// Line and column (both from 1, the column in UTF-8 bytes) of `offset` in text whose
    /// first byte is at `line`:`column` of its file.
    func lineAndColumn(of offset: Int, startingAt line: Int, _ column: Int) -> (line: Int, column: Int) {
        let before = bytes[..<min(offset, bytes.count)]
        guard let lastNewline = before.lastIndex(of: .newline) else { return (line, column + offset) }
        return (line + before.count(where: { $0 == .newline }), offset - lastNewline)
    }
}

extension UInt8 {
    static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r"), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
    static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")"), quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\"), at = UInt8(ascii: "@")
    static let dot = UInt8(ascii: "."), underscore = UInt8(ascii: "_"), openBrace = UInt8(ascii: "{")
}
