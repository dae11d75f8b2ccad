import Kiln
import KilnLayout
import KilnMeasure
import KilnTestSupport
import KilnTree
import Testing

/// The layout pass writes each view's CSS from a plan of its box, and the size engine measures
/// with a plan of its own making: for every view of the size corpus the two are the same plan,
/// so the engine cannot size a box the CSS does not draw.
struct BoxPlanParityTests {
    @Test func theEngineAndTheLayoutPassPlanEachBoxAlike() {
        let entries = SizeCorpus.views
        let nodes = lowerPage(ForEach(entries.indices, id: \.self) { entries[$0].view }).nodes
        #expect(nodes.count == entries.count, "one root node per view")
        let engine = SizeEngine()
        var measured = 0
        for (entry, node) in zip(entries, nodes) {
            guard let enginePlan = try? engine.plan(of: node) else { continue }
            measured += 1
            let layoutPlan = LayoutPass.plan(of: node)
            #expect(enginePlan == layoutPlan, "\(entry.name): the engine plans \(enginePlan), the layout pass \(layoutPlan)")
        }
        // Every view above is one the engine sizes.
        #expect(measured == entries.count)
    }
}
