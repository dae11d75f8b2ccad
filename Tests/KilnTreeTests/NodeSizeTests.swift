import Testing
import KilnTree

/// Nodes are copied and moved in every array of children, for every view of every page, and
/// their modifiers with them: a payload kept inline that is larger than the rest makes every
/// node, or every modifier, that large (a node was 88 bytes and a modifier 112 until the
/// largest payloads were made `indirect`).
@Suite struct NodeSizeTests {
    @Test func aNodeIsSixtyFourBytes() {
        #expect(MemoryLayout<Node.Kind>.size <= 18, "a kind's payload larger than a stack's is inline: make that case `indirect`")
        #expect(MemoryLayout<Node>.size <= 64)
    }

    @Test func aModifierIsAFramesSize() {
        #expect(MemoryLayout<NodeModifier>.size <= 49, "a modifier's payload larger than a frame's is inline: make that case `indirect`")
        #expect(MemoryLayout<Paint>.size <= 41, "a paint's payload larger than a colour's or a gradient's is inline")
    }
}
