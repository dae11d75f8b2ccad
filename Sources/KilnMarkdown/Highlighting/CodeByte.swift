/// Classes of bytes the highlighters share. Bytes of non-ASCII characters (128 and up) count
/// as letters, so a name such as `café` or `名前` stays one word.
enum CodeByte {
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (lowercased(byte) >= UInt8(ascii: "a") && lowercased(byte) <= UInt8(ascii: "f"))
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool {
        lowercased(byte) >= UInt8(ascii: "a") && lowercased(byte) <= UInt8(ascii: "z")
    }

    static func isUppercase(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    /// A letter, `_`, or a byte of a non-ASCII character: what a name starts with.
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        isASCIILetter(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    static func isSpaceOrTab(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// Space, tab, and the line breaks `\n` and `\r`.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        isSpaceOrTab(byte) || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        isUppercase(byte) ? byte + 32 : byte
    }
}
