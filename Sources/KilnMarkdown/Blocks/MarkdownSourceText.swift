/// A document as the parser reads it: UTF-8 bytes with every line ending (CRLF, lone CR) a line
/// feed and NUL replaced by U+FFFD, as CommonMark asks, so nothing downstream meets either.
struct MarkdownSourceText {
    let bytes: [UInt8]
    /// Each line's bytes, without its line feed; a final line feed does not start another line.
    let lineRanges: [Range<Int>]

    init(_ source: String) {
        var bytes = Array(source.utf8)
        // A byte order mark is not text.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        let carriageReturn = UInt8(ascii: "\r")
        if MarkdownBytes.firstIndex(in: bytes, from: 0, to: bytes.count, where: { $0 == carriageReturn || $0 == 0 }) < bytes.count {
            bytes = Self.normalized(bytes)
        }
        self.bytes = bytes
        lineRanges = Self.lineRanges(of: bytes)
    }

    /// Read through a buffer pointer: it looks at every byte of the document, and an array's
    /// element access costs many times more in a debug build.
    private static func lineRanges(of bytes: [UInt8]) -> [Range<Int>] {
        var lineRanges: [Range<Int>] = []
        let newline = MarkdownBytes.newline
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            while start < buffer.count {
                var end = start
                while end < buffer.count && buffer[end] != newline { end += 1 }
                lineRanges.append(start..<end)
                start = end + 1
            }
        }
        return lineRanges
    }

    private static func normalized(_ bytes: [UInt8]) -> [UInt8] {
        var normalized: [UInt8] = []
        normalized.reserveCapacity(bytes.count)
        var afterCarriageReturn = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\r"):
                normalized.append(MarkdownBytes.newline)
            case MarkdownBytes.newline where afterCarriageReturn:
                break
            case 0:
                normalized.append(contentsOf: [0xEF, 0xBF, 0xBD])
            default:
                normalized.append(byte)
            }
            afterCarriageReturn = byte == UInt8(ascii: "\r")
        }
        return normalized
    }
}
