import Foundation

/// An image file's natural size in points, read from its header (PNG, GIF, JPEG) or its root
/// element (SVG's `width`/`height`, else its `viewBox`), as SwiftUI sizes an image that is not
/// resizable. A `@2x`/`@3x` name is at that scale. Nil for formats it does not read (WebP, AVIF).
enum ImageSize {
    static func of(_ url: URL) -> (width: Double, height: Double)? {
        guard let data = try? Data(contentsOf: url), let pixels = pixels(Array(data), fileExtension: url.pathExtension.lowercased()) else {
            return nil
        }
        let name = url.deletingPathExtension().lastPathComponent
        let scale: Double = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
        return (pixels.width / scale, pixels.height / scale)
    }

    static func pixels(_ bytes: [UInt8], fileExtension: String) -> (width: Double, height: Double)? {
        func bigEndian(_ at: Int, _ count: Int) -> Double? {
            guard at + count <= bytes.count else { return nil }
            return Double(bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) })
        }
        switch fileExtension {
        case "png":
            guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), let width = bigEndian(16, 4), let height = bigEndian(20, 4) else { return nil }
            return (width, height)
        case "gif":
            guard bytes.count >= 10, bytes.starts(with: Array("GIF8".utf8)) else { return nil }
            return (Double(Int(bytes[6]) | Int(bytes[7]) << 8), Double(Int(bytes[8]) | Int(bytes[9]) << 8))
        case "jpg", "jpeg":
            return jpeg(bytes, bigEndian: bigEndian)
        case "svg":
            return svg(String(decoding: bytes, as: UTF8.self))
        default:
            return nil
        }
    }

    /// The frame size from the first start-of-frame marker (SOF0…SOF15 but DHT, JPG and DAC).
    private static func jpeg(_ bytes: [UInt8], bigEndian: (Int, Int) -> Double?) -> (width: Double, height: Double)? {
        var at = 2
        while at + 9 < bytes.count, bytes[at] == 0xFF {
            let marker = bytes[at + 1]
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let height = bigEndian(at + 5, 2), let width = bigEndian(at + 7, 2) else { return nil }
                return (width, height)
            }
            guard let length = bigEndian(at + 2, 2) else { return nil }
            at += 2 + Int(length)
        }
        return nil
    }

    private static func svg(_ text: String) -> (width: Double, height: Double)? {
        guard let start = text.range(of: "<svg"), let end = text[start.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = text[start.upperBound..<end]
        func attribute(_ name: String) -> String? {
            guard let found = tag.range(of: " \(name)=\"") ?? tag.range(of: "\n\(name)=\""),
                let close = tag[found.upperBound...].firstIndex(of: "\"")
            else { return nil }
            return String(tag[found.upperBound..<close])
        }
        // Only plain or px lengths are sizes; a percentage fills its container.
        func length(_ value: String?) -> Double? {
            guard var value else { return nil }
            if value.hasSuffix("px") { value.removeLast(2) }
            return Double(value)
        }
        if let width = length(attribute("width")), let height = length(attribute("height")) { return (width, height) }
        let box = (attribute("viewBox") ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        return box.count == 4 && box[2] > 0 && box[3] > 0 ? (box[2], box[3]) : nil
    }
}
