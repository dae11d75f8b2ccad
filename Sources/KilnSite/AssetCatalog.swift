import Foundation
import KilnLayout
import KilnTree

/// The images in the site's `Assets/` folder, by name without extension, as `Image("name")`
/// refers to them.
struct AssetCatalog {
    static let imageExtensions = ["png", "jpg", "jpeg", "gif", "svg", "webp", "avif"]

    private(set) var files: [String: URL] = [:]
    /// The natural size of each image whose header says it, by the same names as `files`.
    private(set) var sizes: [String: ImageSize] = [:]
    /// The path of each asset in the built site (`assets/photo.png`), by the same names as `files`.
    private(set) var sitePaths: [String: String] = [:]

    init(folder: URL) {
        let contents = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        for url in contents.sorted(by: { $0.lastPathComponent < $1.lastPathComponent })
        where Self.imageExtensions.contains(url.pathExtension.lowercased()) {
            let name = url.deletingPathExtension().lastPathComponent
            // A `@2x` or `@3x` file has that many pixels to a point, as in an asset catalog.
            let scale: Double = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
            let size = Self.header(of: url).flatMap { ImageDimensions.size(of: $0, fileExtension: url.pathExtension) }
                .map { ImageSize(width: $0.width / scale, height: $0.height / scale) }
            for key in files[name] == nil ? [name, url.lastPathComponent] : [url.lastPathComponent] {
                files[key] = url
                sizes[key] = size
                sitePaths[key] = "assets/" + url.lastPathComponent
            }
        }
    }

    /// The start of a file, where image formats keep their size (a JPEG after its metadata).
    private static func header(of url: URL) -> [UInt8]? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 256 * 1024)).map { [UInt8]($0) }
    }


}
