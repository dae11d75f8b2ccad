import Foundation
import Kiln
import KilnTesting
import Testing

/// One snapshot per control and style: the HTML controls each becomes, labelled and usable
/// without JavaScript.
struct ControlSnapshotTests {
    enum Theme: String, CaseIterable, Identifiable {
        case blue, gold
        var id: String { rawValue }
    }

    @Test func toggleSwitchWithTitleAndSubtitle() {
        assertSnapshot(of: Toggle(isOn: .constant(true)) {
            Text("Allow extra guests")
            Text("The more the merrier!")
        })
    }

    @Test func toggleMixedForSeveralBindings() {
        assertSnapshot(of: Toggle("All decorations", isOn: [.constant(true), .constant(false)]))
    }

    @Test func toggleCheckboxAndButtonStyles() {
        assertSnapshot(of: VStack {
            Toggle("Balloons", isOn: .constant(false)).toggleStyle(.checkbox)
            Toggle("#Swiftastic", isOn: .constant(true)).toggleStyle(.button).buttonStyle(.bordered)
        })
    }

    @Test func pickerMenuSelectsTheMatchingTag() {
        assertSnapshot(of: Picker("Accent color", selection: .constant(Theme.gold)) {
            ForEach(Theme.allCases) { theme in Text(theme.rawValue.capitalized).tag(theme) }
        })
    }

    @Test func pickerSegmentedAndInline() {
        assertSnapshot(of: VStack {
            Picker("Scheme", selection: .constant("Dark")) {
                Text("Light").tag("Light")
                Text("Dark").tag("Dark")
            }
            .pickerStyle(.segmented)
            Picker("Theme", selection: .constant(Theme.blue)) {
                Text("Blue").tag(Theme.blue)
                Text("Gold").tag(Theme.gold)
            }
            .pickerStyle(.inline)
        })
    }

    @Test func pickerOverDifferingBindingsIsMixed() {
        assertSnapshot(of: Picker("Decoration theme", selection: [.constant(Theme.blue), .constant(Theme.gold)]) {
            Text("Blue").tag(Theme.blue)
            Text("Gold").tag(Theme.gold)
        })
    }

    @Test func datePickersWriteTheValueInUTC() {
        let date = Date(timeIntervalSince1970: 1_654_511_400) // 2022-06-06 10:30 UTC
        let earliest = Date(timeIntervalSince1970: 1_654_473_600)
        assertSnapshot(of: VStack {
            DatePicker("Date", selection: .constant(date))
            DatePicker("Day", selection: .constant(date), in: earliest..., displayedComponents: .date)
            DatePicker("Time", selection: .constant(date), displayedComponents: .hourAndMinute)
        })
    }

    @Test func multiDatePickerListsTheSelectedDates() {
        let dates: Set<DateComponents> = [DateComponents(year: 2022, month: 6, day: 9), DateComponents(year: 2022, month: 6, day: 6)]
        assertSnapshot(of: MultiDatePicker("Activity dates", selection: .constant(dates)))
    }

    @Test func textFieldsSecureFieldAndValueFormat() {
        assertSnapshot(of: VStack {
            TextField("Title", text: .constant(""))
            TextField("Name", text: .constant("Kiln"), prompt: Text("Required"))
            SecureField("Password", text: .constant("secret"))
            TextField("Amount", value: .constant(1234.5), format: .number)
        })
    }

    @Test func verticalTextFieldRowsFollowLineLimit() {
        assertSnapshot(of: VStack {
            TextField("Description", text: .constant("Line"), axis: .vertical).lineLimit(3, reservesSpace: true)
            TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(5...10)
            TextField("Bio", text: .constant(""), axis: .vertical).lineLimit(5)
        })
    }

    @Test func stepperAndSlider() {
        assertSnapshot(of: VStack {
            Stepper("Guests limit", value: .constant(2), in: 1...10)
            Stepper("Spaces", value: .constant(Float(2)), format: .number)
            Slider(value: .constant(0.5), in: 0...1, step: 0.1) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
        })
    }

    @Test func progressViewsLinearCircularAndIndeterminate() {
        assertSnapshot(of: VStack {
            ProgressView("Invitations sent", value: 0.4)
            ProgressView(value: 3, total: 4)
            ProgressView(value: 0.7).progressViewStyle(.circular)
            ProgressView()
            ProgressView("Loading").progressViewStyle(.linear)
        })
    }

    @Test func gaugeLinearAndCircular() {
        assertSnapshot(of: VStack {
            Gauge(value: 60, in: 0...100) { Text("Snacks") } currentValueLabel: { Text("60") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
            Gauge(value: 0.3) { Text("Fuel") }.gaugeStyle(.accessoryCircular)
        })
    }

    @Test func disclosureGroupsOpenWhenExpanded() {
        assertSnapshot(of: VStack {
            DisclosureGroup("Details", isExpanded: .constant(true)) { Text("Inside") }
            DisclosureGroup {
                Text("Balloons")
            } label: {
                Toggle("All decorations", isOn: .constant(false))
            }
        })
    }

    @Test func buttonStylesSizesAndDisabled() {
        assertSnapshot(of: VStack {
            Button("Automatic") {}
            Button("Plain") {}.buttonStyle(.plain)
            Button("Bordered") {}.buttonStyle(.bordered)
            Button("Prominent") {}.buttonStyle(.borderedProminent).controlSize(.large)
            Button("Delete", role: .destructive) {}.buttonStyle(.bordered).controlSize(.mini)
            Button("Off") {}.disabled(true)
        })
    }

    @Test func menuAndControlGroup() {
        assertSnapshot(of: HStack {
            ControlGroup {
                Button("Previous") {}
                Button("Next") {}
            }
            Menu("Actions") {
                Button("Duplicate") {}
            }
        })
    }

    @Test func labelStyles() {
        assertSnapshot(of: VStack {
            Label("Title only", systemImage: "star").labelStyle(.titleOnly)
            Label("Icon only", systemImage: "star").labelStyle(.iconOnly)
            Label("Both", systemImage: "star").labelStyle(.titleAndIcon)
        })
    }
}

/// `buttonBorderShape(_:)` on bordered buttons.
struct ButtonBorderShapeSnapshotTests {
    @Test func borderShapesSetTheCorners() {
        assertSnapshot(of: VStack {
            Button("Automatic") {}
            Button("Capsule") {}.buttonBorderShape(.capsule)
            Button("Rounded") {}.buttonBorderShape(.roundedRectangle)
            Button("Radius 3") {}.buttonBorderShape(.roundedRectangle(radius: 3))
            Button("+") {}.buttonBorderShape(.circle)
            Button("Plain keeps none") {}.buttonStyle(.plain).buttonBorderShape(.capsule)
        }.buttonStyle(.bordered))
    }
}
