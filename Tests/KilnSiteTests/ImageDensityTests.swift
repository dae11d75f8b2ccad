import Foundation
import Kiln
@testable import KilnSite
import KilnTestSupport
import Testing

/// An image asset drawn at several densities, as an asset catalog holds it: `photo.png`,
/// `photo@2x.png`, `photo@3x.png`. `Image("photo")` shows the first and offers the others in
/// its `srcset`, so a screen with two pixels to a point loads the `@2x` file; the densities a
/// PNG lacks are scaled down from the densest.
struct ImageDensityTests {
    struct Gallery: App {
        var body: some Scene {
            WindowGroup("Gallery") {
                VStack {
                    Image("badge")
                    Image("photo")
                    Image("plain")
                }
            }
        }
    }

    /// A PNG of `width` × `height` pixels in one colour.
    private func png(_ width: Int, _ height: Int) -> Data {
        Data(PNGImage(width: width, height: height, pixels: Array(repeating: [200, 80, 40, 255], count: width * height).flatMap { $0 }).png)
    }

    private func build() throws -> (site: URL, html: String) {
        let folder = try temporaryFolder()
        let assets = folder.appendingPathComponent("Assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        try png(30, 18).write(to: assets.appendingPathComponent("badge@3x.png"))      // only the densest
        try png(40, 20).write(to: assets.appendingPathComponent("photo.png"))         // both given
        try png(80, 40).write(to: assets.appendingPathComponent("photo@2x.png"))
        try png(8, 8).write(to: assets.appendingPathComponent("plain.png"))           // one density
        let site = folder.appendingPathComponent("site")
        _ = try SiteGenerator(options: SiteOptions(output: site, assets: assets, isVerbose: false)).build(Gallery())
        return (site, try read(site, "index.html"))
    }

    private func size(_ site: URL, _ path: String) throws -> [Int] {
        let image = try PNGImage(png: [UInt8](Data(contentsOf: site.appendingPathComponent(path))))
        return [image.width, image.height]
    }

    @Test func anImageOffersItsDenserFilesAtItsSizeInPoints() throws {
        let (_, html) = try build()
        #expect(html.contains("src=\"assets/badge.png\" srcset=\"assets/badge@2x.png 2x, assets/badge@3x.png 3x\" alt=\"badge\" width=\"10\" height=\"6\""))
        #expect(html.contains("src=\"assets/photo.png\" srcset=\"assets/photo@2x.png 2x\" alt=\"photo\" width=\"40\" height=\"20\""))
        #expect(html.contains("src=\"assets/plain.png\" alt=\"plain\" width=\"8\" height=\"8\""), "one file, no srcset")
    }

    @Test func theDensitiesAPNGLacksAreScaledDownFromTheDensest() throws {
        let (site, _) = try build()
        #expect(try size(site, "assets/badge.png") == [10, 6])
        #expect(try size(site, "assets/badge@2x.png") == [20, 12])
        #expect(try size(site, "assets/badge@3x.png") == [30, 18])
        let pixels = try PNGImage(png: [UInt8](Data(contentsOf: site.appendingPathComponent("assets/badge.png")))).pixels
        #expect(Array(pixels.prefix(4)) == [200, 80, 40, 255], "the same colour, averaged")
        #expect(try size(site, "assets/photo@2x.png") == [80, 40], "a given file is copied as it is")
        #expect(try size(site, "assets/photo.png") == [40, 20])
    }
}
