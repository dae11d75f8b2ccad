import Foundation

/// The growing bytes of a page being written. Writing a page is thousands of appends of a few
/// bytes (a tag, a quote, a class name); here each is a capacity check and a copy, where
/// `Array.append(contentsOf:)` takes its generic collection path every time.
package struct ByteBuffer {
    private final class Storage {
        var base: UnsafeMutablePointer<UInt8>
        var count = 0
        var capacity: Int

        init(capacity: Int) {
            if capacity >= WriterBuffers.smallestTaken, let kept = WriterBuffers.shared.take(atLeast: capacity) {
                (base, self.capacity) = kept
            } else {
                self.capacity = max(capacity, 64)
                base = .allocate(capacity: self.capacity)
            }
        }

        deinit {
            if !WriterBuffers.shared.keep(base, capacity: capacity) { base.deallocate() }
        }

        func copy() -> Storage {
            let copy = Storage(capacity: capacity)
            copy.base.update(from: base, count: count)
            copy.count = count
            return copy
        }

        func grow(toHold needed: Int) {
            let newCapacity = max(needed, capacity * 2)
            let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            newBase.update(from: base, count: count)
            base.deallocate()
            base = newBase
            capacity = newCapacity
        }
    }

    private var storage: Storage

    package init(capacity: Int = 1_024) {
        storage = Storage(capacity: capacity)
    }

    package var count: Int { storage.count }
    /// The room the buffer has, written or not.
    package var capacity: Int { storage.capacity }
    package var isEmpty: Bool { storage.count == 0 }

    /// The bytes written, as an array.
    package var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: storage.base, count: storage.count))
    }

    /// Reads the bytes written where they lie.
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(start: storage.base, count: storage.count)) }
    }

    /// The bytes written, decoded as UTF-8 straight from the buffer.
    package var string: String {
        String(decoding: UnsafeBufferPointer(start: storage.base, count: storage.count), as: UTF8.self)
    }

    /// Room for `extra` more bytes, the storage this value's own.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        if storage.count + extra > storage.capacity { storage.grow(toHold: storage.count + extra) }
    }

    package mutating func append(_ byte: UInt8) {
        reserve(1)
        storage.base[storage.count] = byte
        storage.count += 1
    }

    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        Self.copy(source, to: storage.base + storage.count, count: bytes.count)
        storage.count += bytes.count
    }

    package mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// A literal's bytes: tags' punctuation and fixed attribute text.
    package mutating func append(_ literal: StaticString) {
        append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// A string's UTF-8 in one copy.
    package mutating func append(utf8 string: String) {
        if string.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            for byte in string.utf8 { append(byte) }
        }
    }

    /// Makes room for `extra` more bytes, for `appendReserved(_:)`: a tag written in pieces
    /// checks the storage once, not for each piece.
    package mutating func reserve(forAppending extra: Int) {
        reserve(extra)
    }

    /// Appends bytes the last `reserve(forAppending:)` made room for, without checking.
    @inline(__always)
    package mutating func appendReserved(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        Self.copy(source, to: storage.base + storage.count, count: bytes.count)
        storage.count += bytes.count
    }

    /// Appends one byte `reserve(forAppending:)` made room for, without checking.
    @inline(__always)
    package mutating func appendReserved(_ byte: UInt8) {
        storage.base[storage.count] = byte
        storage.count += 1
    }

    /// Appends again the bytes written at `range`.
    package mutating func appendAgain(_ range: Range<Int>) {
        reserve(range.count)
        Self.copy(storage.base + range.lowerBound, to: storage.base + storage.count, count: range.count)
        storage.count += range.count
    }

    /// Copies bytes that do not overlap. Most are a tag or a class name of a few bytes: words
    /// and then single bytes beat calling memmove for those, and a loop of bytes alone took
    /// a hundred instructions for a class name.
    @inline(__always)
    private static func copy(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        guard count <= 32 else {
            target.update(from: source, count: count)
            return
        }
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(target)
        var offset = 0
        while offset + 8 <= count {
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < count {
            target[offset] = source[offset]
            offset += 1
        }
    }

    package mutating func append(repeating byte: UInt8, count: Int) {
        guard count > 0 else { return }
        reserve(count)
        (storage.base + storage.count).initialize(repeating: byte, count: count)
        storage.count += count
    }
}

/// The storage of pages' writers, kept when a writer is done for the next one to write into.
/// A page's writer grew from 16 KB to the page's size, each doubling copying what it held, and
/// freeing its large buffer at the top of the heap made the allocator give the memory back to
/// the system, to fault it in again on the next page: on the 1,000-row page, 53 page faults a
/// render, 1 with the buffer kept.
package final class WriterBuffers: @unchecked Sendable {
    package static let shared = WriterBuffers()
    /// Buffers asked for at least this size are writers' (small ones are scratch for a name).
    package static let smallestTaken = 16_384
    /// Only a buffer that grew this large is kept, and none larger than `largestKept`.
    package static let smallestKept = 65_536
    package static let largestKept = 8 << 20
    /// One for each page being written at once, on a machine of a few cores.
    package static let mostKept = 4

    private let lock = NSLock()
    private var kept: [(base: UnsafeMutablePointer<UInt8>, capacity: Int)] = []

    package init() {}

    /// A kept buffer of at least `capacity` bytes, no longer kept.
    package func take(atLeast capacity: Int) -> (UnsafeMutablePointer<UInt8>, Int)? {
        lock.lock()
        defer { lock.unlock() }
        guard let index = kept.firstIndex(where: { $0.capacity >= capacity }) else { return nil }
        return kept.remove(at: index)
    }

    /// Keeps `base` for a later writer; false when it is not kept (the caller frees it).
    package func keep(_ base: UnsafeMutablePointer<UInt8>, capacity: Int) -> Bool {
        guard (Self.smallestKept...Self.largestKept).contains(capacity) else { return false }
        lock.lock()
        defer { lock.unlock() }
        guard kept.count < Self.mostKept else { return false }
        kept.append((base, capacity))
        return true
    }
}
