/// A canonical Huffman code as deflate writes one (RFC 1951, 3.2.2): each symbol's code length,
/// and its code with the bits reversed, since deflate writes a code's first bit first.
struct HuffmanCode {
    let lengths: [Int]
    private let reversedCodes: [Int]

    init(lengths: [Int]) {
        self.lengths = lengths
        let longest = lengths.max() ?? 0
        var perLength = [Int](repeating: 0, count: longest + 1)
        for length in lengths where length > 0 { perLength[length] += 1 }
        var next = [Int](repeating: 0, count: longest + 1)
        var code = 0
        for length in stride(from: 1, through: longest, by: 1) {
            code = (code + perLength[length - 1]) << 1
            next[length] = code
        }
        var codes = [Int](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            let code = next[length]
            next[length] += 1
            var reversed = 0
            for bit in 0..<length { reversed |= (code >> bit & 1) << (length - 1 - bit) }
            codes[symbol] = reversed
        }
        reversedCodes = codes
    }

    static let fixedLiterals = HuffmanCode(lengths: DeflateCodes.fixedLiteralLengths)
    static let fixedDistances = HuffmanCode(lengths: DeflateCodes.fixedDistanceLengths)

    func write(_ symbol: Int, into writer: inout Deflate.BitWriter) {
        writer.write(reversedCodes[symbol], count: lengths[symbol])
    }

    /// The bits the codes of symbols used `counts` times take.
    func cost(_ counts: [Int]) -> Int {
        zip(counts, lengths).reduce(0) { $0 + $1.0 * $1.1 }
    }

    /// Code lengths for symbols used `counts` times, none longer than `limit`: a Huffman code,
    /// built again from halved counts until its longest code fits (rare, and close to optimal).
    /// At least two symbols get a code, as deflate's readers expect of a code.
    static func lengths(for counts: [Int], limit: Int) -> [Int] {
        var counts = counts
        for symbol in 0..<2 where counts.count(where: { $0 > 0 }) < 2 && counts[symbol] == 0 { counts[symbol] = 1 }
        while true {
            let lengths = huffmanLengths(counts)
            if lengths.max()! <= limit { return lengths }
            counts = counts.map { $0 == 0 ? 0 : ($0 + 1) / 2 }
        }
    }

    /// Each used symbol's depth in a Huffman tree of `counts`, built by merging the two lightest
    /// nodes from two queues: the leaves by weight, and the merged nodes, which come out in order.
    private static func huffmanLengths(_ counts: [Int]) -> [Int] {
        let leaves = counts.indices.filter { counts[$0] > 0 }.sorted { (counts[$0], $0) < (counts[$1], $1) }
        let nodes = 2 * leaves.count - 1
        var weight = leaves.map { counts[$0] }
        var parent = [Int](repeating: -1, count: nodes)
        var nextLeaf = 0, nextMerged = leaves.count
        func lightest() -> Int {
            if nextLeaf < leaves.count && (nextMerged >= weight.count || weight[nextLeaf] <= weight[nextMerged]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextMerged += 1
            return nextMerged - 1
        }
        while weight.count < nodes {
            let first = lightest(), second = lightest()
            parent[first] = weight.count
            parent[second] = weight.count
            weight.append(weight[first] + weight[second])
        }
        // A parent comes after its children, so depths fill in from the root down.
        var depth = [Int](repeating: 0, count: nodes)
        for node in stride(from: nodes - 2, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        var lengths = [Int](repeating: 0, count: counts.count)
        for (node, symbol) in leaves.enumerated() { lengths[symbol] = depth[node] }
        return lengths
    }
}

/// A dynamic block's own codes and how it gives them (RFC 1951, 3.2.7): the literal and length
/// code's and the distance code's lengths, run-length coded, in a third code.
struct DynamicHeader {
    let literals: HuffmanCode
    let distances: HuffmanCode
    /// The header's size in bits.
    let bits: Int
    private let literalCount: Int
    private let distanceCount: Int
    private let codeLengthCount: Int
    private let runs: [Run]
    private let runCode: HuffmanCode

    /// A code length symbol: a length (0–15), or 16 (the last length 3–6 more times), 17 (3–10
    /// zeros) or 18 (11–138 zeros) with its count in `extraBits` bits.
    private struct Run {
        var symbol: Int
        var extra = 0
        var extraBits = 0
    }

    init(literalCounts: [Int], distanceCounts: [Int]) {
        literals = HuffmanCode(lengths: HuffmanCode.lengths(for: literalCounts, limit: 15))
        distances = HuffmanCode(lengths: HuffmanCode.lengths(for: distanceCounts, limit: 15))
        literalCount = max(257, (literals.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        distanceCount = max(1, (distances.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let runs = Self.runs(of: Array(literals.lengths.prefix(literalCount)) + Array(distances.lengths.prefix(distanceCount)))
        var counts = [Int](repeating: 0, count: 19)
        for run in runs { counts[run.symbol] += 1 }
        let runCode = HuffmanCode(lengths: HuffmanCode.lengths(for: counts, limit: 7))
        let codeLengthCount = max(4, (DeflateCodes.codeLengthOrder.lastIndex { runCode.lengths[$0] > 0 } ?? 0) + 1)
        bits = 5 + 5 + 4 + 3 * codeLengthCount + runs.reduce(0) { $0 + runCode.lengths[$1.symbol] + $1.extraBits }
        self.runs = runs
        self.runCode = runCode
        self.codeLengthCount = codeLengthCount
    }

    func write(into writer: inout Deflate.BitWriter) {
        writer.write(literalCount - 257, count: 5)
        writer.write(distanceCount - 1, count: 5)
        writer.write(codeLengthCount - 4, count: 4)
        for symbol in DeflateCodes.codeLengthOrder.prefix(codeLengthCount) { writer.write(runCode.lengths[symbol], count: 3) }
        for run in runs {
            runCode.write(run.symbol, into: &writer)
            writer.write(run.extra, count: run.extraBits)
        }
    }

    private static func runs(of lengths: [Int]) -> [Run] {
        var runs: [Run] = []
        var index = 0
        while index < lengths.count {
            let length = lengths[index]
            var count = 1
            while index + count < lengths.count, lengths[index + count] == length { count += 1 }
            index += count
            if length == 0 {
                while count >= 11 {
                    let taken = min(count, 138)
                    runs.append(Run(symbol: 18, extra: taken - 11, extraBits: 7))
                    count -= taken
                }
                if count >= 3 {
                    runs.append(Run(symbol: 17, extra: count - 3, extraBits: 3))
                    count = 0
                }
            } else {
                runs.append(Run(symbol: length))
                count -= 1
                while count >= 3 {
                    let taken = min(count, 6)
                    runs.append(Run(symbol: 16, extra: taken - 3, extraBits: 2))
                    count -= taken
                }
            }
            runs += Array(repeating: Run(symbol: length), count: count)
        }
        return runs
    }
}
