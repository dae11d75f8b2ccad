/// A block mapping entry's key, and where its value starts: just after the `:`.
struct YAMLMappingKey {
    var text: String
    var valueStart: Int
}

/// Finding the `key:` that makes a line a block mapping entry.
extension YAMLReader {
    /// The key of a `key: value` entry starting at `position`, or nil when nothing there is a
    /// key: a plain or quoted scalar, or a flow collection. Keys are plain or quoted text.
    func mappingKey(at position: Int, of line: YAMLLine) throws(FrontMatterError) -> YAMLMappingKey? {
        switch bytes[position] {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let (text, end) = try readQuotedScalar(at: position, of: line)
            let colon = skipWhite(from: end, to: line.end)
            guard isValueIndicator(at: colon, lineEnd: line.end) else { return nil }
            return YAMLMappingKey(text: text, valueStart: colon + 1)
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            return nil
        default:
            guard let colon = plainKeyColon(from: position, to: line.end) else { return nil }
            var keyEnd = colon
            while keyEnd > position, Self.isWhite(bytes[keyEnd - 1]) { keyEnd -= 1 }
            guard keyEnd > position else { throw .missingKey(line: line.number) }
            return YAMLMappingKey(text: text(position..<keyEnd), valueStart: colon + 1)
        }
    }

    /// Whether the `:` at `position` is a mapping's value indicator: followed by white space or
    /// the end of the line (`a:b` is text, as in a URL).
    func isValueIndicator(at position: Int, lineEnd: Int) -> Bool {
        position < lineEnd && bytes[position] == UInt8(ascii: ":") && (position + 1 == lineEnd || Self.isWhite(bytes[position + 1]))
    }

    /// The value indicator that ends a plain key starting at `position`, if one comes before a comment.
    private func plainKeyColon(from position: Int, to end: Int) -> Int? {
        var index = position
        while index < end {
            if bytes[index] == UInt8(ascii: "#"), index > position, Self.isWhite(bytes[index - 1]) { return nil }
            if isValueIndicator(at: index, lineEnd: end) { return index }
            index += 1
        }
        return nil
    }
}
