import KilnTree

/// Why a site build failed, in words a user can act on; where the cause is in the user's code,
/// each message starts with its file and line.
public enum SiteError: Error, CustomStringConvertible, Equatable {
    /// Problems found while rendering pages (each names its call site).
    case pages([Diagnostic])
    case duplicateRoute(path: String, first: CallSite, second: CallSite)
    case invalidPath(String, at: CallSite)
    case noPages
    /// Two different values (or a value and a scene) want the same page path.
    case pathCollision(path: String, first: String, firstSource: CallSite?, second: String, secondSource: CallSite?)
    /// Navigation kept finding new pages.
    case tooManyPages(limit: Int, lastLink: CallSite?)
    /// Two different styles hashed to one class name; vanishingly rare, but never written wrongly.
    case classCollision(String, String)
    case output(path: String, reason: String)
    case usage(String?)
    /// A string table (`.xcstrings`, `.strings`) that cannot be read, named with its file and key.
    case stringTable(String)

    public var description: String { described(placing: \.description) }

    /// The message with each place in the user's code written by `place`.
    public func described(placing place: (CallSite) -> String) -> String {
        switch self {
        case .pages(let diagnostics):
            return diagnostics.map { $0.described(placing: place) }.joined(separator: "\n")
        case .duplicateRoute(let path, let first, let second):
            return "\(place(second)): error: the page /\(path) is declared twice; the first is at \(place(first))"
        case .invalidPath(let path, let site):
            return "\(place(site)): error: \"\(path)\" is not a page path: use plain folder names separated by /, without . or .."
        case .classCollision(let first, let second):
            return "error: two styles got the same class name ({\(first)} and {\(second)}); please report this to Kiln"
        case .pathCollision(let path, let first, let firstSource, let second, let secondSource):
            let firstPlace = firstSource.map { " (linked at \(place($0)))" } ?? ""
            return "\(secondSource.map { "\(place($0)): " } ?? "")error: two pages want /\(path): \(second) and \(first)\(firstPlace); give one another id, raw value or PagePathConvertible path"
        case .tooManyPages(let limit, let lastLink):
            return "\(lastLink.map { "\(place($0)): " } ?? "")error: navigation reached more than \(limit) pages; does every page link to a new value?"
        case .noPages:
            return "error: the app declares no pages: add a WindowGroup, Window or Page scene"
        case .output(let path, let reason):
            return "error: cannot write the site to \(path): \(reason). The previous site is left as it was."
        case .stringTable(let problem):
            return problem + ". The previous site is left as it was."
        case .usage(let problem):
            let usage = "usage: [--output DIR] [--base-url URL] [--assets DIR] [--content DIR]"
            return problem.map { "error: \($0)\n\(usage)" } ?? usage
        }
    }
}
