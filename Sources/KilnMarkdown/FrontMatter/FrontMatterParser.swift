/// Reads the YAML front matter at the top of a Markdown file: the subset blog posts use (block
/// and flow collections; plain, quoted and block scalars; comments). Anything outside it is a
/// `FrontMatterError` naming its line, never a guess.
package enum FrontMatterParser {
    /// Splits a Markdown file into its front matter and body. Front matter is a first line of
    /// exactly `---` (trailing spaces allowed), YAML, and a closing line `---` (or `...`). A file
    /// without a first `---` line has no front matter (nil) and its whole text is the body; an
    /// opening `---` that nothing closes is an error at line 1. Empty front matter is an empty
    /// mapping; front matter that is a single value or a list, rather than keys, is an error.
    ///
    /// - Returns: the mapping (at line 1), the body (the text after the closing line, sharing
    ///   `source`'s storage), and the body's first line number.
    package static func split(_ source: String) throws(FrontMatterError) -> (frontMatter: FrontMatterValue?, body: Substring, bodyFirstLine: Int) {
        let bytes = Array(source.utf8)
        guard let fences = try FrontMatterFences.locate(in: bytes) else { return (nil, source[...], 1) }
        var reader = try YAMLReader(Array(bytes[fences.yaml]), firstLine: 2)
        let value = try reader.readDocument()
        let frontMatter: FrontMatterValue
        switch value.kind {
        case .mapping: frontMatter = FrontMatterValue(value.kind, line: 1)
        case .null: frontMatter = FrontMatterValue(.mapping([]), line: 1)
        case .scalar, .sequence: throw .notAMapping(line: value.line)
        }
        let bodyStart = source.utf8.index(source.utf8.startIndex, offsetBy: fences.bodyStart)
        return (frontMatter, source[bodyStart...], fences.bodyFirstLine)
    }

    /// Parses YAML text of the subset front matter uses into one value: a mapping, a sequence,
    /// a scalar, or `.null` (at `firstLine`) when the text holds nothing but blanks and comments.
    /// - Parameter firstLine: the file's line number of the text's first line, for `line`s and errors.
    package static func parse(_ yaml: String, firstLine: Int) throws(FrontMatterError) -> FrontMatterValue {
        var reader = try YAMLReader(Array(yaml.utf8), firstLine: firstLine)
        return try reader.readDocument()
    }
}
