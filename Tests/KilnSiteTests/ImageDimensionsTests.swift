import Foundation
import Testing

@testable import KilnSite

/// An image's natural size comes from its file's header, as SwiftUI's asset catalog knows it.
struct ImageDimensionsTests {
    private func size(_ bytes: [UInt8], _ fileExtension: String) -> [Double]? {
        ImageDimensions.size(of: bytes, fileExtension: fileExtension).map { [$0.width, $0.height] }
    }

    private func svg(_ root: String) -> [UInt8] { Array("<?xml version=\"1.0\"?>\n<svg \(root)><rect/></svg>".utf8) }

    @Test func pngAndGifHeaders() {
        #expect(size([UInt8](pixelPNG), "png") == [1, 1])
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 0x02, 0x80, 0, 0, 0x01, 0xE0]
        #expect(size(png, "PNG") == [640, 480])
        #expect(size(Array("GIF89a".utf8) + [0x2C, 0x01, 0xC8, 0x00], "gif") == [300, 200])
        #expect(size(Array("not an image at all, not at all".utf8), "png") == nil)
    }

    @Test func jpegSkipsSegmentsBeforeItsFrame() {
        let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x06] + Array("JFIF".utf8)
        let huffman: [UInt8] = [0xFF, 0xC4, 0x00, 0x04, 0x00, 0x00]
        let frame: [UInt8] = [0xFF, 0xC2, 0x00, 0x11, 0x08, 0x03, 0x20, 0x04, 0xB0, 0x03] + Array(repeating: 0, count: 9)
        #expect(size([0xFF, 0xD8] + app0 + huffman + frame, "jpeg") == [1200, 800])
        #expect(size([0xFF, 0xD8] + app0, "jpg") == nil)
    }

    @Test func webpLosslessAndExtended() {
        var extended = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0, 0, 0, 0, 0]
        extended += [0x3F, 0x01, 0x00, 0xC7, 0x00, 0x00]
        #expect(size(extended, "webp") == [320, 200])
        // 14 bits of width − 1, then 14 of height − 1, after the signature byte.
        let bits = (100 - 1) | (50 - 1) << 14
        var lossless = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8L".utf8) + [0, 0, 0, 0, 0x2F]
        lossless += [UInt8(bits & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits >> 16 & 0xFF), UInt8(bits >> 24 & 0xFF)] + [0, 0, 0, 0, 0]
        #expect(size(lossless, "webp") == [100, 50])
    }

    @Test func svgSizeFromItsAttributesElseItsViewBox() {
        #expect(size(svg(#"xmlns="http://www.w3.org/2000/svg" width="48" height="32px" viewBox="0 0 10 10""#), "svg") == [48, 32])
        #expect(size(svg(#"xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64""#), "svg") == [64, 64])
        #expect(size(svg(#"width="100%" height='100%' viewBox="0,0,24.5,12""#), "svg") == [24.5, 12])
        #expect(size(svg(#"data-width="5" stroke-width="2" viewBox="0 0 20 10""#), "svg") == [20, 10], "only the attribute itself counts")
        #expect(size(svg(#"xmlns="http://www.w3.org/2000/svg""#), "svg") == nil, "no size a browser or SwiftUI knows")
    }
}
