import Foundation
import KilnTestSupport
import KilnTree
@testable import KilnViews
import Testing

extension VerticalAlignment {
    fileprivate enum ThirdID: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
    }

    fileprivate enum OtherID: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
    }

    fileprivate static let firstThird = VerticalAlignment(ThirdID.self)
    fileprivate static let other = VerticalAlignment(OtherID.self)
}

/// Alignments are values as in SwiftUI: built-in guides, and custom ones named by `AlignmentID`
/// types whose default value views without a value of their own take.
@Suite struct AlignmentTests {
    @Test func customAlignmentsAreEqualByTheirIDType() {
        #expect(VerticalAlignment(VerticalAlignment.ThirdID.self) == .firstThird)
        #expect(VerticalAlignment.firstThird != .other)
        #expect(VerticalAlignment.firstThird != .top)
        #expect(VerticalAlignment.top == .top)
        #expect(HorizontalAlignment.leading != .trailing)
        #expect(Set([VerticalAlignment.firstThird, .firstThird, .center]).count == 2)
        #expect(Alignment(horizontal: .leading, vertical: .firstThird) != .leading)
    }

    @Test func viewDimensionsGiveBuiltInAndCustomGuidesAndExplicitValues() {
        let plain = ViewDimensions(size: CGSize(width: 90, height: 30))
        #expect(plain[HorizontalAlignment.center] == 45)
        #expect(plain[.trailing] == 90)
        #expect(plain[.bottom] == 30)
        #expect(plain[.firstThird] == 10, "the ID type's default value")
        #expect(plain[.other] == 30)
        #expect(plain[explicit: .firstThird] == nil)
        let set = ViewDimensions(GuideDimensions(width: 90, height: 30, explicit: [.vertical(.firstThird): 4, .horizontal(.leading): -2]))
        #expect(set[.firstThird] == 4, "a value the view set wins over the default")
        #expect(set[explicit: .firstThird] == 4)
        #expect(set[explicit: HorizontalAlignment.leading] == -2)
        #expect(set[explicit: .other] == nil)
    }

    @Test func combineExplicitTakesTheMeanButBaselinesTakeTheirExtremes() {
        #expect(HorizontalAlignment.leading.combineExplicit([2, nil, 6]) == 4)
        #expect(HorizontalAlignment.center.combineExplicit([nil, nil]) == nil)
        #expect(VerticalAlignment.firstTextBaseline.combineExplicit([8, 3, nil]) == 3)
        #expect(VerticalAlignment.lastTextBaseline.combineExplicit([8, 3]) == 8)
        #expect(VerticalAlignment.firstThird.combineExplicit([1, 2]) == 1.5)
    }

    @Test func alignmentGuideLowersToAModifierThatComputesFromTheViewsDimensions() throws {
        let node = lowerPage(VStack(alignment: .leading) {
            Text("a").alignmentGuide(.leading) { d in d[.trailing] - 4 }
        }).nodes[0]
        #expect(node.dump() == """
            vstack(alignment: leading)
            | text("a")
            |   .alignmentGuide(horizontal.leading)
            """)
        guard case .alignmentGuide(let guide) = node.children[0].modifiers.first else {
            Issue.record("no alignmentGuide modifier")
            return
        }
        #expect(guide.key == .horizontal(.leading))
        #expect(guide.computeValue(GuideDimensions(width: 50, height: 10)) == 46)
        #expect(guide.source?.fileID == "KilnViewsTests/AlignmentTests.swift")
    }

    @Test func aStackWithACustomAlignmentNamesItsIDType() {
        let node = lowerPage(HStack(alignment: .firstThird) { Text("a") }).nodes[0]
        #expect(node.dump().hasPrefix("hstack(alignment: ThirdID)"))
    }

    @Test func containerRelativeFrameLowersToSharesOfTheContainer() throws {
        func frame(_ view: some View) -> ContainerRelativeFrame? {
            let node = lowerPage(view).nodes[0]
            for case .containerRelativeFrame(let frame) in node.modifiers { return frame }
            return nil
        }
        let whole = try #require(frame(Text("a").containerRelativeFrame([.horizontal, .vertical], alignment: .topLeading)))
        #expect(whole.width == ContainerRelativeLength(fraction: 1, offset: 0))
        #expect(whole.height == ContainerRelativeLength(fraction: 1, offset: 0))
        #expect(whole.alignment == .topLeading)
        let thirds = try #require(frame(Text("a").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)))
        #expect(thirds.height == nil)
        #expect(abs(thirds.width!.length(in: 390) - ((390 - 20) / 3 * 2 + 10)) < 1e-9)
        let closure = try #require(frame(Text("a").containerRelativeFrame(.vertical) { length, _ in length / 4 + 3 }))
        #expect(closure.width == nil)
        #expect(closure.height == ContainerRelativeLength(fraction: 0.25, offset: 3))
    }
}
