import Kiln
import KilnTestSupport
import Testing

/// `zIndex(_:)` orders the views of one container: the higher draws on top, equal indexes keep
/// the order they are written in (the last on top); it moves nothing.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct ZIndexGeometryTests {
    private func topmost<V: View>(_ view: V, at points: [(x: Double, y: Double)]) throws -> [String?] {
        try Browser.shared().topmost(view, at: points)
    }

    @Test func inAZStackTheHigherIndexDrawsOnTop() throws {
        let plain = try topmost(ZStack { block("first", 100, 100, .red); block("second", 100, 100) }, at: [(200, 50)])
        #expect(plain == ["second"], "without an index the last view is on top")
        let raised = try topmost(ZStack { block("first", 100, 100, .red).zIndex(1); block("second", 100, 100) }, at: [(200, 50)])
        #expect(raised == ["first"], "a higher index draws on top")
        let fractional = try topmost(ZStack {
            block("a", 100, 100, .red).zIndex(0.75)
            block("b", 100, 100).zIndex(0.5)
            block("c", 100, 100, .green).zIndex(-2)
        }, at: [(200, 50)])
        #expect(fractional == ["a"], "fractional indexes keep their order")
        let wrapped = try topmost(ZStack { block("first", 100, 100, .red).zIndex(1).padding(4).opacity(0.9); block("second", 108, 108) }, at: [(200, 54)])
        #expect(wrapped == ["first"], "the index holds through modifiers applied after it")
    }

    /// A layer CSS draws as a stacking context of its own (continuous corners are a clip path,
    /// opacity and blur effects) still draws under the layers written after it.
    @Test func aZStackDrawsLayersAfterAClippedOrFadedOneOnTop() throws {
        let clipped = try topmost(ZStack {
            RoundedRectangle(cornerRadius: 16).fill(.blue).frame(width: 100, height: 100).accessibilityIdentifier("card")
            block("title", 60, 20, .red)
        }, at: [(200, 50)])
        #expect(clipped == ["title"], "a title over a card with continuous corners")
        let faded = try topmost(ZStack {
            block("photo", 100, 100).opacity(0.8).blur(radius: 2)
            block("caption", 60, 20, .red)
        }, at: [(200, 50)])
        #expect(faded == ["caption"], "a caption over a faded, blurred photo")
    }

    @Test func inStacksTheHigherIndexDrawsOnTop() throws {
        // Negative spacing makes neighbours overlap by 50 pt.
        let row = try topmost(HStack(spacing: -50) { block("left", 100, 40, .red).zIndex(1); block("right", 100, 40) }, at: [(200, 20)])
        #expect(row == ["left"], "in an HStack")
        let column = try topmost(VStack(spacing: -20) { block("upper", 100, 40, .red); block("lower", 100, 40).zIndex(-1) }, at: [(200, 30)])
        #expect(column == ["upper"], "in a VStack, a negative index goes below")
    }

    @Test func inOverlaysAndBackgroundsTheHigherIndexDrawsOnTop() throws {
        let overlay = try topmost(block("base", 100, 100, .gray).overlay {
            block("o1", 60, 60, .red).zIndex(1)
            block("o2", 60, 60)
        }, at: [(200, 50)])
        #expect(overlay == ["o1"], "among an overlay's views")
        // The base is 20 x 20 in the middle; the background's views reach beyond it.
        let background = try topmost(block("base", 20, 20, .gray).background {
            block("b1", 100, 100, .red).zIndex(1)
            block("b2", 100, 100)
        }, at: [(200 - 40, 10 - 40 + 40)])
        #expect(background == ["b1"], "among a background's views")
    }

    @Test func aStacksOwnLayersStayBehindAndInFrontOfAllItsViews() throws {
        // "sunk" has the lowest of two negative indexes in its stack; the stack's background still draws behind it
        // and its overlay in front.
        let page = HStack(spacing: 0) { block("plain", 50, 40, .red).zIndex(-1); block("sunk", 50, 40).zIndex(-2) }
            .background { Color.yellow.accessibilityIdentifier("bg") }
            .overlay(alignment: .leading) { block("badge", 10, 10, .green) }
        let hits = try topmost(page, at: [(225, 20), (155, 20)])
        #expect(hits == ["sunk", "badge"], "the background is behind the sunk view and the overlay in front of the stack")
    }
}
