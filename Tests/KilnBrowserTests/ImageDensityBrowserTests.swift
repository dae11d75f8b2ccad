import Foundation
import Kiln
import KilnTestSupport
import Testing

/// A browser picks an image asset's file by the screen's density, from the `srcset` Kiln writes
/// for `photo.png` and `photo@2x.png`: the `@2x` file on a screen with two pixels to a point,
/// shown at the image's size in points.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct ImageDensityBrowserTests {
    struct Photo: App {
        var body: some Scene {
            WindowGroup("Photo") { Image("photo").accessibilityIdentifier("photo") }
        }
    }

    @Test(.enabled(if: inChromium, "a 2x screen is emulated through Chromium's DevTools protocol only"), arguments: [1.0, 2.0])
    func theScreensDensityPicksTheFile(_ scale: Double) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-density-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let assets = folder.appendingPathComponent("Assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        // A 2x-only PNG: Kiln writes its 1x file. Both are 64 x 48 points.
        try Data(base64Encoded: Self.redPNG128x96)!.write(to: assets.appendingPathComponent("photo@2x.png"))
        let site = folder.appendingPathComponent("site")
        _ = try SiteGenerator(options: SiteOptions(output: site, assets: assets, isVerbose: false)).build(Photo())
        // The page, with its relative URLs read from the site's folder.
        let html = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
            .replacingOccurrences(of: "<head>", with: "<head><base href=\"\(site.absoluteString)/\">")
        let found = try Browser.shared().evaluate(html: html, width: 400, scale: scale, script: """
            const image = document.querySelector('[data-testid="photo"]');
            return [image.currentSrc.split('/').pop(), image.getBoundingClientRect().width, image.getBoundingClientRect().height, image.naturalWidth];
            """) as? [Any]
        let result = try #require(found)
        #expect(result[0] as? String == (scale == 2 ? "photo@2x.png" : "photo.png"))
        #expect((result[1] as? NSNumber)?.doubleValue == 64 && (result[2] as? NSNumber)?.doubleValue == 48, "shown at its size in points")
    }

    /// A 128 x 96 red PNG (RGBA), made for this test.
    static let redPNG128x96 = "iVBORw0KGgoAAAANSUhEUgAAAIAAAABgCAYAAADVenpJAAAAvUlEQVR42u3SQREAAAjDsCmZf1F4ASHkUQO9ZNrV32ICAEYAIAAEgAAQAAJAAAgAASAABIAAEAACQAAIAAEgAASAABAAAkAACAABIAAEgAAQAAJAAAgAASAABIAAEAACQAAIAAEgAASAABAAAkAACAABIAAEgAAQAAJAAAgAASAABIAAEAACQAAIAAEgAASAABAAAkAACAABIAAEgAAQAAJAAAgAASAABIAAAMAEAIwAQAAIAAEgAASAANCPDmUVVd3EONNkAAAAAElFTkSuQmCC"
}
