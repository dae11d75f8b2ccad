/// zlib's inflate (RFC 1950/1951): stored, fixed and dynamic Huffman blocks. Enough to read the
/// image data of a PNG icon at build time; the format is small and well specified.
enum Inflate {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The bytes a zlib stream (2-byte header, deflate data, Adler-32) holds.
    static func zlib(_ data: [UInt8]) throws -> [UInt8] {
        guard data.count >= 6, data[0] & 0x0F == 8, (Int(data[0]) << 8 | Int(data[1])) % 31 == 0, data[1] & 0x20 == 0 else {
            throw Failure(description: "not a zlib stream")
        }
        var reader = BitReader(bytes: data, position: 2)
        let output = try inflate(&reader)
        return output
    }

    private static func inflate(_ reader: inout BitReader) throws -> [UInt8] {
        var output: [UInt8] = []
        var last = false
        while !last {
            last = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0:
                reader.alignToByte()
                let length = try reader.bits(16), complement = try reader.bits(16)
                guard length == ~complement & 0xFFFF else { throw Failure(description: "a stored block's length is corrupt") }
                output += try reader.bytes(length)
            case 1:
                try inflateBlock(&reader, literals: fixedLiterals, distances: fixedDistances, into: &output)
            case 2:
                let (literals, distances) = try dynamicTables(&reader)
                try inflateBlock(&reader, literals: literals, distances: distances, into: &output)
            default:
                throw Failure(description: "reserved block type")
            }
        }
        return output
    }


    private static func inflateBlock(_ reader: inout BitReader, literals: Huffman, distances: Huffman, into output: inout [UInt8]) throws {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < DeflateCodes.lengthBase.count else { throw Failure(description: "bad length code") }
                let length = DeflateCodes.lengthBase[index] + (try reader.bits(DeflateCodes.lengthExtra[index]))
                let code = try distances.decode(&reader)
                guard code < DeflateCodes.distanceBase.count else { throw Failure(description: "bad distance code") }
                let distance = DeflateCodes.distanceBase[code] + (try reader.bits(DeflateCodes.distanceExtra[code]))
                guard distance <= output.count else { throw Failure(description: "a distance reaches before the start") }
                let start = output.count - distance
                for offset in 0..<length { output.append(output[start + offset]) }
            }
        }
    }

    private static let fixedLiterals = Huffman(lengths: DeflateCodes.fixedLiteralLengths)
    private static let fixedDistances = Huffman(lengths: DeflateCodes.fixedDistanceLengths)

    private static func dynamicTables(_ reader: inout BitReader) throws -> (Huffman, Huffman) {
        let literalCount = try reader.bits(5) + 257, distanceCount = try reader.bits(5) + 1, codeCount = try reader.bits(4) + 4
        var codeLengths = Array(repeating: 0, count: 19)
        for index in 0..<codeCount { codeLengths[DeflateCodes.codeLengthOrder[index]] = try reader.bits(3) }
        let codes = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try codes.decode(&reader)
            switch symbol {
            case 0...15: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw Failure(description: "a repeat with nothing before it") }
                lengths += Array(repeating: previous, count: 3 + (try reader.bits(2)))
            case 17: lengths += Array(repeating: 0, count: 3 + (try reader.bits(3)))
            default: lengths += Array(repeating: 0, count: 11 + (try reader.bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw Failure(description: "code lengths overrun") }
        return (Huffman(lengths: Array(lengths[..<literalCount])), Huffman(lengths: Array(lengths[literalCount...])))
    }

    /// A canonical Huffman code, decoded bit by bit from its counts per length.
    private struct Huffman {
        var counts = Array(repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = Array(repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = Array(repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length > 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }

        func decode(_ reader: inout BitReader) throws -> Int {
            var code = 0, first = 0, index = 0
            for length in 1..<16 {
                code |= try reader.bits(1)
                let count = counts[length]
                if code - first < count { return symbols[index + code - first] }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            throw Failure(description: "bad Huffman code")
        }
    }

    private struct BitReader {
        let bytes: [UInt8]
        var position: Int
        var buffer = 0
        var available = 0

        init(bytes: [UInt8], position: Int) {
            self.bytes = bytes
            self.position = position
        }

        mutating func bits(_ count: Int) throws -> Int {
            while available < count {
                guard position < bytes.count else { throw Failure(description: "the data ends early") }
                buffer |= Int(bytes[position]) << available
                position += 1
                available += 8
            }
            let value = buffer & ((1 << count) - 1)
            buffer >>= count
            available -= count
            return value
        }

        mutating func alignToByte() {
            buffer = 0
            available = 0
        }

        mutating func bytes(_ count: Int) throws -> [UInt8] {
            guard position + count <= bytes.count else { throw Failure(description: "the data ends early") }
            defer { position += count }
            return Array(bytes[position..<position + count])
        }
    }
}
