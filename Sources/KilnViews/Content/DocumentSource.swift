import KilnMarkdown
import KilnTree

/// One Markdown file as the user's type decodes it: its front matter, its body, and the names
/// the file gives it.
nonisolated struct DocumentSource: Sendable {
    /// The file as build messages name it (`Content/posts/hello.md`).
    let file: String
    /// The file's path under its collection's folder without `.md` (`2026/hello`): the
    /// document's `slug` and `id` unless its front matter says otherwise.
    let slug: String
    /// The front matter's mapping; empty for a file without front matter.
    let frontMatter: FrontMatterValue
    let body: String
    let bodyFirstLine: Int

    /// Reads `text`, the file's contents, splitting off its front matter.
    init(file: String, slug: String, text: String) throws(DocumentError) {
        self.file = file
        self.slug = slug
        do {
            let split = try FrontMatterParser.split(text)
            frontMatter = split.frontMatter ?? FrontMatterValue(.mapping([]), line: 1)
            body = String(split.body)
            bodyFirstLine = split.bodyFirstLine
        } catch {
            throw DocumentError(file: file, line: error.line, message: error.message)
        }
        guard case .mapping = frontMatter.kind else {
            throw DocumentError(file: file, line: frontMatter.line, message: "front matter must be a mapping of names to values (title: Hello)")
        }
    }

    func site(line: Int) -> CallSite { CallSite(fileID: file, line: line) }
}

/// A document that does not read as its type wants, at the file's line.
nonisolated struct DocumentError: Error, Hashable, Sendable {
    let file: String
    let line: Int
    let message: String

    var diagnostic: Diagnostic { Diagnostic(.error, message, at: CallSite(fileID: file, line: line)) }
}
