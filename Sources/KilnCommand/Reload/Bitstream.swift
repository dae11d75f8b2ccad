/// The records of an LLVM bitstream file, block by block: the container the compiler writes
/// its `.swiftdeps` in. Reads what the format allows (abbreviations, the `BLOCKINFO` block,
/// arrays, blobs); nil for a stream that breaks it.
struct Bitstream {
    struct Record: Equatable {
        /// The block the record is in.
        var block: UInt64
        var code: UInt64
        var fields: [UInt64]
        var blob: [UInt8]?
    }

    /// How an abbreviated record's operand is written.
    private enum Operand {
        case literal(UInt64)
        case fixed(Int)
        case vbr(Int)
        case array
        case char6
        case blob
    }

    private let bytes: [UInt8]
    private var bit = 0

    /// The records of the stream in `bytes`, after `offset` bytes (a file's own signature).
    static func records(in bytes: [UInt8], from offset: Int) -> [Record]? {
        var reader = Bitstream(bytes: bytes, bit: offset * 8)
        return reader.readAll()
    }

    private mutating func readAll() -> [Record]? {
        var records: [Record] = []
        // Abbreviations the `BLOCKINFO` block defines for each block ID.
        var shared: [UInt64: [[Operand]]] = [:]
        // The open blocks, innermost last: ID, abbreviation width, abbreviations.
        var blocks: [(id: UInt64, width: Int, abbreviations: [[Operand]])] = []
        var width = 2
        // In `BLOCKINFO`, the block ID its abbreviations are for.
        var describedBlock: UInt64?
        while bit + width <= bytes.count * 8 {
            guard let id = read(width) else { return nil }
            switch id {
            case 0:  // END_BLOCK
                // Zero bits after the last block are padding.
                guard let closed = blocks.popLast() else { return records }
                align()
                width = blocks.last?.width ?? 2
                if closed.id == 0 { describedBlock = nil }
            case 1:  // ENTER_SUBBLOCK
                guard let block = readVBR(8), let newWidth = readVBR(4), newWidth <= 32 else { return nil }
                align()
                guard read(32) != nil else { return nil }
                blocks.append((block, Int(newWidth), shared[block] ?? []))
                width = Int(newWidth)
            case 2:  // DEFINE_ABBREV
                guard let abbreviation = readAbbreviation(), !blocks.isEmpty else { return nil }
                if blocks[blocks.count - 1].id == 0 {
                    guard let describedBlock else { return nil }
                    shared[describedBlock, default: []].append(abbreviation)
                } else {
                    blocks[blocks.count - 1].abbreviations.append(abbreviation)
                }
            case 3:  // UNABBREV_RECORD
                guard let code = readVBR(6), let count = readVBR(6), let block = blocks.last else { return nil }
                var fields: [UInt64] = []
                for _ in 0..<count {
                    guard let field = readVBR(6) else { return nil }
                    fields.append(field)
                }
                if block.id == 0 {
                    if code == 1 { describedBlock = fields.first }  // SETBID
                } else {
                    records.append(Record(block: block.id, code: code, fields: fields, blob: nil))
                }
            default:
                guard let block = blocks.last, Int(id) - 4 < block.abbreviations.count,
                    let record = readRecord(block.abbreviations[Int(id) - 4], in: block.id)
                else { return nil }
                if block.id != 0 { records.append(record) }
            }
        }
        return blocks.isEmpty ? records : nil
    }

    private mutating func readAbbreviation() -> [Operand]? {
        guard let count = readVBR(5) else { return nil }
        var operands: [Operand] = []
        for _ in 0..<count {
            guard let isLiteral = read(1) else { return nil }
            if isLiteral == 1 {
                guard let value = readVBR(8) else { return nil }
                operands.append(.literal(value))
                continue
            }
            guard let encoding = read(3) else { return nil }
            switch encoding {
            case 1, 2:
                guard let size = readVBR(5), size <= 64 else { return nil }
                operands.append(encoding == 1 ? .fixed(Int(size)) : .vbr(Int(size)))
            case 3: operands.append(.array)
            case 4: operands.append(.char6)
            case 5: operands.append(.blob)
            default: return nil
            }
        }
        return operands
    }

    private mutating func readRecord(_ abbreviation: [Operand], in block: UInt64) -> Record? {
        var values: [UInt64] = []
        var blob: [UInt8]?
        var index = 0
        while index < abbreviation.count {
            switch abbreviation[index] {
            case .array:
                // The operand after an array is the encoding of its elements.
                guard index + 1 < abbreviation.count, let count = readVBR(6) else { return nil }
                for _ in 0..<count {
                    guard let element = readScalar(abbreviation[index + 1]) else { return nil }
                    values.append(element)
                }
                index += 1
            case .blob:
                guard let count = readVBR(6), count <= UInt64(bytes.count) else { return nil }
                align()
                let start = bit / 8
                guard start + Int(count) <= bytes.count else { return nil }
                blob = Array(bytes[start..<start + Int(count)])
                bit = (start + Int(count)) * 8
                align()
            case let scalar:
                guard let value = readScalar(scalar) else { return nil }
                values.append(value)
            }
            index += 1
        }
        guard let code = values.first else { return nil }
        return Record(block: block, code: code, fields: Array(values.dropFirst()), blob: blob)
    }

    private mutating func readScalar(_ operand: Operand) -> UInt64? {
        switch operand {
        case .literal(let value): return value
        case .fixed(let size): return read(size)
        case .vbr(let size): return readVBR(size)
        case .char6: return read(6).map { UInt64(Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._".utf8)[Int($0)]) }
        case .array, .blob: return nil
        }
    }

    /// `count` bits, least significant first.
    private mutating func read(_ count: Int) -> UInt64? {
        guard count <= 64, bit + count <= bytes.count * 8 else { return nil }
        var value: UInt64 = 0
        for offset in 0..<count {
            let position = bit + offset
            value |= UInt64((bytes[position >> 3] >> UInt8(position & 7)) & 1) << UInt64(offset)
        }
        bit += count
        return value
    }

    /// A variable-width number in chunks of `size` bits, the top bit of each saying more follow.
    private mutating func readVBR(_ size: Int) -> UInt64? {
        guard size >= 2 else { return read(size) }
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while shift < 64 {
            guard let chunk = read(size) else { return nil }
            value |= (chunk & ((1 << UInt64(size - 1)) - 1)) << shift
            if chunk >> UInt64(size - 1) == 0 { return value }
            shift += UInt64(size - 1)
        }
        return nil
    }

    private mutating func align() {
        bit = (bit + 31) / 32 * 32
    }
}
