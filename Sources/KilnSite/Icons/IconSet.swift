import Foundation
import KilnEmit

/// The site's icons, made at build time from one picture in `Assets/`: `AppIcon` (a PNG, an SVG,
/// or the largest PNG of an Xcode `AppIcon.appiconset`), else `favicon`. From a PNG come
/// `favicon.ico` (16, 32 and 48 px), `favicon-32x32.png`, `apple-touch-icon.png` (180 px) and the
/// manifest's 192 and 512 px icons; an SVG is linked as it is. A `favicon.ico` in `Assets/` is
/// copied instead of made.
struct IconSet {
    /// Files to write, by their path in the site.
    private(set) var files: [(path: String, bytes: [UInt8])] = []
    /// The head's links, relative to the site root.
    private(set) var links: [HeadMetadata.Icon] = []
    /// The manifest's icons: path and size in pixels.
    private(set) var manifestIcons: [(path: String, size: Int)] = []
    /// Problems with the picture, for the build to report.
    private(set) var warnings: [String] = []

    static let largest = 512

    private struct CacheKey: Hashable {
        var path: String
        var bytes: Data
        var ico: Data?
    }

    private static let cache = LockedCache<[CacheKey: IconSet]>([:])

    init(folder: URL) {
        guard let source = Self.source(in: folder) else { return }
        let providedICO = folder.appendingPathComponent("favicon.ico")
        if source.pathExtension.lowercased() == "svg" {
            guard let bytes = try? Data(contentsOf: source) else { return }
            files.append(("icon.svg", [UInt8](bytes)))
            links.append(.init(rel: "icon", path: "icon.svg", type: "image/svg+xml", sizes: "any"))
            warnings.append("\(source.path) is a vector picture: browsers show it as the favicon, but an apple-touch-icon and the manifest's icons need a PNG (at least \(Self.largest) × \(Self.largest) pixels) named AppIcon.png")
            return
        }
        let image: PNGImage
        let bytes = (try? Data(contentsOf: source)) ?? Data()
        let providedBytes = try? Data(contentsOf: providedICO)
        let key = CacheKey(path: source.path, bytes: bytes, ico: providedBytes)
        // A process that builds again (a test suite, `kiln serve`) makes the icons once.
        if let cached = Self.cache.withLock({ $0[key] }) {
            self = cached
            return
        }
        defer { Self.cache.withLock { $0[key] = self } }
        do {
            image = try PNGImage(png: [UInt8](bytes))
        } catch {
            warnings.append("the icon \(source.path) is not read (\(error)); the site has no icons")
            return
        }
        if max(image.width, image.height) < Self.largest {
            warnings.append("the icon \(source.path) is \(image.width) × \(image.height) pixels: the \(Self.largest) px icon is enlarged from it and looks soft; give a picture of at least \(Self.largest) × \(Self.largest)")
        }
        if let ico = providedBytes {
            files.append(("favicon.ico", [UInt8](ico)))
        } else {
            files.append(("favicon.ico", Self.ico([16, 32, 48].map { image.scaled(to: $0).png })))
        }
        links.append(.init(rel: "icon", path: "favicon.ico", type: nil, sizes: "16x16 32x32 48x48"))
        for (path, size) in [("favicon-32x32.png", 32), ("apple-touch-icon.png", 180), ("icon-192.png", 192), ("icon-512.png", 512)] {
            files.append((path, image.scaled(to: size).png))
        }
        links.append(.init(rel: "icon", path: "favicon-32x32.png", type: "image/png", sizes: "32x32"))
        links.append(.init(rel: "apple-touch-icon", path: "apple-touch-icon.png", type: nil, sizes: "180x180"))
        manifestIcons = [("icon-192.png", 192), ("icon-512.png", 512)]
    }

    /// `AppIcon.png`/`.svg`, an `AppIcon.appiconset`'s largest PNG, or `favicon.png`/`.svg`.
    private static func source(in folder: URL) -> URL? {
        let manager = FileManager.default
        for name in ["AppIcon", "favicon"] {
            for ext in ["png", "svg"] {
                let url = folder.appendingPathComponent("\(name).\(ext)")
                if manager.fileExists(atPath: url.path) { return url }
            }
        }
        guard let walker = manager.enumerator(at: folder, includingPropertiesForKeys: nil) else { return nil }
        for case let url as URL in walker where url.lastPathComponent == "AppIcon.appiconset" {
            let pngs = ((try? manager.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? []).filter { $0.pathExtension.lowercased() == "png" }
            return pngs.max { pixelWidth($0) < pixelWidth($1) || (pixelWidth($0) == pixelWidth($1) && $0.path > $1.path) }
        }
        return nil
    }

    private static func pixelWidth(_ url: URL) -> Int {
        guard let handle = try? FileHandle(forReadingFrom: url), let header = try? handle.read(upToCount: 24), header.count == 24 else { return 0 }
        try? handle.close()
        return Int(PNGImage.bigEndian([UInt8](header), 16))
    }

    /// An ICO file holding PNG images (each square, at most 256 px), as browsers read it.
    static func ico(_ images: [[UInt8]]) -> [UInt8] {
        var file: [UInt8] = [0, 0, 1, 0, UInt8(images.count), 0]
        var offset = 6 + 16 * images.count
        for png in images {
            let side = Int(PNGImage.bigEndian(png, 16))
            let byte = UInt8(side >= 256 ? 0 : side)
            file += [byte, byte, 0, 0, 1, 0, 32, 0]
            file += littleEndian(UInt32(png.count)) + littleEndian(UInt32(offset))
            offset += png.count
        }
        for png in images { file += png }
        return file
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
    }
}

/// A value shared by the builds of one process, behind a lock.
final class LockedCache<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&value) }
    }
}
