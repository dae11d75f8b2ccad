import KilnLayout
import KilnTree
import Testing

/// Stacks, frames and padding resolved from hand-built nodes, checked against the outline of the elements.
@Suite struct StackLayoutTests {
    typealias F = Fixture

    @Test func aVStackIsAFlexColumnWithItsAlignmentAndSpacing() {
        #expect(F.layout(F.vstack([F.text("a"), F.text("b")], alignment: .leading, spacing: 12)) == """
            <div> v {display: flex; flex-direction: column; align-items: start; gap: 12px}
              <p> t
                "a"
              <p> t
                "b"
            """)
    }

    @Test func linesOfPlainTextSitTwoPointsApartByDefault() {
        #expect(F.layout(F.vstack([F.text("Title"), F.text("Subtitle")])) == """
            <div> v {display: flex; flex-direction: column; align-items: center; gap: 2px}
              <p> t
                "Title"
              <p> t
                "Subtitle"
            """)
    }

    /// Text over another view sits 14.8091 above it, by its baseline (`Node.defaultSpacing`).
    @Test func textSitsFurtherFromAViewBelowAndADividerStretchesAcrossTheColumn() {
        #expect(F.layout(F.vstack([F.text("a"), Node(.divider)])) == """
            <div> v {display: flex; flex-direction: column; align-items: center; gap: 14.8091px; align-self: stretch}
              <p> t
                "a"
              <hr> d {height: var(--k-hairline,1px); background: var(--k-separator); align-self: stretch}
            """)
    }

    /// No spacing beside the spacer: the row's gap is 0, so no margin has to take it back.
    @Test func aSpacerTakesTheFreeWidthOfARowAndTheRowTheWidthOffered() {
        #expect(F.layout(F.hstack([F.text("Name"), Node(.spacer(minLength: nil)), F.text("6")], alignment: .top)) == """
            <div> h {display: flex; align-items: start; gap: 0; align-self: stretch}
              <p> t
                "Name"
              <div> s {flex: 1 1 0; min-width: 8px}
              <p> t
                "6"
            """)
    }

    @Test func aNegativeSpacingPullsEachViewOverTheOneBefore() {
        #expect(F.layout(F.hstack([F.text("a"), F.text("b")], spacing: -4)) == """
            <div> h {display: flex; align-items: center; gap: 0}
              <p> t
                "a"
              <p> t {margin-inline-start: -4px}
                "b"
            """)
    }

    @Test func aZStackLayersItsViewsInOneGridCellByItsAlignment() {
        #expect(F.layout(Node(.zstack(alignment: .bottomTrailing), children: [Node(.fill(.color(.red))), F.text("x")])) == """
            <div> z {display: grid; justify-items: end; align-items: end; align-self: stretch; flex: 1 1 0}
              <div> f {background: var(--k-red); grid-area: 1/1; justify-self: stretch; align-self: stretch}
              <p> t {grid-area: 1/1}
                "x"
            """)
    }

    @Test func aFixedFrameIsAGridThatPlacesItsContentByAlignment() {
        #expect(F.layout(Node(.text([TextRun("x")]), modifiers: [.frame(width: 100, height: 50, alignment: .topLeading)])) == """
            <div> fr {display: grid; justify-items: start; align-items: start; width: 100px; height: 50px; grid-template-columns: 100%; grid-template-rows: 100%; flex-shrink: 0}
              <p> t
                "x"
            """)
    }

    /// A page makes each fixed frame's wrapper style once; a frame repeated around content that
    /// fills differently still gets its own tracks (here a column with a spacer, which fills its height).
    @Test func aRepeatedFrameKeepsItsTracksForWhatItFrames() {
        let frame = NodeModifier.frame(width: 100, height: nil, alignment: .leading)
        let dump = F.layout(F.vstack([
            Node(.text([TextRun("a")]), modifiers: [frame]),
            Node(.vstack(alignment: .center, spacing: nil), children: [F.text("b"), Node(.spacer(minLength: nil))], modifiers: [frame]),
            Node(.text([TextRun("c")]), modifiers: [frame]),
        ]))
        #expect(dump == """
            <div> v {display: flex; flex-direction: column; align-items: center; gap: 8px; flex: 1 1 0}
              <div> fr {display: grid; justify-items: start; align-items: center; width: 100px; grid-template-columns: 100%}
                <p> t
                  "a"
              <div> fr {display: grid; justify-items: start; align-items: center; width: 100px; grid-template-columns: 100%; grid-template-rows: 100%; flex: 1 1 0}
                <div> v {display: flex; flex-direction: column; align-items: center; gap: 0; align-self: stretch}
                  <p> t
                    "b"
                  <div> s {flex: 1 1 0; min-height: 8px}
              <div> fr {display: grid; justify-items: start; align-items: center; width: 100px; grid-template-columns: 100%}
                <p> t
                  "c"
            """)
    }

    @Test func anInfiniteMaximumWidthStretchesTheFrameAcrossItsColumn() {
        #expect(F.layout(Node(.text([TextRun("x")]), modifiers: [.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading))])) == """
            <div> fr {display: grid; justify-items: start; align-items: center; grid-template-columns: 100%; align-self: stretch}
              <p> t
                "x"
            """)
    }

    @Test func paddingThenBackgroundIsOneElement() {
        #expect(F.layout(Node(.text([TextRun("x")]), modifiers: [.padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)), .background(.paint(.color(.red), in: nil))])) == """
            <p> t {padding: 4px 8px; background: var(--k-red)}
              "x"
            """)
    }

    @Test func backgroundThenPaddingWrapsTheViewInANewBox() {
        #expect(F.layout(Node(.text([TextRun("x")]), modifiers: [.background(.paint(.color(.red), in: nil)), .padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))])) == """
            <div> w {display: grid; padding: 4px 8px}
              <p> t {background: var(--k-red)}
                "x"
            """)
    }
}
