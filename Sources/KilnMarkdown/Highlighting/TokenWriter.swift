/// Collects the tokens of a piece of code as the highlighters pass over its bytes, merging
/// neighbours of one kind, and making each token's text only once it is complete.
struct TokenWriter {
    private let bytes: [UInt8]
    private var tokens: [CodeToken] = []
    /// The token being extended: its kind, and where it starts. It ends at `end`.
    private var pendingKind = CodeToken.Kind.plain
    private var pendingStart = 0
    /// Every byte before `end` is written.
    private(set) var end = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Writes the bytes from `end` up to `newEnd` as `kind`.
    mutating func write(_ kind: CodeToken.Kind, upTo newEnd: Int) {
        guard newEnd > end else { return }
        if kind != pendingKind {
            // A token boundary inside a character's UTF-8 bytes would split the character: the
            // rest of its bytes stay with the token before.
            var boundary = end
            while boundary < newEnd, Self.isContinuationByte(bytes[boundary]) { boundary += 1 }
            if boundary < newEnd {
                flush(upTo: boundary)
                pendingKind = kind
                pendingStart = boundary
            }
        }
        end = newEnd
    }

    /// The tokens, once every byte is written.
    consuming func finish() -> [CodeToken] {
        write(.plain, upTo: bytes.count)
        flush(upTo: end)
        return tokens
    }

    private mutating func flush(upTo boundary: Int) {
        guard boundary > pendingStart else { return }
        tokens.append(CodeToken(pendingKind, String(decoding: bytes[pendingStart..<boundary], as: UTF8.self)))
    }

    private static func isContinuationByte(_ byte: UInt8) -> Bool {
        byte & 0b1100_0000 == 0b1000_0000
    }
}
