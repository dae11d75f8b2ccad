import Foundation
import Kiln
import KilnTestSupport
import Testing

/// Controls take the space SwiftUI gives them: rows with the control trailing fill the width,
/// linear progress bars, sliders, segmented pickers and text fields are flexible.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct ControlGeometryTests {
    @Test func toggleInAVStackFillsTheWidthWithItsLabelLeading() throws {
        let page = try measure(VStack {
            Toggle(isOn: .constant(true)) { block("label", 60, 20) }.accessibilityIdentifier("toggle")
            block("narrow", 100, 20)
        })
        let toggle = try page.box("toggle"), label = try page.box("label")
        expectClose(toggle.x, 0, "the row starts at the page's leading edge")
        expectClose(toggle.width, 400, "the row fills the offered width")
        expectClose(toggle.height, 31, "as tall as iOS's switch")
        expectClose(label.x, 0, "the label is leading; the switch takes the trailing end")
    }

    @Test func linearProgressViewFillsTheRemainingWidthOfAnHStack() throws {
        let page = try measure(HStack {
            block("a", 100, 20)
            ProgressView(value: 0.5).accessibilityIdentifier("bar")
        }.frame(width: 300).accessibilityIdentifier("row"))
        let row = try page.box("row"), a = try page.box("a"), bar = try page.box("bar")
        expectClose(bar.x, a.x + 108, "after the block and the default spacing")
        expectClose(bar.x + bar.width, row.x + row.width, "to the end of the row")
    }

    @Test func sliderAndTextFieldShareAnHStacksWidth() throws {
        let page = try measure(HStack(spacing: 0) {
            Slider(value: .constant(0.5)) { Text("Volume") }.accessibilityIdentifier("slider")
            TextField("Name", text: .constant("")).accessibilityIdentifier("field")
        }.frame(width: 300))
        let slider = try page.box("slider"), field = try page.box("field")
        expectClose(slider.width + field.width, 300, "together they fill the row")
        // A plain field has no border or padding: the two split the row evenly.
        expectClose(field.width - slider.width, 0, "flexible views split the row")
    }

    @Test func segmentedPickerFillsAndSplitsItsSegmentsEvenly() throws {
        let view = VStack {
            Picker("Scheme", selection: .constant(1)) {
                Text("Light").tag(1)
                Text("Dark").tag(2)
            }
            .pickerStyle(.segmented)
            .accessibilityIdentifier("picker")
        }.frame(width: 320)
        let page = try measure(view)
        let picker = try page.box("picker")
        expectClose(picker.width, 320, "a segmented control takes the offered width")
        let html = HTMLRenderer(content: view).document(title: "Segments")
        let segments = try Browser.shared().evaluate(html: html, width: 400, script: """
            return [...document.querySelectorAll('[data-testid=picker] label')].map(l => l.getBoundingClientRect().width);
            """) as? [NSNumber] ?? []
        #expect(segments.count == 2, "two segments")
        for segment in segments { expectClose(segment.doubleValue, (320 - 4) / 2, "each segment takes half, inside the 2 pt track") }
    }

    /// iOS 26 draws a slider 31 points tall across the width, a linear progress bar 4 tall, a
    /// spinner 20×20 and a segmented control 31 tall (as wide as offered, 160 in a 160-point frame).
    /// iamcgn/swiftui-web Fixtures/Goldens/ios/layout/controls, ios/progress/basic and ios/picker/basic
    /// frames.json @ 33be5002bbddf8fd6f44ead75f592e35f77aaddf (the iPhone SE simulator, iOS 26.0)
    @Test func controlsAreAsLargeAsIOSDrawsThem() throws {
        let page = try measure(VStack(alignment: .leading, spacing: 12) {
            Slider(value: .constant(0.5)).accessibilityIdentifier("slider")
            ProgressView(value: 0.4).accessibilityIdentifier("bar")
            Picker("Size", selection: .constant(2)) {
                Text("Small").tag(1); Text("Medium").tag(2); Text("Large").tag(3)
            }
            .pickerStyle(.segmented)
            .accessibilityIdentifier("segmented")
            Picker("Size", selection: .constant(1)) {
                Text("Small").tag(1); Text("Medium").tag(2)
            }
            .pickerStyle(.segmented)
            .frame(width: 160)
            .accessibilityIdentifier("segmentedNarrow")
        }.frame(width: 320))
        let slider = try page.box("slider"), bar = try page.box("bar")
        let segmented = try page.box("segmented"), narrow = try page.box("segmentedNarrow")
        // The spinner turns, so its bounding box grows and shrinks as it turns: its layout box is what SwiftUI's frame is.
        let spinner = try Browser.shared().evaluate(html: HTMLRenderer(content: ProgressView().accessibilityIdentifier("spinner")).document(title: "Spinner"),
            width: 400, script: "const s = document.querySelector('[data-testid=spinner]'); return [s.offsetWidth, s.offsetHeight];")
        expectClose(slider.width, 320, "slider width")
        expectClose(slider.height, 31, "slider height")
        expectClose(bar.width, 320, "bar width")
        expectClose(bar.height, 4, "bar height")
        expectNumbers(spinner, [(20, "spinner width"), (20, "spinner height")], "spinner")
        expectClose(segmented.width, 320, "segmented width")
        expectClose(segmented.height, 31, "segmented height")
        expectClose(narrow.width, 160, "narrow segmented width")
        expectClose(narrow.height, 31, "narrow segmented height")
    }

    /// A segmented control's titles stay on one line and its segments are equally wide, as wide as
    /// the widest, where nothing is offered (`fixedSize`), as SwiftUI's are.
    @Test func aFixedSegmentedControlKeepsItsTitlesWholeInEqualSegments() throws {
        let view = Picker("Arrangement", selection: .constant(true)) {
            Text("Pods").tag(true); Text("Rows and columns").tag(false)
        }
        .pickerStyle(.segmented)
        .fixedSize()
        .accessibilityIdentifier("picker")
        let html = HTMLRenderer(content: view).document(title: "Segments")
        let found = try Browser.shared().evaluate(html: html, width: 390, script: """
            return [...document.querySelectorAll('[data-testid=picker] label')].map(l => {
              const r = l.getBoundingClientRect(), t = l.querySelector('span').getBoundingClientRect();
              return [r.width, r.height, t.height];
            });
            """) as? [[NSNumber]] ?? []
        #expect(found.count == 2, "two segments: \(found)")
        guard found.count == 2 else { return }
        expectClose(found[0][0].doubleValue, found[1][0].doubleValue, "equal segments")
        for segment in found { #expect(segment[2].doubleValue < 20, "one line of text: \(segment)") }
    }

    /// A menu picker is drawn as iOS draws it: no box, its value in the tint (it was the browser's
    /// bordered select), still a real select.
    @Test func aMenuPickerShowsItsValueInTheTintWithoutABox() throws {
        let html = HTMLRenderer(content: Picker("Flavour", selection: .constant(1)) {
            Text("Vanilla").tag(1); Text("Chocolate").tag(2)
        }).document(title: "Menu picker")
        let parts = try inspect(html: html, width: 390, selectors: ["select"], styles: ["border-top-width", "color", "background-color"])
        let select = try #require(parts["select"])
        #expect(select.style["border-top-width"] == "0px", "no border: \(select)")
        #expect(select.style["color"] == "rgb(0, 102, 214)", "the value in the accent colour: \(select)")
        #expect(select.style["background-color"] == "rgba(0, 0, 0, 0)", "no filled box: \(select)")
    }

    @Test func disclosureLabelHoldingAToggleSharesTheRowWithTheChevron() throws {
        let page = try measure(VStack {
            DisclosureGroup {
                block("content", 40, 20)
            } label: {
                Toggle(isOn: .constant(false)) { block("label", 60, 20) }.accessibilityIdentifier("toggle")
            }
            .accessibilityIdentifier("group")
        }, width: 400)
        let group = try page.box("group"), toggle = try page.box("toggle")
        expectClose(toggle.y, group.y, "the toggle sits on the disclosure's first row")
        expectClose(toggle.width, 360, "leaving 40px at the end for the chevron")
        expectClose(group.width, 400, "the group fills the width")
    }

    @Test func aControlGroupIsOneJoinedControl() throws {
        let page = try measure(ControlGroup {
            Button("Previous") {}.accessibilityIdentifier("a")
            Button("Next") {}.accessibilityIdentifier("b")
        }, styleProperties: ["border-top-right-radius", "border-left-width"])
        let a = try page.box("a"), b = try page.box("b")
        expectClose(b.x, a.x + a.width, "no gap between the buttons")
        expectClose(b.height, a.height, "one height")
        #expect(a.style["border-top-right-radius"] == "0px", "the inner corners are square: \(a)")
        #expect(b.style["border-left-width"] == "1px", "a hairline divides them: \(b)")
    }

    /// The computed style of the first element `selector` finds in `view`'s page.
    private func style<V: View>(of selector: String, in view: V, _ properties: [String]) throws -> [String] {
        let html = HTMLRenderer(content: view).document(title: "Controls")
        let found = try Browser.shared().evaluate(html: html, width: 400, script: """
            const style = getComputedStyle(document.querySelector(arguments[0]));
            return arguments[1].map(property => style.getPropertyValue(property));
            """, arguments: [selector, properties])
        return try #require(found as? [String], "found \(String(describing: found))")
    }

    /// iOS draws a text field without a box, in a form or out of it, unless its style is
    /// `.roundedBorder` (Apple's plain field is 26 points tall, a rounded one 34: iamcgn/swiftui-web
    /// Fixtures/Goldens/ios/layout/controls/frames.json @ 33be5002bbddf8fd6f44ead75f592e35f77aaddf).
    @Test func aTextFieldHasNoBoxUnlessItsStyleIsRoundedBorder() throws {
        let properties = ["border-top-width", "background-color"]
        let inForm = try style(of: "input", in: Form { TextField("Title", text: .constant("")) }, properties)
        #expect(inForm == ["0px", "rgba(0, 0, 0, 0)"], "plain text in the row: \(inForm)")
        let outside = try style(of: "input", in: VStack { TextField("Title", text: .constant("")) }, properties)
        #expect(outside == ["0px", "rgba(0, 0, 0, 0)"], "plain text outside a form too: \(outside)")
        let rounded = try style(of: "input", in: Form { TextField("Title", text: .constant("")).textFieldStyle(.roundedBorder) }, properties)
        #expect(rounded.first == "1px", "a rounded field keeps its border, even in a form: \(rounded)")
    }

    @Test func aDatePickerIsARoundedFilledCapsule() throws {
        let picker = DatePicker("Date", selection: .constant(Date(timeIntervalSince1970: 0)))
        let found = try style(of: "input", in: Form { picker }, ["border-top-width", "border-top-left-radius", "background-color"])
        #expect(found[0] == "0px" && found[1] == "8px", "no border, rounded: \(found)")
        #expect(found[2] != "rgba(0, 0, 0, 0)", "filled: \(found)")
    }

    /// SwiftUI's compact picker of a date and a time is two capsules, the date's then the
    /// time's, trailing in the row; its label keeps its word whole where the row is narrow.
    @Test func aDateAndTimePickerIsTwoCapsulesAndItsLabelStaysWhole() throws {
        let picker = DatePicker("Date", selection: .constant(Date(timeIntervalSince1970: 0)))
        func evaluate<V: View>(_ view: V, width: Int, _ script: String) throws -> Any? {
            try Browser.shared().evaluate(html: HTMLRenderer(content: view).document(title: "Date"), width: width, script: script)
        }
        let pills = try evaluate(Form { picker }, width: 600, """
            return [...document.querySelectorAll('input.k-date')].map(e => { const r = e.getBoundingClientRect(); return [e.type, r.x, r.y, r.right] })
            """) as? [[Any]] ?? []
        #expect(pills.map { $0[0] as? String } == ["date", "time"], "a date field, then a time field: \(pills)")
        if pills.count == 2, let dateRight = pills[0][3] as? Double, let timeX = pills[1][1] as? Double,
            let dateY = pills[0][2] as? Double, let timeY = pills[1][2] as? Double
        {
            #expect(timeX > dateRight && abs(timeY - dateY) < 1, "side by side: \(pills)")
        }
        let words = try evaluate(Form { HStack { picker }.frame(width: 200) }, width: 390, """
            const label = [...document.querySelectorAll('span, p')].find(e => e.textContent === 'Date');
            return label ? label.getClientRects().length === 1 && label.getBoundingClientRect().height < 30 : null
            """)
        #expect(words as? Bool == true, "the label is one line, its word whole: \(String(describing: words))")
    }
}
