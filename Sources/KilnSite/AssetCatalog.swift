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
    /// The files of an image drawn at several densities, by its name without `@2x` or `@3x`,
    /// least dense first: `Image("photo")` shows the first and offers the others in its `srcset`.
    private(set) var densities: [String: [Density]] = [:]

    /// One density of an image: where it goes in the site and what it is made from.
    struct Density: Equatable {
        var scale: Int
        var sitePath: String
        /// The file that has it, or a denser PNG it is scaled down from (`sourceScale` > `scale`).
        var source: URL
        var sourceScale: Int
    }

    init(folder: URL) {
        let contents = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        var scales: [String: [Int: URL]] = [:]
        for url in contents.sorted(by: { $0.lastPathComponent < $1.lastPathComponent })
        where Self.imageExtensions.contains(url.pathExtension.lowercased()) {
            let name = url.deletingPathExtension().lastPathComponent
            // A `@2x` or `@3x` file has that many pixels to a point, as in an asset catalog.
            let scale = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
            let size = Self.header(of: url).flatMap { ImageDimensions.size(of: $0, fileExtension: url.pathExtension) }
                .map { ImageSize(width: $0.width / Double(scale), height: $0.height / Double(scale)) }
            for key in files[name] == nil ? [name, url.lastPathComponent] : [url.lastPathComponent] {
                files[key] = url
                sizes[key] = size
                sitePaths[key] = "assets/" + url.lastPathComponent
            }
            let base = scale > 1 ? String(name.dropLast(3)) : name
            if scales[base]?[scale] == nil { scales[base, default: [:]][scale] = url }
        }
        for (base, files) in scales { addDensities(of: base, files) }
        imageDensities = densities.mapValues { $0.dropFirst().map { ImageDensity(scale: $0.scale, path: $0.sitePath) } }
    }

    /// The densities of `base` from its files by scale: each file, and where the densest is a
    /// PNG, the lower densities it lacks, scaled down from it.
    private mutating func addDensities(of base: String, _ byScale: [Int: URL]) {
        guard let top = byScale.keys.max(), top > 1, let densest = byScale[top] else { return }
        let scalable = densest.pathExtension.lowercased() == "png"
        let list = (1...top).compactMap { scale -> Density? in
            if let file = byScale[scale] { return Density(scale: scale, sitePath: "assets/" + file.lastPathComponent, source: file, sourceScale: scale) }
            guard scalable else { return nil }
            return Density(scale: scale, sitePath: "assets/\(base)\(scale == 1 ? "" : "@\(scale)x").png", source: densest, sourceScale: top)
        }
        guard let least = list.first, list.count > 1 else { return }
        densities[base] = list
        if files[base] == nil {
            files[base] = densest
            sizes[base] = sizes[densest.deletingPathExtension().lastPathComponent]
        }
        sitePaths[base] = least.sitePath
    }

    /// The denser files of each image, for the layout's `srcset`s.
    private(set) var imageDensities: [String: [ImageDensity]] = [:]

    /// Writes the files of the image `name` into the site, scaling down the densities no file
    /// has; returns each file's path and bytes.
    func write(_ name: String, to output: AtomicOutput) throws -> [(path: String, bytes: Int)] {
        guard let list = densities[name] else {
            guard let file = files[name], let path = sitePaths[name] else { return [] }
            try output.copy(file, to: path)
            return [(path, Self.bytes(of: file))]
        }
        var written: [(path: String, bytes: Int)] = []
        var decoded: PNGImage?
        for density in list {
            if density.scale == density.sourceScale {
                try output.copy(density.source, to: density.sitePath)
                written.append((density.sitePath, Self.bytes(of: density.source)))
                continue
            }
            let image: PNGImage
            do {
                image = try decoded ?? PNGImage(png: [UInt8](Data(contentsOf: density.source)))
            } catch {
                throw SiteError.output(path: density.source.path, reason: "its @\(density.scale)x file cannot be made from it: \(error)")
            }
            decoded = image
            let png = image.shrunk(
                toWidth: max(1, image.width * density.scale / density.sourceScale), height: max(1, image.height * density.scale / density.sourceScale)
            ).png
            try output.write(png, to: density.sitePath)
            written.append((density.sitePath, png.count))
        }
        return written
    }

    private static func bytes(of file: URL) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
    }

    /// The start of a file, where image formats keep their size (a JPEG after its metadata).
    private static func header(of url: URL) -> [UInt8]? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 256 * 1024)).map { [UInt8]($0) }
    }


}
