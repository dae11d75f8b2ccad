import Foundation
import Testing

@testable import KilnSite

/// Kiln's own deflate, which writes the icons' PNG data and weighs each page for the build's
/// first-view note: what it writes must inflate to what it was given, and come out about as
/// small as zlib's, since the note stands for what a server sends gzipped.
struct DeflateTests {
    /// A table of 2,000 rows as a page writes one: 170,790 bytes.
    private let page: [UInt8] = {
        let rows = (0..<2_000).map { index in
            let cents = index * 7_919 % 10_000
            let price = "\(cents / 100)." + (cents % 100 < 10 ? "0" : "") + "\(cents % 100)"
            return "<tr><td class=\"name\">Item \(index)</td><td class=\"price\">\(price)</td><td>\(index % 3 == 0 ? "sold out" : "in stock")</td></tr>\n"
        }
        return Array(("<!doctype html><html lang=\"en\"><head><title>Prices</title></head><body><table>\n" + rows.joined() + "</table></body></html>\n").utf8)
    }()

    @Test func deflatedBytesInflateToThemselves() throws {
        let repetitive = Array(repeating: Array("kiln ".utf8), count: 2_000).flatMap { $0 }
        var generator = SystemRandomNumberGenerator()
        let noise = (0..<40_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let oneByteMany = [UInt8](repeating: 9, count: 100_000)
        for data in [[], [7], [1, 2], repetitive, noise, repetitive + noise + repetitive, oneByteMany, page, Array(page.reversed())] {
            let compressed = Deflate.zlib(data)
            #expect(try Inflate.zlib(compressed) == data, "\(data.count) bytes")
        }
        #expect(Deflate.zlib(repetitive).count < repetitive.count / 20, "runs are matched, not written as literals")
        #expect(Deflate.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }

    @Test func aPageComesOutNearlyAsSmallAsZlibMakesIt() throws {
        // zlib 1.2.13's compress at level 6 (gzip's default; Python's zlib.compress(page, 6))
        // makes 13,931 bytes of this page, and 19,725 with its fixed codes only (Z_FIXED).
        let compressed = Deflate.zlib(page)
        #expect(page.count == 170_790)
        #expect(compressed.count <= 13_931 * 108 / 100, "\(compressed.count) bytes")
        #expect(try Inflate.zlib(compressed) == page)
    }

    @Test func aFewBytesTakeTheFixedCodes() {
        // A dynamic block's own code tables alone would outweigh these bytes.
        let compressed = Deflate.zlib(Array("Kiln".utf8))
        #expect(compressed[2] & 0b110 == 0b010, "BTYPE 01, fixed Huffman codes")
        #expect(compressed.count < 20)
    }

    @Test func codeLengthsStayWithinTheirLimit() {
        // Fibonacci counts make the deepest Huffman tree there is: 24 symbols would need 23 bits.
        var counts = [1, 1]
        while counts.count < 24 { counts.append(counts[counts.count - 1] + counts[counts.count - 2]) }
        let lengths = HuffmanCode.lengths(for: counts, limit: 15)
        #expect(lengths.max()! <= 15)
        // Still a complete prefix code: Kraft's sum is exactly 1.
        #expect(lengths.reduce(0.0) { $0 + pow(2, -Double($1)) } == 1)
        #expect(HuffmanCode.lengths(for: [0, 0, 5, 0], limit: 7).filter { $0 > 0 }.count == 2, "a lone symbol gets a partner")
    }
}
