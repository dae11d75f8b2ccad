@testable import KilnViews
import KilnTree
import Testing

/// Views that lower their content where it lies find it where they start (`wrappedContent(of:as:)`): their
/// `content` must stay their first stored property.
@Suite struct ContentFirstTests {
    @Test func wrappersHoldTheirContentFirst() {
        #expect(MemoryLayout<VStack<Text>>.offset(of: \.content) == 0)
        #expect(MemoryLayout<HStack<Text>>.offset(of: \.content) == 0)
        #expect(MemoryLayout<ZStack<Text>>.offset(of: \.content) == 0)
        #expect(MemoryLayout<NodeModifierView<Text>>.offset(of: \.content) == 0)
    }

    @Test func aBlockOfStacksLowersAsItsCopyWould() {
        let context = LoweringContext()
        var nodes: [Node] = []
        let block = VStack(alignment: .leading, spacing: 4) {
            HStack { Text("a"); Spacer(); Text(verbatim: "b") }
            ZStack { Text("c") }.padding(3)
        }
        withUnsafePointer(to: block) { type(of: block)._lower(at: $0, into: &nodes, context: context) }
        var copied: [Node] = []
        type(of: block)._lower(block, into: &copied, context: LoweringContext())
        #expect(nodes.map { $0.dump() } == copied.map { $0.dump() })
        #expect(nodes.first?.dump() == """
            vstack(alignment: leading, spacing: 4)
            | hstack(alignment: center)
            | | text("a")
            | | spacer
            | | text("b")
            | zstack(alignment: center/center)
            |   .padding(EdgeInsets(top: 3.0, leading: 3.0, bottom: 3.0, trailing: 3.0))
            | | text("c")
            """)
    }
}
