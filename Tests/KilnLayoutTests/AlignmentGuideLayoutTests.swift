import KilnLayout
import KilnTree
import Testing

/// A stack whose children set guides aligns them at the start and moves each by
/// max(guide) − its guide; one without keeps its CSS alignment and pays no measuring.
@Suite struct AlignmentGuideLayoutTests {
    typealias F = Fixture

    static func box(_ width: Double, _ height: Double) -> Node {
        Node(.fill(.color(.red)), modifiers: [.frame(width: width, height: height, alignment: .center)])
    }

    static func guided(_ node: Node, _ key: AlignmentKey, _ value: @escaping @Sendable (GuideDimensions) -> Double) -> Node {
        var node = node
        node.modifiers.append(.alignmentGuide(AlignmentGuide(key, source: nil, computeValue: value)))
        return node
    }

    @Test func aHangingGuideMovesTheOtherChildrenByItsWidth() {
        let stack = F.vstack([Self.box(100, 20), Self.guided(Self.box(40, 20), .horizontal(.leading)) { $0[HorizontalAlignment.trailing] }], alignment: .leading)
        #expect(F.layout(stack) == """
            <div> v {display: flex; flex-direction: column; align-items: start; gap: 8px}
              <div> f {background: var(--k-red); width: 100px; height: 20px; flex-shrink: 0; margin-inline-start: 40px}
              <div> f {background: var(--k-red); width: 40px; height: 20px; flex-shrink: 0}
            """)
    }

    @Test func aCentredStackWithAGuideLinesUpByMeasuredCentres() {
        let stack = F.vstack([Self.box(100, 20), Self.guided(Self.box(50, 20), .horizontal(.center)) { _ in 0 }])
        #expect(F.layout(stack).contains("<div> f {background: var(--k-red); width: 50px; height: 20px; flex-shrink: 0; margin-inline-start: 50px}"))
        #expect(F.layout(stack).contains("align-items: start"))
    }

    @Test func aStackWithoutGuidesKeepsItsCSSAlignment() {
        let stack = F.hstack([Self.box(10, 60), Self.box(10, 20)], alignment: .bottom)
        #expect(F.layout(stack).contains("align-items: end"))
        #expect(!F.layout(stack).contains("margin"))
    }
}
