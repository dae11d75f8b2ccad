import Kiln
import KilnTestSupport
import Testing

/// Forms: in a grouped form labels are leading and values trailing across each row; in a
/// `.columns` form labels line up trailing-aligned and values leading-aligned in two columns.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct FormGeometryTests {
    /// SwiftUI gives the less flexible side of a row its width first: a short value beside a
    /// long label stays one word, and the label wraps between its words.
    @Test func aShortValueBesideALongLabelStaysWhole() throws {
        let page = try measure(List {
            LabeledContent {
                Text("357").accessibilityIdentifier("value")
            } label: {
                Text("compiles and draws as SwiftUI does, shown by a test that names it").accessibilityIdentifier("label")
            }
        }, width: 390)
        let value = try page.box("value"), label = try page.box("label")
        #expect(value.height < 30, "the value on one line: \(value.height)")
        #expect(value.width > 25, "as wide as its digits: \(value.width)")
        #expect(label.height > 30, "the label wraps: \(label.height)")
    }

    @Test func groupedFormRowsPutLabelsLeadingAndValuesTrailingInsideInsetCards() throws {
        let page = try measure(Form {
            Section {
                LabeledContent { block("value1", 40, 20) } label: { block("label1", 60, 20) }
                LabeledContent { block("value2", 80, 20) } label: { block("label2", 30, 20) }
            } header: {
                Text("Header").accessibilityIdentifier("header")
            }
        }.accessibilityIdentifier("form"), width: 400)
        let form = try page.box("form")
        expectClose(form.width, 400, "a form takes the width offered")
        for index in 1...2 {
            let label = try page.box("label\(index)"), value = try page.box("value\(index)")
            expectClose(label.x, 16 + 16, "card inset 16, row padding 16")
            expectClose(value.x + value.width, 400 - 16 - 16, "value at the row's trailing edge")
        }
        let label1 = try page.box("label1"), label2 = try page.box("label2")
        #expect(label2.y >= label1.y + 44 - tolerance, "rows are at least 44 tall")
        let header = try page.box("header")
        #expect(header.y + header.height <= label1.y - 11, "the header is above the card")
    }

    @Test func columnsFormAlignsLabelsTrailingAndValuesLeading() throws {
        let page = try measure(Form {
            Section {
                LabeledContent { block("value1", 40, 20) } label: { block("label1", 60, 20) }
                LabeledContent { block("value2", 80, 20) } label: { block("label2", 120, 20) }
            }
            Section {
                LabeledContent { block("value3", 10, 20) } label: { block("label3", 30, 20) }
                block("loose", 50, 20)
            }
        }.formStyle(.columns), width: 500)
        let labels = try (1...3).map { try page.box("label\($0)") }
        let values = try (1...3).map { try page.box("value\($0)") }
        for label in labels { expectClose(label.x + label.width, 20 + 120, "labels end where the widest label ends") }
        for value in values { expectClose(value.x, 20 + 120 + 8, "values start in the second column") }
        expectClose(try page.box("loose").x, 20 + 120 + 8, "a view without a label lines up with the values")
    }
}
