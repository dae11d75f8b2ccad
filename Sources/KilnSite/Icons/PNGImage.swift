/// An image as 8-bit RGBA pixels, read from and written to PNG at build time, so that icons of
/// every size a browser asks for are made from one picture with no image tool installed.
struct PNGImage: Equatable {
    var width: Int
    var height: Int
    /// Rows top to bottom, 4 bytes (red, green, blue, alpha) per pixel, not premultiplied.
    var pixels: [UInt8]

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    // MARK: - Reading

    /// The width and height a PNG's header gives (its first chunk), without reading its pixels.
    static func size(ofPNG data: [UInt8]) -> (width: Int, height: Int)? {
        guard data.count >= 24, Array(data[0..<8]) == signature, Array(data[12..<16]) == Array("IHDR".utf8) else { return nil }
        return (Int(bigEndian(data, 16)), Int(bigEndian(data, 20)))
    }

    /// A non-interlaced PNG of any colour type at bit depth 8 or 16 (palette and grey also 1, 2, 4).
    init(png data: [UInt8]) throws {
        guard data.count > 8, Array(data[0..<8]) == Self.signature else { throw Failure(description: "not a PNG file") }
        var index = 8
        var header: [UInt8] = []
        var palette: [UInt8] = []
        var transparency: [UInt8] = []
        var compressed: [UInt8] = []
        while index + 8 <= data.count {
            let length = Int(Self.bigEndian(data, index))
            let type = String(decoding: data[index + 4..<index + 8], as: UTF8.self)
            guard index + 12 + length <= data.count else { throw Failure(description: "the \(type) chunk is cut short") }
            let body = Array(data[index + 8..<index + 8 + length])
            switch type {
            case "IHDR": header = body
            case "PLTE": palette = body
            case "tRNS": transparency = body
            case "IDAT": compressed += body
            default: break
            }
            index += 12 + length
            if type == "IEND" { break }
        }
        guard header.count == 13 else { throw Failure(description: "no IHDR chunk") }
        let width = Int(Self.bigEndian(header, 0)), height = Int(Self.bigEndian(header, 4))
        let depth = Int(header[8]), colorType = Int(header[9])
        guard width > 0, height > 0, width * height <= 16_777_216 else { throw Failure(description: "an image of \(width) × \(height) pixels is too large for an icon") }
        guard header[12] == 0 else { throw Failure(description: "interlaced PNGs are not read: save the icon without interlacing") }
        let channels: Int
        switch colorType {
        case 0: channels = 1
        case 2: channels = 3
        case 3: channels = 1
        case 4: channels = 2
        case 6: channels = 4
        default: throw Failure(description: "unknown PNG colour type \(colorType)")
        }
        guard [1, 2, 4, 8, 16].contains(depth), depth >= 8 || colorType == 0 || colorType == 3, depth != 16 || colorType != 3 else {
            throw Failure(description: "colour type \(colorType) at bit depth \(depth) is not valid PNG")
        }
        let raw = try Inflate.zlib(compressed)
        let bitsPerPixel = channels * depth
        let stride = (width * bitsPerPixel + 7) / 8
        let bytesPerPixel = max(1, bitsPerPixel / 8)
        guard raw.count >= height * (stride + 1) else { throw Failure(description: "the image data is shorter than \(width) × \(height) pixels") }
        var rows = Array(repeating: UInt8(0), count: height * stride)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            let source = y * (stride + 1) + 1, row = y * stride
            for x in 0..<stride {
                let value = raw[source + x]
                let left = x >= bytesPerPixel ? Int(rows[row + x - bytesPerPixel]) : 0
                let up = y > 0 ? Int(rows[row - stride + x]) : 0
                let upLeft = y > 0 && x >= bytesPerPixel ? Int(rows[row - stride + x - bytesPerPixel]) : 0
                guard filter <= 4 else { throw Failure(description: "unknown row filter \(filter)") }
                rows[row + x] = value &+ UInt8(Self.predicted(by: Int(filter), left: left, up: up, upLeft: upLeft) & 0xFF)
            }
        }
        // One sample of a row, scaled to 8 bits.
        func sample(_ y: Int, _ index: Int) -> Int {
            switch depth {
            case 16: return Int(rows[y * stride + index * 2])
            case 8: return Int(rows[y * stride + index])
            default:
                let bit = index * depth
                let value = Int(rows[y * stride + bit / 8]) >> (8 - depth - bit % 8) & ((1 << depth) - 1)
                return colorType == 3 ? value : value * 255 / ((1 << depth) - 1)
            }
        }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let out = (y * width + x) * 4
                switch colorType {
                case 0, 4:
                    let grey = UInt8(sample(y, x * channels))
                    pixels[out] = grey; pixels[out + 1] = grey; pixels[out + 2] = grey
                    if colorType == 4 { pixels[out + 3] = UInt8(sample(y, x * 2 + 1)) }
                case 2, 6:
                    for c in 0..<3 { pixels[out + c] = UInt8(sample(y, x * channels + c)) }
                    if colorType == 6 { pixels[out + 3] = UInt8(sample(y, x * 4 + 3)) }
                default:
                    let entry = sample(y, x)
                    guard entry * 3 + 2 < palette.count else { throw Failure(description: "a pixel names a colour the palette does not have") }
                    for c in 0..<3 { pixels[out + c] = palette[entry * 3 + c] }
                    pixels[out + 3] = entry < transparency.count ? transparency[entry] : 255
                }
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    // MARK: - Writing

