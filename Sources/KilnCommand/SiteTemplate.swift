import Foundation

/// Folders of files whose names and contents hold `{{KEY}}` placeholders (`Templates/new-site`),
/// a later folder's file taking the place of an earlier one's at the same path (`Templates/blog`).
struct SiteTemplate: Sendable {
    let folders: [URL]

    init(folders: [URL]) {
        self.folders = folders
    }

    init(folder: URL) {
        self.init(folders: [folder])
    }

    /// Every file of the template, by its path relative to the template, placeholders filled
    /// in both the path and the contents; sorted by path.
    func expand(_ values: [String: String]) throws -> [(path: String, contents: String)] {
        var files: [String: String] = [:]
        for folder in folders {
            let root = folder.standardizedFileURL.path + "/"
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else { continue }
            for case let file as URL in walker where (try? file.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true {
                let path = String(file.standardizedFileURL.path.dropFirst(root.count))
                files[Self.fill(path, values)] = Self.fill(try String(contentsOf: file, encoding: .utf8), values)
            }
        }
        return files.map { (path: $0.key, contents: $0.value) }.sorted { $0.path < $1.path }
    }

    /// Writes the expanded template into `destination`, which must not exist yet.
    func write(into destination: URL, values: [String: String]) throws {
        guard !FileManager.default.fileExists(atPath: destination.path) else { throw CommandError.siteFolderExists(destination.path) }
        let files = try expand(values)
        do {
            for file in files {
                let url = destination.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            }
        } catch {
            throw CommandError.cannotWrite(destination.path, reason: error.localizedDescription)
        }
    }

    static func fill(_ text: String, _ values: [String: String]) -> String {
        values.reduce(text) { text, entry in text.replacingOccurrences(of: "{{\(entry.key)}}", with: entry.value) }
    }

    /// The placeholders of `Templates/new-site` for a site named `name` depending on `kiln`:
    /// NAME (package, target and file), TYPE (the App, `my-site` → `MySiteApp`), TITLE
    /// (`My Site`), KILN_PATH (for a Swift string literal) and KILN_PACKAGE (its identity).
    static func values(name: String, kiln: KilnCheckout) throws -> [String: String] {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII,
            name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") })
        else { throw CommandError.invalidSiteName(name) }
        let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let path = kiln.directory.path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return [
            "NAME": name,
            "TYPE": words.joined() + "App",
            "TITLE": words.joined(separator: " "),
            "KILN_PATH": path,
            "KILN_PACKAGE": kiln.packageIdentity,
        ]
    }
}
