import Glibc

/// Maps a canonical request path to a file inside the served folder. Every candidate is resolved
/// with `realpath` and must lie inside the folder's own real path, so a symlink may point anywhere
/// inside the folder but never outside it. Resolved on every request: a rebuild may swap the folder.
struct FileResolver {
    enum Resolution: Equatable {
        /// A regular file, by its real path.
        case file(String)
        /// A folder asked for without its trailing slash: the URL to redirect to.
        case redirect(String)
        case notFound
    }

    /// The served folder, as configured (it may itself be a symlink).
    let folder: String

    func resolve(_ path: RequestPath) -> Resolution {
        guard let root = Self.realPath(folder) else { return .notFound }
        let candidate = path.segments.isEmpty ? root : root + "/" + path.segments.joined(separator: "/")
        guard let real = Self.realPath(candidate), Self.isInside(real, root: root), let kind = Self.kind(of: real) else {
            return .notFound
        }
        switch kind {
        case .file:
            return path.hasTrailingSlash && !path.segments.isEmpty ? .notFound : .file(real)
        case .folder where !path.hasTrailingSlash && !path.segments.isEmpty:
            let slashed = RequestPath(segments: path.segments, hasTrailingSlash: true, query: path.query)
            return .redirect(slashed.encoded + (path.query.map { "?" + $0 } ?? ""))
        case .folder:
            guard let index = Self.realPath(real + "/index.html"), Self.isInside(index, root: root),
                Self.kind(of: index) == .file
            else { return .notFound }
            return .file(index)
        }
    }

    /// The site's own `404.html`, if it has one inside the folder.
    func notFoundPage() -> String? {
        guard let root = Self.realPath(folder), let page = Self.realPath(root + "/404.html"),
            Self.isInside(page, root: root), Self.kind(of: page) == .file
        else { return nil }
        return page
    }

    private enum Kind { case file, folder }

    private static func kind(of path: String) -> Kind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return nil
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func isInside(_ path: String, root: String) -> Bool {
        path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }
}
