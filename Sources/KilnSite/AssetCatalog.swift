import Foundation
import KilnTree

/// The images in the site's `Assets/` folder, by name without extension, as `Image("name")`
/// refers to them.
struct AssetCatalog {
    static let imageExtensions = ["png", "jpg", "jpeg", "gif", "svg", "webp", "avif"]

    private(set) var files: [String: URL] = [:]
    /// Natural sizes in points, by the same names, where the format says it.
    private(set) var sizes: [String: (width: Double, height: Double)] = [:]

    init(folder: URL) {
        let contents = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        for url in contents.sorted(by: { $0.lastPathComponent < $1.lastPathComponent })
        where Self.imageExtensions.contains(url.pathExtension.lowercased()) {
            let name = url.deletingPathExtension().lastPathComponent
            let size = ImageSize.of(url)
            if files[name] == nil {
                files[name] = url
                sizes[name] = size
            }
            files[url.lastPathComponent] = url
            sizes[url.lastPathComponent] = size
        }
    }

    /// The path of an asset in the built site (`assets/photo.png`).
    func sitePath(_ name: String) -> String? {
        files[name].map { "assets/" + $0.lastPathComponent }
    }
}