    /// The image as an 8-bit RGBA PNG; each row takes the filter that leaves the smallest sum
    /// of differences (libpng's heuristic).
    var png: [UInt8] {
        let stride = width * 4
        var filtered: [UInt8] = []
        filtered.reserveCapacity(height * (stride + 1))
        for y in 0..<height {
            let row = Array(pixels[y * stride..<(y + 1) * stride])
            let above = y > 0 ? Array(pixels[(y - 1) * stride..<y * stride]) : Array(repeating: 0, count: stride)
            var best: [UInt8] = [], bestScore = Int.max
            for filter in 0...4 {
                var line: [UInt8] = [UInt8(filter)]
                line.reserveCapacity(stride + 1)
                for x in 0..<stride {
                    let left = x >= 4 ? Int(row[x - 4]) : 0, up = Int(above[x]), upLeft = x >= 4 ? Int(above[x - 4]) : 0
                    line.append(row[x] &- UInt8(Self.predicted(by: filter, left: left, up: up, upLeft: upLeft) & 0xFF))
                }
                let score = line.dropFirst().reduce(0) { $0 + min(Int($1), 256 - Int($1)) }
                if score < bestScore { best = line; bestScore = score }
            }
            filtered += best
        }
        var header: [UInt8] = []
        Self.appendBigEndian(UInt32(width), to: &header)
        Self.appendBigEndian(UInt32(height), to: &header)
        header += [8, 6, 0, 0, 0]
        var file = Self.signature
        Self.appendChunk("IHDR", header, to: &file)
        Self.appendChunk("IDAT", Deflate.zlib(filtered), to: &file)
        Self.appendChunk("IEND", [], to: &file)
        return file
    }

    // MARK: - Scaling

    /// The image at `size` × `size` pixels: each output pixel the area average of the pixels it
    /// covers (weighted by alpha, so transparent pixels do not darken edges) when shrinking,
    /// bilinear when enlarging. A picture that is not square is centred on a transparent square.
    func scaled(to size: Int) -> PNGImage {
        let side = max(width, height)
        let square = width == height ? self : padded(to: side)
        if side == size { return square }
        return side > size ? square.shrunk(toWidth: size, height: size) : square.enlarged(to: size)
    }

    /// The image at `width` × `height` pixels, at most its own size, each output pixel the area
    /// average of the pixels it covers (an `@3x` asset's `@1x` and `@2x` files).
    func shrunk(toWidth newWidth: Int, height newHeight: Int) -> PNGImage {
        if newWidth >= width && newHeight >= height { return self }
        var result = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        let scaleX = Double(width) / Double(newWidth), scaleY = Double(height) / Double(newHeight)
        for oy in 0..<newHeight {
            let y0 = Double(oy) * scaleY, y1 = y0 + scaleY
            for ox in 0..<newWidth {
                let x0 = Double(ox) * scaleX, x1 = x0 + scaleX
                var sum = WeightedPixel()
                for y in Int(y0)..<min(height, Int(y1.rounded(.up))) {
                    let wy = min(Double(y + 1), y1) - max(Double(y), y0)
                    for x in Int(x0)..<min(width, Int(x1.rounded(.up))) {
                        sum.add(pixels, at: (y * width + x) * 4, weight: wy * (min(Double(x + 1), x1) - max(Double(x), x0)))
                    }
                }
                sum.write(into: &result, at: (oy * newWidth + ox) * 4)
            }
        }
        return PNGImage(width: newWidth, height: newHeight, pixels: result)
    }

