/// Unified diffs: added lines (inserted), removed lines (deleted), hunk headers `@@ … @@`, the
/// `---`/`+++` file headers and `diff`/`index` lines (meta), and `\ No newline…` (comment).
enum DiffHighlighter {
    static func highlight(_ scanner: inout CodeScanner) {
        var previousWasOldFileHeader = false
        while !scanner.isAtEnd {
            // `--- a/file` is a header only with its `+++ b/file` after it: otherwise it is a
            // removed line that began with `-- `.
            let isOldFileHeader = scanner.hasPrefix("--- ") && nextLineStarts(with: "+++ ", after: scanner)
            let kind: CodeToken.Kind =
                if isOldFileHeader || (previousWasOldFileHeader && scanner.hasPrefix("+++ ")) { .meta }
                else if scanner.hasPrefix("@@") || scanner.hasPrefix("diff ") || scanner.hasPrefix("index ") { .meta }
                else if scanner.peek() == UInt8(ascii: "+") { .inserted }
                else if scanner.peek() == UInt8(ascii: "-") { .deleted }
                else if scanner.peek() == UInt8(ascii: "\\") { .comment }
                else { .plain }
            previousWasOldFileHeader = isOldFileHeader
            scanner.advanceToEndOfLine()
            scanner.emit(kind)
            scanner.advance()
            scanner.emit(.plain)
        }
    }

    private static func nextLineStarts(with prefix: String, after scanner: CodeScanner) -> Bool {
        var probe = scanner
        probe.advanceToEndOfLine()
        probe.advance()
        return probe.hasPrefix(prefix)
    }
}
