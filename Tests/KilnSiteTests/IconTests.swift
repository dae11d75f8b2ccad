import Foundation
import Kiln
import KilnTestSupport
import Testing

@testable import KilnSite

/// Icons are made at build time by Kiln's own PNG reader and writer: the files must be PNGs and
/// an ICO that any reader accepts, at the sizes their links promise.
struct IconTests {
    /// A picture with edges, gradients and transparency, so every filter and match is used.
    private func pattern(width: Int, height: Int) -> PNGImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8(x * 255 / max(1, width - 1)), UInt8(y * 255 / max(1, height - 1)), UInt8((x * 7 + y * 13) % 256), x < width / 4 ? 0 : 255]
            }
        }
        return PNGImage(width: width, height: height, pixels: pixels)
    }

    @Test func aPNGReadsBackAsWritten() throws {
        let image = pattern(width: 37, height: 23)
        let file = image.png
        #expect(Array(file.prefix(8)) == PNGImage.signature)
        #expect(try PNGImage(png: file) == image)
    }

    /// The showcase's icon was drawn by Chromium, whose encoder uses dynamic Huffman codes.
    @Test func aPNGFromAnotherEncoderIsRead() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Assets/AppIcon.png")
        let image = try PNGImage(png: [UInt8](Data(contentsOf: url)))
        #expect(image.width == 512 && image.height == 512)
        // The kiln's body is light orange (#fed7aa) and the corners are transparent.
        let small = image.scaled(to: 32)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(small.pixels[(y * 32 + x) * 4..<(y * 32 + x) * 4 + 4]) }
        #expect(pixel(0, 0)[3] == 0)
        #expect(pixel(16, 11) == [0xFE, 0xD7, 0xAA, 255])
        #expect(pixel(16, 3) == [0xC2, 0x41, 0x0C, 255])
    }

    @Test func shrinkingAveragesByAreaAndIgnoresTransparentColour() {
        // Red, blue, and two transparent pixels whose colour (green) must not bleed in.
        let image = PNGImage(width: 2, height: 2, pixels: [255, 0, 0, 255, 0, 0, 255, 255, 0, 255, 0, 0, 0, 255, 0, 0])
        #expect(image.scaled(to: 1).pixels == [128, 0, 128, 128])
        // A picture that is not square is centred on a transparent square.
        let wide = PNGImage(width: 4, height: 2, pixels: Array(repeating: 255, count: 32)).scaled(to: 4)
        #expect(wide.pixels.enumerated().filter { $0.offset % 4 == 3 }.map(\.element) == [0, 0, 0, 0] + Array(repeating: 255, count: 8) + [0, 0, 0, 0])
    }

    @Test func theBuildWritesEveryIconAtItsSizeAndAnICOThatPointsAtPNGs() throws {
        let assets = try temporaryFolder().appendingPathComponent("Assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        try Data(pattern(width: 64, height: 64).png).write(to: assets.appendingPathComponent("AppIcon.png"))
        struct Iconic: App {
            var body: some Scene { WindowGroup("Home") { Text("Home") }.site(name: "Iconic") }
        }
        let output = try temporaryFolder().appendingPathComponent("site")
        let report = try SiteGenerator(options: SiteOptions(output: output, assets: assets, isVerbose: false)).build(Iconic())
        // Without the site's address there is no sitemap either (another warning).
        #expect(report.warnings.map(\.description).filter { !$0.contains("sitemap.xml") } == [
            "warning: the icon \(assets.appendingPathComponent("AppIcon.png").path) is 64 × 64 pixels: the 512 px icon is enlarged from it and looks soft; give a picture of at least 512 × 512"
        ])
        for (file, size) in [("favicon-32x32.png", 32), ("apple-touch-icon.png", 180), ("icon-192.png", 192), ("icon-512.png", 512)] {
            let bytes = [UInt8](try Data(contentsOf: output.appendingPathComponent(file)))
            #expect(Array(bytes.prefix(8)) == PNGImage.signature, "\(file)")
            #expect(String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR")
            #expect(PNGImage.bigEndian(bytes, 16) == size && PNGImage.bigEndian(bytes, 20) == size, "\(file)")
            #expect(try PNGImage(png: bytes).width == size)
        }
        let ico = [UInt8](try Data(contentsOf: output.appendingPathComponent("favicon.ico")))
        #expect(Array(ico.prefix(6)) == [0, 0, 1, 0, 3, 0], "reserved, type 1 (icon), three images")
        for (index, size) in [16, 32, 48].enumerated() {
            let entry = Array(ico[6 + 16 * index..<22 + 16 * index])
            #expect(entry[0] == UInt8(size) && entry[1] == UInt8(size))
            let length = Int(entry[8]) | Int(entry[9]) << 8 | Int(entry[10]) << 16 | Int(entry[11]) << 24
            let offset = Int(entry[12]) | Int(entry[13]) << 8 | Int(entry[14]) << 16 | Int(entry[15]) << 24
            let png = Array(ico[offset..<offset + length])
            #expect(Array(png.prefix(8)) == PNGImage.signature && PNGImage.bigEndian(png, 16) == size)
        }
        let head = HeadTags(html: try read(output, "index.html"))
        #expect(head.links(rel: "icon").map { $0["href"]! } == ["favicon.ico", "favicon-32x32.png"])
        #expect(head.links(rel: "apple-touch-icon").map { $0["sizes"]! } == ["180x180"])
        #expect(head.links(rel: "manifest").map { $0["href"]! } == ["manifest.webmanifest"])
        let manifest = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("manifest.webmanifest"))) as? [String: Any])
        #expect(manifest["name"] as? String == "Iconic" && manifest["theme_color"] as? String == "#0066d6")
        #expect((manifest["icons"] as? [[String: String]])?.map { $0["sizes"]! } == ["192x192", "512x512"])
    }

    /// `kiln serve` renders each reload in a new process: icons made once are kept in the
    /// cache folder and taken from there while the picture's bytes stay the same.
    @Test func iconsAreKeptBetweenBuildsAndMadeAgainForAnotherPicture() throws {
        let root = try temporaryFolder()
        let assets = root.appendingPathComponent("Assets"), cache = root.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        try Data(pattern(width: 64, height: 64).png).write(to: assets.appendingPathComponent("AppIcon.png"))
        struct Iconic: App {
            var body: some Scene { WindowGroup("Home") { Text("Home") }.site(name: "Iconic") }
        }
        var options = SiteOptions(output: root.appendingPathComponent("site"), assets: assets, baseURL: "https://example.com/", isVerbose: false)
        options.cache = cache
        let first = try SiteGenerator(options: options).build(Iconic())
        let folders = try FileManager.default.contentsOfDirectory(at: cache.appendingPathComponent("icons"), includingPropertiesForKeys: nil)
        let kept = try #require(folders.count == 1 ? folders.first : nil)
        let names = ["favicon.ico", "favicon-32x32.png", "apple-touch-icon.png", "icon-192.png", "icon-512.png"]
        #expect(try FileManager.default.contentsOfDirectory(atPath: kept.path).sorted() == names.sorted())
        for name in names {
            #expect(try Data(contentsOf: kept.appendingPathComponent(name)) == Data(contentsOf: options.output.appendingPathComponent(name)), "\(name)")
        }

        // Marked, so that only a build that took the kept file writes these bytes.
        try Data("kept".utf8).write(to: kept.appendingPathComponent("icon-512.png"))
        let second = try SiteGenerator(options: options).build(Iconic())
        #expect(try read(options.output, "icon-512.png") == "kept")
        #expect(second.warnings.map(\.description) == first.warnings.map(\.description), "the small picture is still reported")
        #expect(first.warnings.count == 1 && first.warnings[0].description.contains("64 × 64 pixels"))

        try Data(pattern(width: 64, height: 32).png).write(to: assets.appendingPathComponent("AppIcon.png"))
        _ = try SiteGenerator(options: options).build(Iconic())
        let made = [UInt8](try Data(contentsOf: options.output.appendingPathComponent("icon-512.png")))
        #expect(Array(made.prefix(8)) == PNGImage.signature && PNGImage.bigEndian(made, 16) == 512)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("icons").path).count == 2)
    }

    @Test func aProvidedFaviconIsCopiedAndAnSVGIconIsLinked() throws {
        let assets = try temporaryFolder().appendingPathComponent("Assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>"#
        try Data(svg.utf8).write(to: assets.appendingPathComponent("favicon.svg"))
        struct Vector: App {
            var body: some Scene { WindowGroup("Home") { Text("Home") } }
        }
        let output = try temporaryFolder().appendingPathComponent("site")
        let report = try SiteGenerator(options: SiteOptions(output: output, assets: assets, baseURL: "https://example.com/", isVerbose: false)).build(Vector())
        #expect(report.warnings.count == 1 && report.warnings[0].description.contains("is a vector picture"))
        #expect(try read(output, "icon.svg") == svg)
        #expect(HeadTags(html: try read(output, "index.html")).links(rel: "icon").map { $0["type"]! } == ["image/svg+xml"])
    }
}
