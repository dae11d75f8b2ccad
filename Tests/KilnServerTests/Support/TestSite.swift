import Foundation

/// A temporary served folder with a typical site's files, beside a secret file (outside the folder)
/// that no request may ever read. Symlinks inside point both inside and outside the folder.
final class TestSite {
    /// The temporary parent: holds `site/` (the served folder) and `secret.txt`.
    let parent: URL
    let folder: URL
    /// The secret file's contents; also the name of a folder outside the served one.
    let secret = "KILN-SECRET-" + UUID().uuidString

    init(files: [String: String] = TestSite.standardFiles) throws {
        parent = FileManager.default.temporaryDirectory.appending(path: "kiln-server-\(UUID().uuidString)")
        folder = parent.appending(path: "site")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try secret.write(to: parent.appending(path: "secret.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: parent.appending(path: "outside"), withIntermediateDirectories: true)
        try secret.write(to: parent.appending(path: "outside/index.html"), atomically: true, encoding: .utf8)
        for (path, contents) in files { try write(contents, to: path) }
        let links = [
            "leak.txt": "../secret.txt", "leak-folder": "../outside", "absolute-leak.txt": parent.path + "/secret.txt",
            "alias.html": "page.html", "docs-alias": "docs",
        ]
        for (name, destination) in links {
            try FileManager.default.createSymbolicLink(
                atPath: folder.appending(path: name).path, withDestinationPath: destination)
        }
    }

    deinit { try? FileManager.default.removeItem(at: parent) }

    func write(_ contents: String, to path: String) throws {
        let url = folder.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
    }

    static let page = "<!doctype html><html lang=\"en\"><head><title>Page</title></head><body><main>Page</main></body></html>\n"

    static let standardFiles: [String: String] = [
        "index.html": page.replacingOccurrences(of: "Page", with: "Home"),
        "page.html": page,
        "404.html": page.replacingOccurrences(of: "Page", with: "Missing"),
        "docs/index.html": page.replacingOccurrences(of: "Page", with: "Docs"),
        "assets/style.css": "body { margin: 0 }\n",
        "assets/app.js": "console.log(1)\n",
        "assets/logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n",
        "assets/photo.png": "png", "assets/photo.jpg": "jpg", "assets/photo.webp": "webp",
        "assets/icon.ico": "ico", "assets/font.woff2": "woff2", "assets/report.pdf": "pdf",
        "data.json": "{}\n", "sitemap.xml": "<urlset/>\n", "robots.txt": "User-agent: *\n",
        "blob.bin": "bytes",
    ]
}
