/// Where a Markdown file's front matter is: between a first line of `---` and the next line of
/// `---` or `...` (each may end in spaces, and in `\r` where lines end with CR LF).
struct FrontMatterFences {
    /// The bytes of the YAML between the two fence lines.
    var yaml: Range<Int>
    /// The first byte after the closing fence's line.
    var bodyStart: Int
    /// The line number of the line after the closing fence.
    var bodyFirstLine: Int

    /// The fences in `bytes`, or nil when the first line is not `---` (the file has no front matter).
    static func locate(in bytes: [UInt8]) throws(FrontMatterError) -> FrontMatterFences? {
        // A byte order mark is an editor's, not the author's: it does not hide the fence.
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let start = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        let openingEnd = lineEnd(in: bytes, from: start)
        guard isFence(bytes[start..<openingEnd], "---") else { return nil }
        var lineStart = openingEnd + 1
        var lineNumber = 2
        while lineStart <= bytes.count {
            let end = lineEnd(in: bytes, from: lineStart)
            let line = bytes[lineStart..<end]
            if isFence(line, "---") || isFence(line, "...") {
                return FrontMatterFences(
                    yaml: (openingEnd + 1)..<lineStart,
                    bodyStart: min(end + 1, bytes.count),
                    bodyFirstLine: lineNumber + 1)
            }
            lineStart = end + 1
            lineNumber += 1
        }
        throw .unclosedFrontMatter
    }

    /// The index of the `\n` that ends the line starting at `start`, or the end of `bytes`.
    private static func lineEnd(in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return index
    }

    /// Whether `line` is `marker` followed by nothing but spaces, tabs and a CR.
    private static func isFence(_ line: ArraySlice<UInt8>, _ marker: String) -> Bool {
        guard line.starts(with: marker.utf8) else { return false }
        return line.dropFirst(marker.utf8.count).allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }
}
