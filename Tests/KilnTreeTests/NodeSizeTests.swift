import Testing
import KilnTree

/// Nodes are copied and moved in every array of children, for every view of every page: a kind
/// whose payload is larger than a stack's, kept inline, would make every node larger (it was
/// 88 bytes until the largest payloads were made `indirect`).
@Suite struct NodeSizeTests {
    @Test func aNodeIsSixtyFourBytes() {
        #expect(MemoryLayout<Node.Kind>.size <= 18, "a kind's payload larger than a stack's is inline: make that case `indirect`")
        #expect(MemoryLayout<Node>.size <= 64)
    }
}
