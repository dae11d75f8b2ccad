import Foundation
import Kiln
import KilnTesting
import Testing

/// Views real apps use that Kiln composes from its own: a colour well, a content-unavailable view.
@MainActor struct EverydayViewTests {
    @Test func aColorPickerIsAColourWellBesideItsLabel() {
        assertSnapshot(of: Form { ColorPicker("Line colour", selection: .constant(.orange)) })
    }

    /// A content-unavailable view: its symbol large above its title, the description below,
    /// centred; `.search` is SwiftUI's "No Results".
    @Test func contentUnavailableViews() {
        assertSnapshot(of: VStack {
            ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
            ContentUnavailableView.search(text: "donuts")
        }.frame(width: 320, height: 600))
    }
}
