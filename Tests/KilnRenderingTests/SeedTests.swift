import Foundation
import Kiln
import KilnTesting
import Testing

@testable import Showcase

/// Seed 000's views (Sources/Showcase/Examples/Seed000Views.swift, copied from the session notes
/// with only the import changed) render as SwiftUI lays them out.
struct SeedTests {
    @Test func foodRowRendersNameLeadingAndQuantityTrailing() {
        assertSnapshot(of: FoodRow(food: donut))
    }

    @Test func taskLabelRendersIconAndTwoLineTitle() {
        assertSnapshot(of: TaskLabel(task: .invitations))
    }

    @Test @MainActor func addressViewRendersTwoCentredLines() {
        assertSnapshot(of: AddressView(Location(firstLine: "One Apple Park Way", secondLine: "Cupertino, CA 95014")))
    }

    @Test func everyTaskLabelRenders() {
        for task in PartyTask.allCases {
            let html = HTMLRenderer(content: TaskLabel(task: task)).prettyHTML()
            #expect(html.contains(task.subtitle.replacingOccurrences(of: "&", with: "&amp;")))
            // The icon of a Label is decorative: hidden, with no name of its own, and drawn (not the stand-in glyph).
            #expect(html.contains("aria-hidden=\"true\"") && !html.contains("role=\"img\""))
            #expect(HTMLRenderer(content: TaskLabel(task: task)).diagnostics.isEmpty, "\(task.imageName) has an icon")
        }
    }
}

/// Seed 002's Leaderboard and seed 000's party settings form (Examples/Leaderboard.swift and
/// Examples/PartySettings.swift, copied from the notes) compile and render as the sessions describe.
struct GridAndFormSeedTests {
    @Test @MainActor func leaderboardIsAGridWithAFlexibleBarColumnAndSpanningDividers() {
        let renderer = HTMLRenderer(content: LeaderboardExample())
        #expect(renderer.diagnostics.isEmpty)
        assertSnapshot(of: LeaderboardExample())
    }

    @Test @MainActor func partySettingsFormRendersEveryControl() {
        let renderer = HTMLRenderer(content: PartySettings())
        #expect(renderer.diagnostics.map(\.message) == [
            "a view whose controls change its @State puts a script of 717 bytes on this page so that the keyboard and assistive technology change it too, keeping focus on the control; without scripts a click or tap changes it"
        ])
        assertSnapshot(of: PartySettings())
    }
}