    private func padded(to side: Int) -> PNGImage {
        var result = PNGImage(width: side, height: side, pixels: Array(repeating: 0, count: side * side * 4))
        let left = (side - width) / 2, top = (side - height) / 2
        for y in 0..<height {
            let from = y * width * 4, to = ((y + top) * side + left) * 4
            result.pixels.replaceSubrange(to..<to + width * 4, with: pixels[from..<from + width * 4])
        }
        return result
    }

    private func enlarged(to size: Int) -> PNGImage {
        var result = [UInt8](repeating: 0, count: size * size * 4)
        let scale = Double(width) / Double(size)
        for oy in 0..<size {
            let sy = max(0, min(Double(height - 1), (Double(oy) + 0.5) * scale - 0.5))
            let y0 = Int(sy), y1 = min(height - 1, y0 + 1), fy = sy - Double(y0)
            for ox in 0..<size {
                let sx = max(0, min(Double(width - 1), (Double(ox) + 0.5) * scale - 0.5))
                let x0 = Int(sx), x1 = min(width - 1, x0 + 1), fx = sx - Double(x0)
                var sum = WeightedPixel()
                for (x, y, weight) in [(x0, y0, (1 - fx) * (1 - fy)), (x1, y0, fx * (1 - fy)), (x0, y1, (1 - fx) * fy), (x1, y1, fx * fy)] {
                    sum.add(pixels, at: (y * width + x) * 4, weight: weight)
                }
                sum.write(into: &result, at: (oy * size + ox) * 4)
            }
        }
        return PNGImage(width: size, height: size, pixels: result)
    }

    /// A weighted sum of pixels, colour weighted by alpha so that transparent pixels add none.
    private struct WeightedPixel {
        var red = 0.0, green = 0.0, blue = 0.0, alpha = 0.0, weight = 0.0

        mutating func add(_ pixels: [UInt8], at index: Int, weight pixelWeight: Double) {
            let opacity = Double(pixels[index + 3]) * pixelWeight
            red += Double(pixels[index]) * opacity
            green += Double(pixels[index + 1]) * opacity
            blue += Double(pixels[index + 2]) * opacity
            alpha += opacity
            weight += pixelWeight
        }

        func write(into pixels: inout [UInt8], at index: Int) {
            func byte(_ value: Double) -> UInt8 { UInt8(min(255, max(0, value.rounded()))) }
            if alpha > 0 {
                pixels[index] = byte(red / alpha)
                pixels[index + 1] = byte(green / alpha)
                pixels[index + 2] = byte(blue / alpha)
            }
            pixels[index + 3] = byte(alpha / weight)
        }
    }

    // MARK: - Bytes

    /// What a row filter (0 none, 1 sub, 2 up, 3 average, 4 Paeth) predicts a byte to be from
    /// its neighbours to the left, above and above-left.
    static func predicted(by filter: Int, left: Int, up: Int, upLeft: Int) -> Int {
        switch filter {
        case 0: 0
        case 1: left
        case 2: up
        case 3: (left + up) / 2
        default: paeth(left, up, upLeft)
        }
    }

    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }

    static func bigEndian(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(bytes[at + $1]) }
    }

    static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func appendChunk(_ type: String, _ body: [UInt8], to file: inout [UInt8]) {
        appendBigEndian(UInt32(body.count), to: &file)
        let typed = Array(type.utf8) + body
        file += typed
        appendBigEndian(crc32(typed), to: &file)
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        (0..<8).reduce(UInt32(n)) { c, _ in c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc = UInt32.max
        for byte in bytes {
            let index = Int((crc ^ UInt32(byte)) & 0xFF)
            crc = crcTable[index] ^ (crc >> 8)
        }
        return ~crc
    }
}
