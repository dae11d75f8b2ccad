import Foundation
import KilnLayout
import KilnTree

/// An image file's natural size in points, read from its header: what SwiftUI shows an
/// `Image("name")` at before `resizable()`. A vector image without width and height has none a
/// browser knows (it falls back to 300 x 150), so its `viewBox` gives it, as an asset catalog does.
enum ImageDimensions {
    static func size(of bytes: [UInt8], fileExtension: String) -> ImageSize? {
        switch fileExtension.lowercased() {
        case "png": png(bytes)
        case "gif": gif(bytes)
        case "jpg", "jpeg": jpeg(bytes)
        case "webp": webp(bytes)
        case "svg": svg(bytes)
        default: nil
        }
    }

    private static func png(_ b: [UInt8]) -> ImageSize? {
        guard b.count >= 24, b[0] == 0x89, b[1] == 0x50, b[12...15].elementsEqual("IHDR".utf8) else { return nil }
        return ImageSize(width: Double(bigEndian(b, 16, 4)), height: Double(bigEndian(b, 20, 4)))
    }

    private static func gif(_ b: [UInt8]) -> ImageSize? {
        guard b.count >= 10, b[0...3].elementsEqual("GIF8".utf8) else { return nil }
        return ImageSize(width: Double(littleEndian(b, 6, 2)), height: Double(littleEndian(b, 8, 2)))
    }

    /// The first start-of-frame segment's size; the segments before it are skipped by length.
    private static func jpeg(_ b: [UInt8]) -> ImageSize? {
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var index = 2
        while index + 9 < b.count {
            guard b[index] == 0xFF else { return nil }
            let marker = b[index + 1]
            if marker == 0xFF { index += 1; continue }
            let length = bigEndian(b, index + 2, 2)
            // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return ImageSize(width: Double(bigEndian(b, index + 7, 2)), height: Double(bigEndian(b, index + 5, 2)))
            }
            index += 2 + length
        }
        return nil
    }

    private static func webp(_ b: [UInt8]) -> ImageSize? {
        guard b.count >= 30, b[0...3].elementsEqual("RIFF".utf8), b[8...11].elementsEqual("WEBP".utf8) else { return nil }
        switch String(decoding: b[12...15], as: UTF8.self) {
        case "VP8X": return ImageSize(width: Double(littleEndian(b, 24, 3) + 1), height: Double(littleEndian(b, 27, 3) + 1))
        case "VP8L":
            let bits = littleEndian(b, 21, 4)
            return ImageSize(width: Double(bits & 0x3FFF + 1), height: Double(bits >> 14 & 0x3FFF + 1))
        case "VP8 ": return ImageSize(width: Double(littleEndian(b, 26, 2) & 0x3FFF), height: Double(littleEndian(b, 28, 2) & 0x3FFF))
        default: return nil
        }
    }

    /// The root element's `width` and `height` in px (or unitless), else its `viewBox`'s.
    private static func svg(_ b: [UInt8]) -> ImageSize? {
        let text = String(decoding: b.prefix(4096), as: UTF8.self)
        guard let open = text.range(of: "<svg"), let close = text[open.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = text[open.upperBound..<close]
        func attribute(_ name: String) -> Substring? {
            var rest = tag[...]
            while let found = rest.range(of: name) {
                let before = found.lowerBound == tag.startIndex ? " " : tag[tag.index(before: found.lowerBound)]
                let after = rest[found.upperBound...].drop { $0 == " " }
                if before.isWhitespace, after.first == "=", let quote = after.dropFirst().drop(while: { $0 == " " }).first, quote == "\"" || quote == "'" {
                    let value = after.dropFirst().drop { $0 == " " }.dropFirst()
                    return value.prefix { $0 != quote }
                }
                rest = rest[found.upperBound...]
            }
            return nil
        }
        func length(_ value: Substring?) -> Double? {
            guard var value = value?.trimmingCharacters(in: .whitespaces)[...] else { return nil }
            if value.hasSuffix("px") { value = value.dropLast(2) }
            return Double(value).flatMap { $0 > 0 ? $0 : nil }
        }
        if let width = length(attribute("width")), let height = length(attribute("height")) {
            return ImageSize(width: width, height: height)
        }
        let box = (attribute("viewBox") ?? "").split { $0 == " " || $0 == "," }.compactMap { Double($0) }
        guard box.count == 4, box[2] > 0, box[3] > 0 else { return nil }
        return ImageSize(width: box[2], height: box[3])
    }

    private static func bigEndian(_ b: [UInt8], _ at: Int, _ count: Int) -> Int {
        (0..<count).reduce(0) { $0 << 8 | Int(b[at + $1]) }
    }

    private static func littleEndian(_ b: [UInt8], _ at: Int, _ count: Int) -> Int {
        (0..<count).reduce(0) { $0 | Int(b[at + $1]) << (8 * $1) }
    }
}
