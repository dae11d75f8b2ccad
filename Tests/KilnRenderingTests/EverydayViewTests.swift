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

    /// A stepper that runs actions: its label beside a minus and a plus button named as VoiceOver
    /// names SwiftUI's, the minus disabled where it has no action.
    @Test func aStepperWithActions() {
        assertSnapshot(of: Form {
            Stepper { Text("Rows: 4") } onIncrement: {} onDecrement: {}
            Stepper("Columns: 1", onIncrement: {}, onDecrement: nil)
        }.frame(width: 360))
    }

    /// What assistive technology reads in place of a view: the view is hidden from it and the
    /// representation is read, not shown.
    @Test func anAccessibilityRepresentationReplacesWhatIsRead() {
        assertSnapshot(of: Capsule().fill(.green).frame(width: 50, height: 30)
            .accessibilityRepresentation { Toggle("Wi-Fi", isOn: .constant(true)) })
    }

    /// A shape with its type erased draws as the shape it holds.
    @Test func anErasedShapeIsTheShapeItHolds() {
        func page<S: Shape>(_ shape: S) -> String { HTMLRenderer(content: shape.fill(.blue).frame(width: 40, height: 20)).document(title: "S") }
        #expect(page(AnyShape(Capsule())) == page(Capsule()))
        #expect(page(AnyShape(Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20)))) == page(Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20))))
    }
}
