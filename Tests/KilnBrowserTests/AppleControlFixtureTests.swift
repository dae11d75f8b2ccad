import Kiln
import KilnTestSupport
import Testing

/// Controls down a column as iOS 26 draws them, with Apple's own frames as the expected values.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct AppleControlFixtureTests {
    /// Text, a switch, a plain and a bordered button, plain and rounded fields, a slider, a
    /// stepper, a segmented picker and text in a VStack with default spacing: each one's height
    /// and its distance from the stack's top (a control 14.81 under text, text 8.43 under a control).
    /// Fixtures/Goldens/ios/layout/controls/frames.json @ 33be5002bbddf8fd6f44ead75f592e35f77aaddf
    @Test func controlsDownAColumnAreAsTallAndAsFarApartAsIOSDrawsThem() throws {
        let page = try measure(VStack {
            Text("Hello").accessibilityIdentifier("text")
            Toggle("Enabled", isOn: .constant(true)).accessibilityIdentifier("toggle")
            Button("OK") {}.accessibilityIdentifier("plain")
            Button("Bordered") {}.buttonStyle(.bordered).accessibilityIdentifier("bordered")
            TextField("Plain", text: .constant("")).accessibilityIdentifier("field")
            TextField("Rounded", text: .constant("")).textFieldStyle(.roundedBorder).accessibilityIdentifier("rounded")
            Slider(value: .constant(0.5)).accessibilityIdentifier("slider")
            Stepper("Quantity: 3", value: .constant(3)).accessibilityIdentifier("stepper")
            Picker("Choice", selection: .constant(1)) {
                Text("One").tag(1)
                Text("Two").tag(2)
            }
            .pickerStyle(.segmented)
            .accessibilityIdentifier("segmented")
            Text("Hello").accessibilityIdentifier("textBelow")
        }
        .accessibilityIdentifier("stack"), width: 320)
        let top = try page.box("stack").y
        // Apple's y values less the stack's 52.166.
        let expected: [(String, Double, Double)] = [
            ("text", 0, 24.5), ("toggle", 39.3091, 30), ("plain", 77.7385, 24.5), ("bordered", 110.2385, 38.5),
            ("field", 156.7385, 26), ("rounded", 190.7385, 34), ("slider", 232.7385, 31), ("stepper", 271.7385, 32),
            ("segmented", 311.7385, 31), ("textBelow", 351.168, 24.5),
        ]
        for (probe, y, height) in expected {
            let box = try page.box(probe)
            withKnownIssue(Comment(rawValue: webKitTextRounding)) {
                expectClose(box.y - top, y, "\(probe) y")
            } when: { inWebKit && y > 150 }
            expectClose(box.height, height, "\(probe) height")
        }
    }

    /// Padding goes around a bordered button, whose own look (its tinted background and the
    /// padding inside it) stays as iOS draws it, 38.5 tall (the frame above): SwiftUI's padding
    /// is a view around the button. Kiln wrote it on the button itself, replacing the look's own
    /// padding, so the padded button was 64.5 tall instead of 78.5.
    @Test func paddingGoesAroundABorderedButtonsLook() throws {
        let page = try measure(VStack {
            Button("Bordered") {}.buttonStyle(.bordered).padding(20).accessibilityIdentifier("bordered")
            Button("Prominent") {}.buttonStyle(.borderedProminent).padding(.vertical, 10).accessibilityIdentifier("prominent")
        }, width: 320)
        expectClose(try page.box("bordered").height, 38.5 + 40, "padded bordered button")
        expectClose(try page.box("prominent").height, 38.5 + 20, "padded prominent button")
    }
}
