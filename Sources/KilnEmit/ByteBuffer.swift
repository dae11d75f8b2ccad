extension Array where Element == UInt8 {
    /// Appends a string's UTF-8 in one copy; appending `string.utf8` goes byte by byte.
    mutating func append(utf8 string: String) {
        var string = string
        string.withUTF8 { append(contentsOf: $0) }
    }
}
