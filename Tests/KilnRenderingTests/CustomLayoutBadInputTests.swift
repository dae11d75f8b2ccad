import Foundation
import Kiln
import Testing

/// A custom layout's bad answers are build errors at the user's line; a layout too restless to
/// draw exactly, or one whose views cannot be measured, is a warning naming it.
struct CustomLayoutBadInputTests {
    private let file = "KilnRenderingTests/CustomLayoutBadInputTests.swift"

    /// Places its first subview at `position` and answers `size`, whatever it is offered.
    private struct Placing: Layout {
        var size: CGSize
        var position: CGPoint
        var proposal: ProposedViewSize = .unspecified

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize { size }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            subviews.first?.place(at: position, proposal: self.proposal)
        }
    }

    /// Moves its subview one step per `step` px of width: a new band every step.
    private struct Restless: Layout {
        var step: CGFloat

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            CGSize(width: proposal.width ?? 100, height: 20)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            for subview in subviews { subview.place(at: CGPoint(x: (bounds.width / step).rounded(.down), y: 0), proposal: .unspecified) }
        }
    }

    @Test func aPlacementAtNaNIsAnErrorAtThePlaceCall() {
        let renderer = HTMLRenderer(content: Placing(size: CGSize(width: 10, height: 10), position: CGPoint(x: CGFloat.nan, y: 0)) {
            Text("a")
        })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):19: error: Placing placed subview 1 at (NaN, 0): a position must be a finite number",
        ])
        // The views stay on the page, in a column.
        #expect(renderer.prettyHTML().contains(">a<"))
    }

    @Test func aPlacementAtInfinityIsAnError() {
        let renderer = HTMLRenderer(content: Placing(size: CGSize(width: 10, height: 10), position: CGPoint(x: 0, y: CGFloat.infinity)) {
            Text("a")
        })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):19: error: Placing placed subview 1 at (0, ∞): a position must be a finite number",
        ])
    }

    @Test func aNegativeSizeIsAnErrorAtTheContainer() {
        let line = #line + 1
        let renderer = HTMLRenderer(content: Placing(size: CGSize(width: -5, height: 10), position: .zero) {
            Text("a")
        })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): error: Placing.sizeThatFits returned -5×10 for a proposal 0 wide: a layout's size must be finite and not negative",
        ])
    }

    @Test func proposingInfinityToAFlexibleViewIsAnError() {
        let renderer = HTMLRenderer(content: Placing(size: CGSize(width: 10, height: 10), position: .zero, proposal: .infinity) {
            Color.red
        })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):19: error: Placing proposed ∞×∞ to subview 1, which takes all it is offered: its size would be infinite",
        ])
    }

    @Test func tooManyBandsIsAWarningNamingTheLayout() {
        let line = #line + 1
        let renderer = HTMLRenderer(content: Restless(step: 20) { Color.red.frame(width: 10, height: 10) })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): warning: Restless places its subviews differently at 81 ranges of widths; Kiln keeps 24, so between some widths the placement is the nearest kept one's",
        ])
        let quiet = HTMLRenderer(content: Restless(step: 100) { Color.red.frame(width: 10, height: 10) })
        #expect(quiet.diagnostics.isEmpty, "17 bands are drawn as they are")
    }

    @Test func aSubviewOfUnknownSizeShowsTheViewsInAColumn() {
        let line = #line + 1
        let renderer = HTMLRenderer(content: Placing(size: CGSize(width: 10, height: 10), position: .zero) {
            Image("nowhere")
        })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): warning: Placing is shown as a column: its subviews' sizes cannot be known at build time (the image \"nowhere\" has no known size)",
        ])
    }

    @Test func aNavigationLinkInAGeometryReaderIsAWarningAndLeadsNowhere() {
        let line = #line + 3
        let renderer = HTMLRenderer(content: NavigationStack {
            GeometryReader { _ in
                NavigationLink("Details", value: 1)
            }
            .navigationDestination(for: Int.self) { Text("Item \($0)") }
        })
        // The reader's content is built in a walk of its own, outside the page's navigation stack.
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): warning: NavigationLink outside a NavigationStack or NavigationSplitView leads nowhere; its label is shown",
        ])
        #expect(!renderer.prettyHTML().contains("href"), "no link to another page's URL")
    }
}
