import Foundation
import Kiln
import Testing

/// A guide that is not a number is an error at the user's line; a guide or a container-relative
/// length Kiln cannot compute at build time is a warning there, and the page falls back.
struct AlignmentGuideBadInputTests {
    private let file = "KilnRenderingTests/AlignmentGuideBadInputTests.swift"

    @Test func aGuideClosureReturningNaNIsAnErrorAtItsLine() {
        let line = #line + 3
        let renderer = HTMLRenderer(content: VStack(alignment: .leading) {
            Text("a")
            Text("b").alignmentGuide(.leading) { _ in .nan }
        })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): error: alignmentGuide(.leading) computed nan for text; a guide must be a finite number",
        ])
        // The stack keeps its CSS alignment.
        #expect(!renderer.prettyHTML().contains("margin-inline-start"))
    }

    @Test func aGuideOfAViewOfUnknownWidthIsAWarningAndTheStackKeepsItsAlignment() {
        let line = #line + 3
        let renderer = HTMLRenderer(content: VStack(alignment: .leading) {
            Text("a")
            Color.red.frame(height: 4).alignmentGuide(.leading) { d in d.width / 2 }
        })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): warning: an alignment guide needs the size of fill, which cannot be known at build time (it takes the width it is offered); the stack aligns its views as if no guide were set",
        ])
    }

    @Test func aConstantGuideNeedsNoSize() {
        let renderer = HTMLRenderer(content: VStack(alignment: .leading) {
            Text("a")
            Color.red.frame(height: 4).alignmentGuide(.leading) { _ in -12 }
        })
        #expect(renderer.diagnostics.isEmpty)
        #expect(renderer.prettyHTML().contains("margin-inline-start:12px"))
    }

    @Test func aLengthClosureReturningNaNIsAnError() {
        let line = #line + 1
        let renderer = HTMLRenderer(content: Text("a").containerRelativeFrame(.horizontal) { length, _ in length > 500 ? .nan : length })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): error: containerRelativeFrame's length closure returned nan for the horizontal axis; a length must be a finite number",
        ])
    }

    @Test func aLengthClosureThatIsNotAShareIsAWarning() {
        let line = #line + 1
        let renderer = HTMLRenderer(content: Text("a").containerRelativeFrame(.horizontal) { length, _ in min(length, 600) })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): warning: containerRelativeFrame's length closure is not a share of the container plus a constant along the horizontal axis, so the page cannot follow it in CSS; the view keeps its own width",
        ])
        #expect(!renderer.prettyHTML().contains("cqw"))
    }

    @Test func aCountBelowOneIsAnError() {
        let line = #line + 1
        let renderer = HTMLRenderer(content: Text("a").containerRelativeFrame(.horizontal, count: 0, spacing: 8))
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): error: containerRelativeFrame needs a count and span of at least 1 and a finite spacing (count 0, span 1, spacing 8.0)",
        ])
    }
}
