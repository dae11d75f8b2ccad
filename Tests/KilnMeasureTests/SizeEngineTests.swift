import KilnMeasure
import KilnTree
import Testing

/// The engine on hand-built trees: stacks of fixed boxes, spacers and text, and the views it
/// says it cannot size.
struct SizeEngineTests {
    private let engine = SizeEngine(imageSizes: ["photo": ImageSize(width: 120.4, height: 80)])
    private let proposal = SizeProposal(width: 300, height: nil)

    private func box(_ width: Double, _ height: Double) -> Node {
        Node(.fill(.color(.blue)), modifiers: [.frame(width: width, height: height, alignment: .center)])
    }

    @Test func anHStackOfBoxesIsTheirWidthsAndGapsAndAsTallAsTheTallest() throws {
        let row = Node(.hstack(alignment: .center, spacing: 10), children: [box(40, 20), box(60, 50)])
        #expect(try engine.sizeThatFits(row, proposal: proposal) == LayoutSize(width: 110, height: 50))
    }

    @Test func aSpacerMakesAStackTakeTheWholeWidth() throws {
        let row = Node(.hstack(alignment: .center, spacing: nil), children: [box(40, 20), Node(.spacer(minLength: nil))])
        #expect(try engine.sizeThatFits(row, proposal: proposal) == LayoutSize(width: 300, height: 20))
        // With nothing offered, the spacer is its minimum length, with no spacing beside it.
        #expect(try engine.sizeThatFits(row, proposal: .unspecified) == LayoutSize(width: 40 + 8, height: 20))
    }

    @Test func aVStackAddsHeightsAndSpacingAndTextsSitCloser() throws {
        let boxes = Node(.vstack(alignment: .center, spacing: nil), children: [box(40, 20), box(60, 30)])
        #expect(try engine.sizeThatFits(boxes, proposal: proposal) == LayoutSize(width: 60, height: 58))
        let texts = Node(.vstack(alignment: .center, spacing: nil), children: [Node(.text([TextRun("A")])), Node(.text([TextRun("B")]))])
        let line = (17 * 1.4412 * 64).rounded(.down) / 64
        #expect(try engine.sizeThatFits(texts, proposal: proposal).height == 2 * line + 2)
    }

    @Test func textWrapsToTheWidthOfferedAndIsItsLineWhereNothingIsOffered() throws {
        let text = Node(.text([TextRun("one two three four five six seven eight nine ten")]))
        let ideal = try engine.sizeThatFits(text, proposal: .unspecified)
        let narrow = try engine.sizeThatFits(text, proposal: SizeProposal(width: ideal.width / 2, height: nil))
        #expect(narrow.width == ideal.width / 2)
        #expect(narrow.height >= 2 * ideal.height)
        let range = try engine.widthRange(text)
        #expect(range.ideal == ideal.width && range.maximum == ideal.width && range.minimum < 20)
    }

    @Test func paddingFramesAndImagesOfKnownSize() throws {
        let padded = Node(.image(ImageContent(source: .asset("photo"), label: nil)), modifiers: [.padding(EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))])
        #expect(try engine.sizeThatFits(padded, proposal: proposal) == LayoutSize(width: 140, height: 90))
        let framed = Node(.fill(.color(.red)), modifiers: [.flexibleFrame(FlexibleFrame(maxWidth: 200))])
        #expect(try engine.sizeThatFits(framed, proposal: proposal) == LayoutSize(width: 200, height: 10))
    }

    @Test func whatCannotBeKnownIsSaidWithItsReason() {
        let cases: [(Node, String)] = [
            (Node(.image(ImageContent(source: .asset("unknown"), label: nil))), "no known size"),
            (Node(.text([TextRun("Hi")]), modifiers: [.font(Font.custom("Papyrus", size: 20))]), "Papyrus"),
            (Node(.text([TextRun("東京")])), "no known advance"),
            (Node(.list(ListSpec(style: .plain))), "not measured yet"),
        ]
        for (node, reason) in cases {
            var reported: Unmeasurable?
            #expect(engine.sizeThatFits(node, proposal: proposal, unknown: { reported = $0 }) == nil)
            #expect(reported?.reason.contains(reason) == true, "\(reported?.reason ?? "nothing reported") names \(reason)")
        }
    }
}
