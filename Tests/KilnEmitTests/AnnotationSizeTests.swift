@testable import KilnLayout
import KilnTree
import Testing

/// The build-time size of an annotation's view, which keeps it inside the plot.
struct AnnotationSizeTests {
    private func text(_ string: String) -> Node { Node(.text([TextRun(string)])) }

    @Test func aCaptionStackIsTwoCaptionLinesAndTheDefaultSpacing() {
        let stack = Node(.vstack(alignment: .trailing, spacing: nil), children: [text("Today's Goal"), text("Status")],
                         modifiers: [.font(.caption)])
        #expect(AnnotationSize.estimate(stack).height == 16 + 8 + 16, "caption lines are 16 points high, as the stylesheet sets them")
    }

    @Test func lineHeightsFollowTheTextStyleOrAFixedSize() {
        #expect(AnnotationSize.estimate(text("A")).height == 22, "body text, by default")
        #expect(AnnotationSize.estimate(Node(.text([TextRun("A")]), modifiers: [.font(Font(size: 10))])).height == 12, "1.2 em for a fixed size")
    }
}
