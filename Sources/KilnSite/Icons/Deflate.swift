/// zlib's deflate (RFC 1950, 1951): LZ77 matches, the longest among the last positions that
/// began with the same three bytes (a hash chain, as zlib's middle levels search), written in
/// one block with Huffman codes built for the data, or with the fixed codes where those come out
/// shorter (a few bytes). Close to `gzip -6` on pages, so the build's page weights are what a
/// server sends; it also packs the icons' PNG data.
enum Deflate {
    /// A zlib stream (header, deflate data, Adler-32) holding `data`.
    static func zlib(_ data: [UInt8]) -> [UInt8] {
        let tokens = matches(in: data)
        var writer = BitWriter()
        writer.bytes = [0x78, 0x01]
        writer.bytes.reserveCapacity(data.count / 3 + 64)
        writeBlock(tokens, into: &writer)
        writer.flush()
        let adler = adler32(data)
        return writer.bytes + [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
    }

    /// A literal byte (`length` 0) or a match of `length` bytes `distance` back.
    struct Token: Equatable {
        var length: UInt16
        var value: UInt16

        static func literal(_ byte: UInt8) -> Token { Token(length: 0, value: UInt16(byte)) }
    }

    /// How many earlier positions with the same three bytes a match is looked for in: zlib's
    /// level 6 looks at up to 128, most of whose gain the first few give.
    static let chainLimit = 32
    /// A match this long is taken without looking further, or one byte on.
    static let goodEnough = 32

    /// The data as literals and matches. Each match is the longest found along its hash chain,
    /// and is put off by a byte when the next position starts a longer one (zlib's lazy matching).
    static func matches(in data: [UInt8]) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(data.count / 4)
        var head = [Int32](repeating: -1, count: 1 << 15)
        // The position before each one with the same hash: a chain back through the window.
        var previous = [Int32](repeating: -1, count: data.count)
        func insert(_ index: Int) {
            guard index + 2 < data.count else { return }
            let key = hash(data, index)
            previous[index] = head[key]
            head[key] = Int32(index)
        }
        func longestMatch(at index: Int) -> (length: Int, distance: Int) {
            guard index + 2 < data.count else { return (0, 0) }
            let limit = min(258, data.count - index)
            var candidate = Int(head[hash(data, index)])
            insert(index)
            var best = (length: 0, distance: 0)
            var chain = chainLimit
            while candidate >= 0, index - candidate <= 32768, chain > 0 {
                // A longer match must at least agree one byte past the best so far.
                if data[candidate + best.length] == data[index + best.length] {
                    var length = 0
                    while length < limit, data[candidate + length] == data[index + length] { length += 1 }
                    if length > best.length {
                        best = (length, index - candidate)
                        if length >= min(limit, goodEnough) { break }
                    }
                }
                candidate = Int(previous[candidate])
                chain -= 1
            }
            return best
        }
        var index = 0
        // What was found at `index - 1`, not yet written.
        var held: (length: Int, distance: Int)?
        while index < data.count {
            if let match = held, match.length >= 3 {
                let found = match.length >= goodEnough ? (length: 0, distance: 0) : longestMatch(at: index)
                if found.length <= match.length {
                    tokens.append(Token(length: UInt16(match.length), value: UInt16(match.distance)))
                    // The bytes it covers join their chains too, so later runs find them.
                    let end = index - 1 + match.length
                    for covered in (match.length >= goodEnough ? index : index + 1)..<end { insert(covered) }
                    index = end
                    held = nil
                    continue
                }
                tokens.append(.literal(data[index - 1]))
                held = found
            } else {
                if held != nil { tokens.append(.literal(data[index - 1])) }
                held = longestMatch(at: index)
            }
            index += 1
        }
        if held != nil { tokens.append(.literal(data[data.count - 1])) }
        return tokens
    }

    private static func hash(_ data: [UInt8], _ index: Int) -> Int {
        (Int(data[index]) << 10 ^ Int(data[index + 1]) << 5 ^ Int(data[index + 2])) & 0x7FFF
    }

    /// The last block, with the fixed codes or codes of its own, whichever is shorter.
    private static func writeBlock(_ tokens: [Token], into writer: inout BitWriter) {
        var literalCounts = [Int](repeating: 0, count: 286), distanceCounts = [Int](repeating: 0, count: 30)
        for token in tokens {
            if token.length == 0 {
                literalCounts[Int(token.value)] += 1
            } else {
                literalCounts[257 + Int(DeflateCodes.lengthCodes[Int(token.length)])] += 1
                distanceCounts[DeflateCodes.distanceCode(Int(token.value))] += 1
            }
        }
        literalCounts[256] = 1
        let own = DynamicHeader(literalCounts: literalCounts, distanceCounts: distanceCounts)
        let fixedBits = HuffmanCode.fixedLiterals.cost(literalCounts) + HuffmanCode.fixedDistances.cost(distanceCounts)
        let ownBits = own.bits + own.literals.cost(literalCounts) + own.distances.cost(distanceCounts)
        writer.write(1, count: 1)  // the last block
        let (literals, distances): (HuffmanCode, HuffmanCode)
        if ownBits < fixedBits {
            writer.write(2, count: 2)
            own.write(into: &writer)
            (literals, distances) = (own.literals, own.distances)
        } else {
            writer.write(1, count: 2)
            (literals, distances) = (.fixedLiterals, .fixedDistances)
        }
        for token in tokens {
            if token.length == 0 {
                literals.write(Int(token.value), into: &writer)
                continue
            }
            let length = Int(token.length), distance = Int(token.value)
            let lengthIndex = Int(DeflateCodes.lengthCodes[length]), distanceIndex = DeflateCodes.distanceCode(distance)
            literals.write(257 + lengthIndex, into: &writer)
            writer.write(length - DeflateCodes.lengthBase[lengthIndex], count: DeflateCodes.lengthExtra[lengthIndex])
            distances.write(distanceIndex, into: &writer)
            writer.write(distance - DeflateCodes.distanceBase[distanceIndex], count: DeflateCodes.distanceExtra[distanceIndex])
        }
        literals.write(256, into: &writer)
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

    struct BitWriter {
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
    /// The order in which a dynamic block gives the code lengths' own code lengths.
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    /// The fixed codes' lengths (RFC 1951, 3.2.6).
    static let fixedLiteralLengths: [Int] = (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }
    static let fixedDistanceLengths: [Int] = Array(repeating: 5, count: 30)

    /// The length code (its index in `lengthBase`) of each match length up to 258.
    static let lengthCodes: [UInt8] = (0...258).map { length in UInt8(lengthBase.lastIndex { $0 <= length } ?? 0) }
    /// The distance code of distances up to 256, at `distance - 1`, then of longer ones by
    /// `(distance - 1) >> 7`, at 256 and on (as zlib's `dist_code`).
    private static let distanceCodes: [UInt8] = (0..<512).map { slot in
        let distance = slot < 256 ? slot + 1 : (slot - 256) << 7 + 1
        return UInt8(distanceBase.lastIndex { $0 <= distance }!)
    }

    static func distanceCode(_ distance: Int) -> Int {
        Int(distance <= 256 ? distanceCodes[distance - 1] : distanceCodes[256 + (distance - 1) >> 7])
    }
}
