import Foundation
import KilnTree

/// Links between documents: `[next](writing-posts.md#setup)` in a document leads to the page
/// that shows the document read from `writing-posts.md`, as a `NavigationLink(value:)` to it
/// would, at the heading's anchor. A link to a file no collection has read is an error at the
/// Markdown's line.
nonisolated enum MarkdownLinks {
    static func resolved(_ runs: [TextRun], origin: MarkdownOrigin, line: Int) -> [TextRun] {
        guard let file = origin.file, runs.contains(where: { $0.link.map(isDocumentLink) ?? false }),
              let context = LoweringContext.current
        else { return runs }
        let library = DocumentLibrary.forReading
        return runs.map { run in
            guard let link = run.link, isDocumentLink(link) else { return run }
            let (path, fragment) = split(link)
            let target = resolve(path, from: file)
            let site = origin.site(line: line)
            guard let value = library.document(atFile: target) else {
                context.report(.error, "the link to \(path) leads to no document: no @Documents collection has read \(target)", at: site)
                return run
            }
            var linked = run
            guard let index = context.linkTarget(for: NavigationValue(tag: ViewTag(value)), source: site) else {
                context.report(.error, "the link to \(path) is outside a NavigationStack, which would show its document", at: site)
                return run
            }
            linked.link = nil
            linked.pageLink = TextPageLink(target: index, fragment: fragment)
            return linked
        }
    }

    /// A relative link to a Markdown file (`other.md`, `../guides/intro.md#setup`).
    static func isDocumentLink(_ link: String) -> Bool {
        let path = split(link).path
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains(":") else { return false }
        return path.hasSuffix(".md") || path.hasSuffix(".markdown")
    }

    private static func split(_ link: String) -> (path: String, fragment: String) {
        guard let hash = link.firstIndex(of: "#") else { return (link, "") }
        return (String(link[..<hash]), String(link[link.index(after: hash)...]))
    }

    /// `Content/posts/other.md` for `other.md` from `Content/posts/hello.md`: `.` and `..` read away.
    static func resolve(_ path: String, from file: String) -> String {
        var segments = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
        for segment in path.removingPercentEncoding?.split(separator: "/") ?? [] {
            switch segment {
            case ".": continue
            case "..": if !segments.isEmpty { segments.removeLast() }
            default: segments.append(String(segment))
            }
        }
        return segments.joined(separator: "/")
    }
}
