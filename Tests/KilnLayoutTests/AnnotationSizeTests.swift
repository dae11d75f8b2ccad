@testable import KilnLayout
import KilnTestSupport
import KilnTree
import Testing

/// The build-time size of an annotation's view, which keeps it inside the plot.
struct AnnotationSizeTests {
    @Test func aCaptionStackIsTwoCaptionLinesAndTheDefaultSpacing() {
        let stack = Node(.vstack(alignment: .trailing, spacing: nil), children: [textNode("Today's Goal"), textNode("Status")],
                         modifiers: [.font(.caption)])
        #expect(AnnotationSize.estimate(stack).height == 16 + 8 + 16, "caption lines are 16 points high, as the stylesheet sets them")
    }

    @Test func lineHeightsFollowTheTextStyleOrAFixedSize() {
        #expect(AnnotationSize.estimate(textNode("A")).height == 22, "body text, by default")
        #expect(AnnotationSize.estimate(Node(.text([TextRun("A")]), modifiers: [.font(Font(size: 10))])).height == 12, "1.2 em for a fixed size")
    }
}
