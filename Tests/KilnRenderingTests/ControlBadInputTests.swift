import Foundation
import Kiln
import Testing

/// Controls given values they cannot show: each has a defined result and, where SwiftUI would
/// log at run time, a warning naming the file and line of the control.
struct ControlBadInputTests {
    private let file = "KilnRenderingTests/ControlBadInputTests.swift"

    enum Theme: Hashable { case blue, gold, black }

    @Test func pickerSelectionMatchingNoTagWarnsAndSelectsNothing() {
        let line = #line + 1
        let renderer = HTMLRenderer(content: Picker("Theme", selection: .constant(Theme.black)) {
            Text("Blue").tag(Theme.blue)
            Text("Gold").tag(Theme.gold)
        })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): warning: Picker \"Theme\": the selection \"black\" matches no option's tag; no option is shown selected"
        ])
        #expect(!renderer.prettyHTML().contains("selected"))
    }

    @Test func pickerTagOfAnotherTypeDoesNotMatch() {
        let line = #line + 1
        let renderer = HTMLRenderer(content: Picker("Count", selection: .constant(1)) {
            Text("One").tag("1")
        })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): warning: Picker \"Count\": the selection \"1\" matches no option's tag; no option is shown selected"
        ])
    }

    @Test func progressValueThatIsNotANumberIsIndeterminate() {
        let line = #line + 1
        let renderer = HTMLRenderer(content: ProgressView(value: Double.nan, total: 0))
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): warning: ProgressView total 0.0 is not a positive number; 1 is used",
            "\(file):\(line): warning: ProgressView value nan is not a number; the progress is shown as indeterminate",
        ])
        #expect(!renderer.prettyHTML().contains("value="))
    }

    @Test func progressValueAboveTotalIsClamped() {
        let renderer = HTMLRenderer(content: ProgressView(value: 7, total: 4))
        #expect(renderer.diagnostics.isEmpty)
        #expect(renderer.prettyHTML().contains("value=\"4\" max=\"4\""))
    }

    @Test func gaugeValueOutsideItsRangeIsClamped() {
        let renderer = HTMLRenderer(content: Gauge(value: 150, in: 0...100) { Text("Snacks") })
        #expect(renderer.diagnostics.isEmpty)
        #expect(renderer.prettyHTML().contains("value=\"100\""))
    }

    @Test func secureFieldNeverWritesItsText() {
        let html = HTMLRenderer(content: SecureField("Password", text: .constant("hunter2"))).prettyHTML()
        #expect(!html.contains("hunter2"))
    }

    @Test func controlTextIsEscaped() {
        let html = HTMLRenderer(content: VStack {
            TextField("Name", text: .constant("\"><script>alert(1)</script>"))
            Picker("P", selection: .constant("<b>")) { Text("<b>").tag("<b>") }
        }).prettyHTML()
        #expect(!html.contains("<script>"))
        #expect(!html.contains("<b>"))
    }
}
