import Foundation

/// Pages rendered ahead of a build still running, served in place of their files until the build
/// ends: a reader's open page reloads as soon as it is rendered, not when the whole site is.
final class PagesAhead: @unchecked Sendable {
    struct Page: Equatable {
        /// The URL path the reader has open.
        let path: String
        let html: [UInt8]
    }

    private let lock = NSLock()
    /// By the page's file below the served folder (`guides/intro/index.html`).
    private var pages: [String: Page] = [:]

    func add(_ page: Page, file: String) {
        lock.withLock { pages[file] = page }
    }

    /// The page rendered ahead for a request of `path`, if there is one.
    func page(for path: RequestPath) -> [UInt8]? {
        let file = (path.segments + (path.hasTrailingSlash || path.segments.isEmpty ? ["index.html"] : [])).joined(separator: "/")
        return lock.withLock { pages[file]?.html }
    }

    /// Ends serving them (the build ended): the pages, by their files.
    func removeAll() -> [String: Page] {
        lock.withLock {
            defer { pages = [:] }
            return pages
        }
    }
}
