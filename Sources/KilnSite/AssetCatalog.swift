import Foundation
import KilnTree

/// The images in the site's `Assets/` folder, by name without extension, as `Image("name")`
/// refers to them.
struct AssetCatalog {
    static let imageExtensions = ["png", "jpg", "jpeg", "gif", "svg", "webp", "avif"]

    private(set) var files: [String: URL] = [:]

    init(folder: URL) {
        let contents = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        for url in contents.sorted(by: { $0.lastPathComponent < $1.lastPathComponent })
        where Self.imageExtensions.contains(url.pathExtension.lowercased()) {
            let name = url.deletingPathExtension().lastPathComponent
            if files[name] == nil { files[name] = url }
            files[url.lastPathComponent] = url
        }
    }

    /// The path of an asset in the built site (`assets/photo.png`).
    func sitePath(_ name: String) -> String? {
        files[name].map { "assets/" + $0.lastPathComponent }
    }
}
