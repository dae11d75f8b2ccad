import Foundation
import Kiln
import KilnTesting
import Testing

// Styles written as SwiftUI apps write them: `makeBody(configuration:)` runs while the page is
// built, with the control's own label and content where the body places them.

private struct CapsuleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .foregroundStyle(.white)
            .background(configuration.isPressed ? Color.gray : Color.blue, in: Capsule())
    }
}

extension ButtonStyle where Self == CapsuleButtonStyle {
    fileprivate static var capsule: CapsuleButtonStyle { CapsuleButtonStyle() }
}

private struct CheckmarkToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                configuration.label
                Spacer()
                Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
            }
        }
    }
}

private struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            configuration.title
            configuration.icon.foregroundStyle(.orange)
        }
    }
}

private struct NoteGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label.font(.caption)
            configuration.content
        }
        .padding(12)
        .background(Color.yellow.opacity(0.2), in: RoundedRectangle(cornerRadius: 12))
    }
}

struct StyleSnapshotTests {
    @Test func customButtonStyleDrawsTheLabelInsideARealButton() {
        assertSnapshot(of: HStack {
            Button("Order cake") {}.buttonStyle(CapsuleButtonStyle())
            Button("Plain") {}
        })
    }

    @Test @MainActor func buttonStyleStaticMemberShorthand() {
        let shorthand = Button("Order cake") {}.buttonStyle(.capsule)
        assertSnapshot(of: shorthand)
        #expect(HTMLRenderer(content: shorthand).prettyHTML() == HTMLRenderer(content: Button("Order cake") {}.buttonStyle(CapsuleButtonStyle())).prettyHTML())
    }

    @Test func customToggleStyleDrawsBothStatesAroundACheckbox() {
        assertSnapshot(of: VStack {
            Toggle("Balloons", isOn: .constant(true))
            Toggle("Streamers", isOn: .constant(false))
        }
        .toggleStyle(CheckmarkToggleStyle()))
    }

    @Test func customLabelStylePlacesTitleAndIcon() {
        assertSnapshot(of: Label("Cake", systemImage: "birthday.cake").labelStyle(TrailingIconLabelStyle()))
    }

    @Test func groupBoxDefaultStyleAndNestedBoxes() {
        assertSnapshot(of: GroupBox("Guests") {
            Text("Twelve are coming.")
            GroupBox {
                Text("Two are bringing cake.")
            }
        })
    }

    @Test func customGroupBoxStyle() {
        assertSnapshot(of: GroupBox {
            Text("Bring a jumper.")
        } label: {
            Label("Note", systemImage: "note.text")
        }
        .groupBoxStyle(NoteGroupBoxStyle()))
    }
}
