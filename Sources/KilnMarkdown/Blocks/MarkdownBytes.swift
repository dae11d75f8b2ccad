/// How Markdown's syntax classifies a UTF-8 byte. Every marker Markdown reads is ASCII, so the
/// parser scans bytes; a multi-byte character is never split because none of its bytes is ASCII.
enum MarkdownBytes {
    static let newline = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let backslash = UInt8(ascii: "\\")
    static let backtick = UInt8(ascii: "`")

    static func isSpaceOrTab(_ byte: UInt8) -> Bool {
        byte == space || byte == tab
    }

    /// Space, tab, line feed, line tabulation, form feed, carriage return.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || (0x09...0x0D).contains(byte)
    }

    static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
            || (0x7B...0x7E).contains(byte)
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    static func isASCIIDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte)
    }

    static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        isASCIILetter(byte) || isASCIIDigit(byte)
    }

    /// Characters the text's inline parser reads as markup (emphasis, strikethrough, code,
    /// links, escapes): text that must stay literal has them escaped with a backslash.
    static func isInlineMarker(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "~"),
            UInt8(ascii: "["), UInt8(ascii: "]"):
            true
        default: false
        }
    }

    /// Appends `bytes` with each inline marker escaped, so the inline parser shows them as written.
    static func appendEscapingMarkers(_ bytes: some Sequence<UInt8>, to output: inout [UInt8]) {
        for byte in bytes {
            if isInlineMarker(byte) { output.append(backslash) }
            output.append(byte)
        }
    }

    /// The index of the first byte from `start` (before `end`) that `stops`, or `end`. It reads
    /// through a buffer pointer because it runs over every byte of a document, where an array's
    /// element access costs many times more in a debug build; the range is clamped to the array.
    static func firstIndex(in bytes: [UInt8], from start: Int, to end: Int, where stops: (UInt8) -> Bool) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var index = max(start, 0)
            let limit = min(end, buffer.count)
            while index < limit && !stops(buffer[index]) { index += 1 }
            return index
        }
    }

    /// The index of the first byte from `start` (before `end`) that is not a space or tab.
    static func skipSpacesAndTabs(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var index = start
        while index < end && isSpaceOrTab(bytes[index]) { index += 1 }
        return index
    }

    /// `end` moved back over trailing spaces and tabs, not before `start`.
    static func trimTrailingSpacesAndTabs(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var index = end
        while index > start && isSpaceOrTab(bytes[index - 1]) { index -= 1 }
        return index
    }

    static func string(_ bytes: some Collection<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
