import KilnEmit
import Testing

/// A page's writer takes the storage a finished writer grew (`WriterBuffers`), so that pages
/// after the first neither grow their buffer again nor fault its memory in again.
struct WriterBuffersTests {
    @Test func keptBuffersAreTakenOnceEachBySize() {
        let buffers = WriterBuffers()
        let small = UnsafeMutablePointer<UInt8>.allocate(capacity: 65_536)
        let large = UnsafeMutablePointer<UInt8>.allocate(capacity: 262_144)
        #expect(buffers.keep(small, capacity: 65_536))
        #expect(buffers.keep(large, capacity: 262_144))
        let taken = buffers.take(atLeast: 100_000)
        #expect(taken?.0 == large && taken?.1 == 262_144)
        #expect(buffers.take(atLeast: 100_000) == nil, "a buffer is taken once")
        #expect(buffers.take(atLeast: 16_384)?.0 == small)
        small.deallocate()
        large.deallocate()
    }

    @Test func aFewBuffersAreKeptAndNoSmallOrHugeOne() {
        let buffers = WriterBuffers()
        let small = UnsafeMutablePointer<UInt8>.allocate(capacity: WriterBuffers.smallestKept - 1)
        #expect(!buffers.keep(small, capacity: WriterBuffers.smallestKept - 1), "a buffer that never grew is freed")
        small.deallocate()
        var kept: [UnsafeMutablePointer<UInt8>] = []
        for _ in 0..<WriterBuffers.mostKept {
            let base = UnsafeMutablePointer<UInt8>.allocate(capacity: 65_536)
            #expect(buffers.keep(base, capacity: 65_536))
            kept.append(base)
        }
        let extra = UnsafeMutablePointer<UInt8>.allocate(capacity: 65_536)
        #expect(!buffers.keep(extra, capacity: 65_536), "enough are kept: the caller frees it")
        let huge = UnsafeMutablePointer<UInt8>.allocate(capacity: WriterBuffers.largestKept + 1)
        #expect(!buffers.keep(huge, capacity: WriterBuffers.largestKept + 1))
        for base in kept + [extra, huge] { base.deallocate() }
    }

    /// Whatever another writer left in the storage, a new buffer holds only what is written to it;
    /// two buffers alive at once never share storage.
    @Test func buffersWrittenAfterOneAnotherOrAtOnceHoldTheirOwnBytes() {
        do {
            var first = ByteBuffer(capacity: WriterBuffers.smallestTaken)
            for _ in 0..<100_000 { first.append(UInt8(ascii: "a")) }
            #expect(first.capacity >= 100_000)
        }
        var second = ByteBuffer(capacity: WriterBuffers.smallestTaken)
        var third = ByteBuffer(capacity: WriterBuffers.smallestTaken)
        #expect(second.isEmpty && third.isEmpty)
        second.append(utf8: "<p>second</p>")
        third.append(utf8: "<p>third</p>")
        #expect(second.string == "<p>second</p>")
        #expect(third.string == "<p>third</p>")
    }
}
