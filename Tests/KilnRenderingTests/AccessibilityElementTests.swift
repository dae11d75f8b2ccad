import Kiln
import Testing

/// `accessibilityElement(children:)` and `accessibilityValue` as assistive technology reads them.
struct AccessibilityElementTests {
    @Test func anIgnoringElementIsOneImageNamedByItsLabelAndValue() {
        let html = HTMLRenderer(content: VStack {
            Text("12:30")
            Text("left")
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Time remaining")
        .accessibilityValue("10 minutes")).prettyHTML()
        #expect(html.contains(#"role="img" aria-label="Time remaining, 10 minutes""#))
    }

    @Test func anIgnoringElementWithoutALabelIsNamedByItsTexts() {
        let html = HTMLRenderer(content: HStack {
            Text("3")
            Text("guests")
        }
        .accessibilityElement(children: .ignore)).prettyHTML()
        #expect(html.contains(#"role="img" aria-label="3 guests""#))
    }

    @Test func combiningLeavesTheChildrenToBeReadInOrderAndControlsStayReachable() {
        let combined = HTMLRenderer(content: VStack { Text("a"); Text("b") }.accessibilityElement(children: .combine)).prettyHTML()
        #expect(!combined.contains("role="))
        let withButton = HTMLRenderer(content: HStack { Text("Guests"); Button("Add") {} }.accessibilityElement()).prettyHTML()
        #expect(!withButton.contains(#"role="img""#))
    }

    /// `help` is the tooltip a browser shows on hover, and the description assistive technology
    /// reads; the innermost one is the view's, as SwiftUI shows it.
    @Test func helpIsTheViewsTooltip() {
        let html = HTMLRenderer(content: VStack {
            Button("Delete") {}.help("Removes the party for every guest")
            Text("Budget").help("What the party may cost").help("Outer")
        }).prettyHTML()
        #expect(html.contains(#"title="Removes the party for every guest""#))
        #expect(html.contains(#"title="What the party may cost""#))
        #expect(html.contains(#"title="Outer""#), "an outer help is a box of its own around the view")
    }

    /// SwiftUI's earlier names draw what their current ones do.
    @Test func earlierNamesDrawAsTheirCurrentOnes() {
        let tinted = HTMLRenderer(content: Toggle("Balloons", isOn: .constant(true)).tint(.green)).prettyHTML()
        #expect(HTMLRenderer(content: Toggle("Balloons", isOn: .constant(true)).accentColor(.green)).prettyHTML() == tinted)
        let plain = HTMLRenderer(content: Text("Row 3")).prettyHTML()
        #expect(HTMLRenderer(content: Text("Row 3").id(3)).prettyHTML() == plain, "an identity changes nothing drawn")
        let image = HTMLRenderer(content: Image(systemName: "star")).prettyHTML()
        #expect(HTMLRenderer(content: Image(systemName: "star").antialiased(false)).prettyHTML() == image)
    }

    @Test func aValueOnTextIsReadAfterIt() {
        let html = HTMLRenderer(content: Text("Volume").accessibilityValue("80 %")).prettyHTML()
        #expect(html.contains(#"<span class="k-sr">, 80 %</span>"#))
    }

    @Test func appOnlyAccessibilityModifiersAreReportedOnce() {
        let page = HTMLRenderer(content: VStack {
            Text("a").accessibilityHint("Opens the list").accessibilitySortPriority(1)
            Text("b").accessibilityHint(Text("Again")).accessibilityAction { }.accessibilityRemoveTraits(.isButton)
        })
        let messages = page.diagnostics.map(\.message)
        #expect(messages.filter { $0.hasPrefix("accessibilityHint ") }.count == 1)
        #expect(messages.contains { $0.hasPrefix("accessibilityAction ") })
        #expect(messages.contains { $0.hasPrefix("accessibilitySortPriority ") })
    }
}
