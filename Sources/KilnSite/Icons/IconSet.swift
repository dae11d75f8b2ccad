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

    /// The files made from a picture, in the order they are written: a size in pixels, or nil
    /// for the ICO file of 16, 32 and 48.
    private static let made: [(path: String, size: Int?)] = [
        ("favicon.ico", nil), ("favicon-32x32.png", 32), ("apple-touch-icon.png", 180), ("icon-192.png", 192), ("icon-512.png", 512),
    ]

    /// Reads the picture in `folder` and makes the icons, or takes them from `cache` (a folder
    /// kept between builds; nil keeps nothing) when they were made there from the same bytes:
    /// scaling and compressing them is a tenth of the showcase's debug build, and `kiln serve`
    /// renders each reload in a new process.
    init(folder: URL, cache: URL?) {
        guard let source = Self.source(in: folder) else { return }
        if source.pathExtension.lowercased() == "svg" {
            guard let bytes = try? Data(contentsOf: source) else { return }
            files.append(("icon.svg", [UInt8](bytes)))
            links.append(.init(rel: "icon", path: "icon.svg", type: "image/svg+xml", sizes: "any"))
            warnings.append("\(source.path) is a vector picture: browsers show it as the favicon, but an apple-touch-icon and the manifest's icons need a PNG (at least \(Self.largest) × \(Self.largest) pixels) named AppIcon.png")
            return
        }
        let bytes = [UInt8]((try? Data(contentsOf: source)) ?? Data())
        let providedICO = (try? Data(contentsOf: folder.appendingPathComponent("favicon.ico"))).map { [UInt8]($0) }
        let kept = cache.map { Self.cacheFolder(in: $0, picture: bytes, providedICO: providedICO) }
        if let kept, let files = Self.read(kept), let size = PNGImage.size(ofPNG: bytes) {
            self.files = files
            warnIfSmall(source, width: size.width, height: size.height)
        } else {
            let image: PNGImage
            do {
                image = try PNGImage(png: bytes)
            } catch {
                warnings.append("the icon \(source.path) is not read (\(error)); the site has no icons")
                return
            }
            warnIfSmall(source, width: image.width, height: image.height)
            files = Self.make(from: image, providedICO: providedICO)
            if let kept { Self.write(files, to: kept) }
        }
        links.append(.init(rel: "icon", path: "favicon.ico", type: nil, sizes: "16x16 32x32 48x48"))
        links.append(.init(rel: "icon", path: "favicon-32x32.png", type: "image/png", sizes: "32x32"))
        links.append(.init(rel: "apple-touch-icon", path: "apple-touch-icon.png", type: nil, sizes: "180x180"))
        manifestIcons = [("icon-192.png", 192), ("icon-512.png", 512)]
    }

    private mutating func warnIfSmall(_ source: URL, width: Int, height: Int) {
        guard max(width, height) < Self.largest else { return }
        warnings.append("the icon \(source.path) is \(width) × \(height) pixels: the \(Self.largest) px icon is enlarged from it and looks soft; give a picture of at least \(Self.largest) × \(Self.largest)")
    }

    private static func make(from image: PNGImage, providedICO: [UInt8]?) -> [(path: String, bytes: [UInt8])] {
        made.map { path, size in
            if let size { return (path, image.scaled(to: size).png) }
            return (path, providedICO ?? ico([16, 32, 48].map { image.scaled(to: $0).png }))
        }
    }

    /// Where the icons made from `picture` (and a provided `favicon.ico`) are kept: a folder
    /// named by the SHA-256 of what they are made from, and of how (`recipe`).
    private static func cacheFolder(in cache: URL, picture: [UInt8], providedICO: [UInt8]?) -> URL {
        let recipe = Array("icons 1, \(picture.count) bytes, \(providedICO.map { "\($0.count) bytes" } ?? "no") ico\n".utf8)
        let digest = SHA256.digest(recipe + picture + (providedICO ?? []))
        let name = digest.prefix(16).map { $0 < 16 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
        return cache.appendingPathComponent("icons").appendingPathComponent(name)
    }

    /// The kept icons, or nil when any is missing.
    private static func read(_ kept: URL) -> [(path: String, bytes: [UInt8])]? {
        var files: [(path: String, bytes: [UInt8])] = []
        for (path, _) in made {
            guard let bytes = FileManager.default.contents(atPath: kept.appendingPathComponent(path).path) else { return nil }
            files.append((path, [UInt8](bytes)))
        }
        return files
    }

    /// Keeps `files` for later builds: written into a folder of this process's, then renamed
    /// into place, so that a build reading it sees every file or none. Failing to keep them
    /// costs only time.
    private static func write(_ files: [(path: String, bytes: [UInt8])], to kept: URL) {
        let manager = FileManager.default
        let partial = kept.deletingLastPathComponent().appendingPathComponent(".\(kept.lastPathComponent)-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try? manager.removeItem(at: partial)
            try manager.createDirectory(at: partial, withIntermediateDirectories: true)
            for (path, bytes) in files { try Data(bytes).write(to: partial.appendingPathComponent(path)) }
            try manager.moveItem(at: partial, to: kept)
        } catch {
            try? manager.removeItem(at: partial)
        }
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
