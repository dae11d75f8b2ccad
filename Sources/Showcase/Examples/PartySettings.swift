// Seed 000's party settings form (the Forms section's last sample, with the Hashtags section),
// as it is in the session notes but for two changes: `import SwiftUI` became `import Kiln`, and
// the view is named PartySettings instead of ContentView so that several seed samples can live
// in one module. (The notes' emoji were mangled in scraping; they are restored here.)
import Foundation
import Kiln

struct PartySettings: View {
    enum Theme: String, CaseIterable, Identifiable {
        var id: String { self.rawValue }
        case blue, gold, black, white

        var swatch: some View {
            Circle()
                .fill(color)
                .overlay {
                    Circle().stroke(.tertiary)
                }
                .frame(width: 15, height: 15)
        }

        var color: Color {
            switch self {
            case .blue: return .blue
            case .gold: return .yellow
            case .black: return .black
            case .white: return .white
            }
        }
    }

    enum ColorScheme: String {
        case light, dark
    }

    enum Decoration: String, CaseIterable {
        case balloon, confetti, inflatables, noisemakers, all, none
    }

    private let location = Location(
        firstLine: "One Apple Park Way", secondLine: "Cupertino, CA 95014")

    @State private var date: Date = DateComponents(
        calendar: .current, timeZone: .current, year: 2022, month: 6, day: 6
    ).date!
    @State private var eventDescription: String =
        "Come and join us celebrate SwiftUI's birthday party!\n🎉🎂"

    @State private var scheme: ColorScheme = .light
    @State private var accent: Theme = .blue
    @State private var extraGuests = false
    @State private var spacesCount: Float = 2

    @State private var includeBalloons = false
    @State private var includeConfetti = false
    @State private var includeInflatables = false
    @State private var includeBlowers = false

    @State private var swiftastic = false
    @State private var wwdcParty = true
    @State private var offTheCharts = true
    @State private var oneMoreThing = false

    @State private var selectedDecorations: [Decoration] = []
    @State private var decorationThemes: [Decoration: Theme] = [
        .balloon : .blue,
        .confetti: .gold,
        .inflatables: .black,
        .noisemakers: .white,
        .none: .black
    ]

    private var themes: [Binding<Theme>] {
        if selectedDecorations.count == 0 {
            return [Binding($decorationThemes[.none])!]
        }
        return selectedDecorations.compactMap {
            Binding($decorationThemes[$0])
        }
    }

    var body: some View {
        Form {
            Section {
                LabeledContent("Location") {
                    AddressView(location)
                }
                DatePicker("Date", selection: $date)
                TextField("Description", text: $eventDescription, axis: .vertical)
                    .lineLimit(3, reservesSpace: true)
            }

            Section("Vibe") {
                Picker("Accent color", selection: $accent) {
                    ForEach(Theme.allCases) { accent in
                        Text(accent.rawValue.capitalized).tag(accent)
                    }
                }
                Picker("Color scheme", selection: $scheme) {
                    Text("Light").tag(ColorScheme.light)
                    Text("Dark").tag(ColorScheme.dark)
                }
                #if os(macOS)
                .pickerStyle(.inline)
                #endif
                Toggle(isOn: $extraGuests) {
                    Text("Allow extra guests")
                    Text("The more the merrier!")
                }
                if extraGuests {
                    Stepper("Guests limit", value: $spacesCount, format: .number)
                }
            }

            Section("Decorations") {
                Section {
                    List {
                        DisclosureGroup {
                            HStack {
                                Toggle("Balloons 🎈", isOn: $includeBalloons)
                                Spacer()
                                decorationThemes[.balloon].map { $0.swatch }
                            }
                            .tag(Decoration.balloon)

                            HStack {
                                Toggle("Confetti 🎊", isOn: $includeConfetti)
                                Spacer()
                                decorationThemes[.confetti].map { $0.swatch }
                            }
                            .tag(Decoration.confetti)

                            HStack {
                                Toggle("Inflatables 🪅", isOn: $includeInflatables)
                                Spacer()
                                decorationThemes[.inflatables].map { $0.swatch }
                            }
                            .tag(Decoration.inflatables)

                            HStack {
                                Toggle("Party Horns 🥳", isOn: $includeBlowers)
                                Spacer()
                                decorationThemes[.noisemakers].map { $0.swatch }
                            }
                            .tag(Decoration.noisemakers)
                        } label: {
                            Toggle("All Decorations", isOn: [
                                $includeBalloons, $includeConfetti,
                                $includeInflatables, $includeBlowers
                            ])
                            .tag(Decoration.all)
                        }
                        #if os(macOS)
                        .toggleStyle(.checkbox)
                        #endif
                    }

                    Picker("Decoration theme", selection: themes) {
                        Text("Blue").tag(Theme.blue)
                        Text("Black").tag(Theme.black)
                        Text("Gold").tag(Theme.gold)
                        Text("White").tag(Theme.white)
                    }
                    #if os(macOS)
                    .pickerStyle(.radioGroup)
                    #endif
                }
            }

            Section("Hashtags") {
                VStack(alignment: .leading) {
                    HStack {
                        Toggle("#Swiftastic", isOn: $swiftastic)
                        Toggle("#WWParty", isOn: $wwdcParty)
                    }
                    HStack {
                        Toggle("#OffTheCharts", isOn: $offTheCharts)
                        Toggle("#OneMoreThing", isOn: $oneMoreThing)
                    }
                }
                .toggleStyle(.button)
                .buttonStyle(.bordered)
            }

        }
        .formStyle(.grouped)
    }
}
