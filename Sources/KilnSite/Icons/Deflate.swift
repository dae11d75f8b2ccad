/// zlib's deflate, written as one block of fixed Huffman codes with greedy LZ77 matches found by
/// a hash of the next three bytes: icons are mostly flat colour, which this packs well enough
/// without building dynamic code tables.
enum Deflate {
    /// A zlib stream (header, deflate data, Adler-32) holding `data`.
    static func zlib(_ data: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        writer.bytes = [0x78, 0x01]
        writer.write(1, count: 1)  // the last block
        writer.write(1, count: 2)  // fixed Huffman codes
        var head = Array(repeating: -1, count: 1 << 15)
        var index = 0
        while index < data.count {
            var matchLength = 0, matchDistance = 0
            if index + 2 < data.count {
                let key = hash(data, index)
                let candidate = head[key]
                head[key] = index
                if candidate >= 0, index - candidate <= 32768 {
                    let limit = min(258, data.count - index)
                    var length = 0
                    while length < limit, data[candidate + length] == data[index + length] { length += 1 }
                    if length >= 3 { matchLength = length; matchDistance = index - candidate }
                }
            }
            if matchLength > 0 {
                writer.writeLength(matchLength)
                writer.writeDistance(matchDistance)
                // Hash the skipped positions too, so later runs find them.
                for skipped in index + 1..<min(index + matchLength, data.count - 2) { head[hash(data, skipped)] = skipped }
                index += matchLength
            } else {
                writer.writeLiteral(Int(data[index]))
                index += 1
            }
        }
        writer.writeLiteral(256)
        writer.flush()
        let adler = adler32(data)
        return writer.bytes + [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
    }

    private static func hash(_ data: [UInt8], _ index: Int) -> Int {
        (Int(data[index]) << 10 ^ Int(data[index + 1]) << 5 ^ Int(data[index + 2])) & 0x7FFF
    }

    static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var index = 0
        while index < data.count {
            // 5552 bytes keep the sums below 2^32 before the modulo, as zlib does.
            let end = min(index + 5552, data.count)
            while index < end {
                a += UInt32(data[index])
                b += a
                index += 1
            }
            a %= 65521
            b %= 65521
        }
        return b << 16 | a
    }


    private struct BitWriter {
        var bytes: [UInt8] = []
        var buffer = 0
        var count = 0

        /// `bits`' low `count` bits, least significant first (deflate's order for extra bits).
        mutating func write(_ bits: Int, count bitCount: Int) {
            buffer |= bits << count
            count += bitCount
            while count >= 8 {
                bytes.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                count -= 8
            }
        }

        /// A Huffman code, whose bits go most significant first.
        mutating func writeCode(_ code: Int, length: Int) {
            var reversed = 0
            for bit in 0..<length { reversed |= (code >> bit & 1) << (length - 1 - bit) }
            write(reversed, count: length)
        }

        /// A literal byte or length symbol in the fixed code (RFC 1951, 3.2.6).
        mutating func writeLiteral(_ symbol: Int) {
            switch symbol {
            case 0..<144: writeCode(0x30 + symbol, length: 8)
            case 144..<256: writeCode(0x190 + symbol - 144, length: 9)
            case 256..<280: writeCode(symbol - 256, length: 7)
            default: writeCode(0xC0 + symbol - 280, length: 8)
            }
        }

        mutating func writeLength(_ length: Int) {
            let index = DeflateCodes.lengthBase.lastIndex { $0 <= length }!
            writeLiteral(257 + index)
            write(length - DeflateCodes.lengthBase[index], count: DeflateCodes.lengthExtra[index])
        }

        mutating func writeDistance(_ distance: Int) {
            let index = DeflateCodes.distanceBase.lastIndex { $0 <= distance }!
            writeCode(index, length: 5)
            write(distance - DeflateCodes.distanceBase[index], count: DeflateCodes.distanceExtra[index])
        }

        mutating func flush() {
            if count > 0 { bytes.append(UInt8(buffer & 0xFF)) }
            buffer = 0
            count = 0
        }
    }
}

/// The base values and extra bits of deflate's length and distance codes (RFC 1951, 3.2.5),
/// shared by the reader and the writer.
enum DeflateCodes {
    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
}
