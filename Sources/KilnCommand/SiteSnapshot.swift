import Foundation
import KilnServer

/// The files of a built site by their identity on disk, to tell which pages a build changed:
/// the site generator hard-links a file whose bytes did not change from the previous site
/// (`AtomicOutput`), so a file with another identity than before was written anew.
struct SiteSnapshot {
    /// Each file's device and inode, by its path in the site.
    private(set) var files: [String: [UInt64]] = [:]

    init(folder: URL) {
        guard let paths = FileManager.default.enumerator(atPath: folder.path) else { return }
        for case let path as String in paths {
            var status = stat()
            guard stat(folder.appendingPathComponent(path).path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            files[path] = [UInt64(status.st_dev), UInt64(status.st_ino)]
        }
    }

    /// The URL paths of the pages written anew since `earlier` (`/post/hello/` and
    /// `/post/hello/index.html`), or nil when every page should reload: a file a page may use
    /// besides itself changed or went away (a stylesheet, an image, the not-found page), or
    /// there was no site to compare.
    func changedPages(since earlier: SiteSnapshot) -> [String]? {
        guard !files.isEmpty, !earlier.files.isEmpty else { return nil }
        if earlier.files.keys.contains(where: { files[$0] == nil }) { return nil }
        var pages: [String] = []
        for (path, identity) in files where earlier.files[path] != identity {
            guard path == "index.html" || path.hasSuffix("/index.html") else { return nil }
            pages += StaticServer.urlPaths(ofPage: path)
        }
        return pages.sorted()
    }
}
