import Foundation
import Kiln

struct ControlGallery: View {
    enum Theme: String, CaseIterable, Identifiable {
        case blue, gold, black, white
        var id: String { rawValue }
    }

    @State private var extraGuests = true
    @State private var balloons = true
    @State private var confetti = false
    @State private var accent = Theme.blue
    @State private var scheme = "Light"
    @State private var date = Date(timeIntervalSince1970: 1_654_473_600)
    @State private var title = ""
    @State private var details = "Come and join us celebrate SwiftUI's birthday party!"
    @State private var guests = 2
    @State private var volume = 0.6
    @State private var dates: Set<DateComponents> = [DateComponents(year: 2022, month: 6, day: 6), DateComponents(year: 2022, month: 6, day: 9)]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Toggle(isOn: $extraGuests) {
                Text("Allow extra guests")
                Text("The more the merrier!")
            }
            Toggle("Balloons", isOn: $balloons).toggleStyle(.checkbox)
            HStack {
                Toggle("#Swiftastic", isOn: $balloons)
                Toggle("#OffTheCharts", isOn: $confetti)
            }
            .toggleStyle(.button)
            .buttonStyle(.bordered)
            Picker("Accent color", selection: $accent) {
                ForEach(Theme.allCases) { theme in
                    Text(theme.rawValue.capitalized).tag(theme)
                }
            }
            Picker("Color scheme", selection: $scheme) {
                Text("Light").tag("Light")
                Text("Dark").tag("Dark")
            }
            .pickerStyle(.segmented)
            Picker("Theme", selection: $accent) {
                Text("Blue").tag(Theme.blue)
                Text("Gold").tag(Theme.gold)
            }
            .pickerStyle(.inline)
            DatePicker("Date", selection: $date)
            DatePicker("Day", selection: $date, displayedComponents: .date)
            TextField("Title", text: $title)
            TextField("Description", text: $details, axis: .vertical)
                .lineLimit(3, reservesSpace: true)
            SecureField("Password", text: $title)
            Stepper("Guests limit", value: $guests, in: 1...10)
            Slider(value: $volume) {
                Text("Volume")
            } minimumValueLabel: {
                Text("Quiet")
            } maximumValueLabel: {
                Text("Loud")
            }
            ProgressView("Invitations sent", value: 0.4)
            HStack {
                ProgressView()
                ProgressView(value: 0.7).progressViewStyle(.circular)
            }
            Gauge(value: 0.6) {
                Text("Snacks")
            } currentValueLabel: {
                Text("60%")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
            MultiDatePicker("Activity dates", selection: $dates)
            DisclosureGroup("Details", isExpanded: .constant(true)) {
                Text("A disclosure group is a details element.")
            }
            DisclosureGroup {
                Toggle("Balloons", isOn: $balloons)
                Toggle("Confetti", isOn: $confetti)
            } label: {
                Toggle("All decorations", isOn: [$balloons, $confetti])
            }
            HStack(spacing: 12) {
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Small") {}.buttonStyle(.bordered).controlSize(.small)
                Button("Disabled") {}.buttonStyle(.bordered).disabled(true)
            }
            HStack(spacing: 12) {
                ControlGroup {
                    Button("Previous") {}
                    Button("Next") {}
                }
                Menu("Actions") {
                    Button("Duplicate") {}
                    Button("Delete", role: .destructive) {}
                }
                Label("Share", systemImage: "square.and.arrow.up").labelStyle(.iconOnly)
            }
        }
        .frame(maxWidth: 480)
    }
}
