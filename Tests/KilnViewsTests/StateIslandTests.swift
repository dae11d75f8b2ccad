import Foundation
import Observation
import KilnTree
import Testing

@testable import KilnViews

/// State islands in lowering: the states a view's controls reach, found at build time, and what
/// each control leads to; and the views that stay as they open, with the reason said once.
struct StateIslandTests {
    private struct Counter: View {
        @State private var count = 0

        var body: some View {
            HStack {
                Button("−") { count -= 1 }.disabled(count == 0)
                Text("\(count)")
                Button("+") { count += 1 }.disabled(count == 2)
            }
        }
    }

    /// What the island shows in each of its states, its variants resolved.
    private func renderings(_ island: Node) -> [[Node]]? {
        guard case .stateIsland(let payload) = island.kind else { return nil }
        return (0..<payload.stateCount).map { state in island.children.flatMap { $0.shown(inState: state, of: payload.id) } }
    }

    /// The transitions of the controls of each state, in order: `from → targets`.
    private func transitions(_ node: Node) -> [String] {
        var found: [String] = []
        func walk(_ node: Node) {
            if let transition = node.stateTransition {
                let targets = transition.targets.isEmpty ? "nothing" : transition.targets.map { $0.map(String.init) ?? "nil" }.joined(separator: " ")
                found.append("\(transition.from) → \(targets)")
            }
            node.children.forEach(walk)
        }
        walk(node)
        return found
    }

    @Test func aBoundedCounterIsWrittenWithEachOfItsStates() throws {
        let page = lowerPage(Counter())
        #expect(page.diagnostics.isEmpty)
        let island = try #require(page.nodes.first)
        #expect(island.dump().hasPrefix("stateIsland(id: 1, states: 3)"))
        #expect(renderings(island)?.map { $0.first?.children[1].plainText } == ["0", "1", "2"], "first the state the page opens in, then breadth first")
        // At 0 the − button is disabled and does nothing; at 2, the + button.
        #expect(transitions(island).sorted() == ["0 → 1", "0 → nothing", "1 → 0", "1 → 2", "2 → 1", "2 → nothing"])
    }

    @Test func stateNoViewShowsMakesNoIsland() {
        struct Voting: View {
            @State private var votes = 0
            var body: some View {
                Button("Vote") { votes += 1 }
            }
        }
        let page = lowerPage(Voting())
        #expect(page.diagnostics.isEmpty, "every vote renders alike: one state")
        #expect(page.nodes.first?.dump() == "control(button(style: automatic))\n| text(\"Vote\")", "the button stays plain")
    }

    @Test func aToggleRevealsWhatItsStateShows() throws {
        struct Details: View {
            @State private var showsDetails = false
            var body: some View {
                VStack {
                    Toggle("Details", isOn: $showsDetails)
                    if showsDetails { Text("Doors open at eight.") }
                }
            }
        }
        let island = try #require(lowerPage(Details()).nodes.first)
        let shown = try #require(renderings(island))
        #expect(shown.map { $0.first?.plainText } == ["Details", "Details Doors open at eight."])
        #expect(transitions(island) == ["0 → 1", "1 → 0"])
    }

    @Test func aViewPastTheStateLimitReactsForItsFirstStepsAndSaysWhereItsStateIs() throws {
        struct Endless: View {
            @State private var count = 0  // the line the warning names
            var body: some View {
                Button("Count \(count)") { count += 1 }
            }
        }
        let line = #line - 5
        let page = lowerPage(Endless())
        #expect(page.diagnostics.map(\.description) == [
            "KilnViewsTests/StateIslandTests.swift:\(line): warning: Endless's controls reach more than 64 states of its @State, the most a page holds for one view (SiteOptions.statesPerIsland), so on the page they take 63 steps from the first state, then the controls that would go further are disabled; give the view fewer states, or split it into views that each own their state"
        ])
        let island = try #require(page.nodes.first)
        #expect(renderings(island)?.map { $0.first?.plainText } == (0..<64).map { "Count \($0)" })
        #expect(transitions(island) == (0..<63).map { "\($0) → \($0 + 1)" } + ["63 → nil"], "the last count's button leads past the states written")
    }

    /// Past the limit, every state as few actions from the first as the furthest level kept is
    /// written: each control works for as many taps, whichever the reader taps first.
    @Test func pastTheLimitEveryControlWorksForAsManySteps() throws {
        struct Votes: View {
            @State private var votes = [0, 0, 0]
            var body: some View {
                HStack {
                    ForEach(0..<3) { pet in
                        Button("\(votes[pet])") { votes[pet] += 1 }
                    }
                }
            }
        }
        let page = lowerPage(Votes())
        #expect(page.diagnostics.map(\.message).first?.contains("they take 5 steps from the first state") == true)
        let island = try #require(page.nodes.first)
        let shown = try #require(renderings(island))
        // Three buttons: 1 + 3 + 6 + 10 + 15 + 21 states within five votes, 56 of at most 64.
        #expect(shown.count == 56)
        for rendering in shown {
            let buttons = rendering.flatMap(\.children)
            let cast = buttons.compactMap { Int($0.plainText) }.reduce(0, +)
            let targets = buttons.flatMap { $0.stateTransition?.targets ?? [] }
            #expect(targets.count == 3)
            #expect(targets.allSatisfy { cast == 5 ? $0 == nil : $0 != nil }, "votes \(cast): \(targets)")
        }
    }

    /// A stepper with bounds is drawn as SwiftUI draws it, a minus and a plus button, whose
    /// steps change the view on the page, disabled at the bounds.
    @Test func aBoundedStepperStepsThroughItsStates() throws {
        struct Guests: View {
            @State private var guests = 1
            var body: some View {
                Stepper("\(guests) guests", value: $guests, in: 1...3)
            }
        }
        let page = lowerPage(Guests())
        #expect(page.diagnostics.isEmpty)
        let island = try #require(page.nodes.first)
        #expect(renderings(island)?.map { $0.first?.plainText } == ["1 guests", "2 guests", "3 guests"])
        // Each state's minus then plus: disabled ones lead nowhere.
        #expect(transitions(island).sorted() == ["0 → 1", "0 → nothing", "1 → 0", "1 → 2", "2 → 1", "2 → nothing"])
    }

    /// A control the page leaves to the browser (a slider) whose value the view shows elsewhere
    /// is named once, at the view's state; one that shows only its own value is not.
    @Test func controlsLeftToTheBrowserThatChangeMoreAreNamed() {
        struct Mixer: View {
            @State private var volume = 0.5  // the line the warning names
            @State private var day = Date(timeIntervalSince1970: 0)
            @State private var name = ""
            var body: some View {
                VStack {
                    Slider(value: $volume) { Text("Volume") }
                    Text("Volume \(Int(volume * 100))%")
                    DatePicker("Day", selection: $day, displayedComponents: .date)
                    TextField("Name", text: $name)
                }
            }
        }
        let line = #line - 12
        let page = lowerPage(Mixer())
        #expect(page.diagnostics.map(\.description) == [
            "KilnViewsTests/StateIslandTests.swift:\(line): warning: in Mixer, Slider \"Volume\" changes more than its own value in the app, but on the page it shows only its own: sliders, text fields, date pickers and disclosure groups are left to the browser"
        ])
        #expect(pageTexts(page).contains("Volume 50%"), "the page opens as the view does")
    }

    /// An action that never ends stops the build with an error at the view's state, within the
    /// time limit `task` has (a second at least), rather than hanging it.
    @Test func anActionThatNeverEndsStopsTheBuildWithAnError() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = lowerPage(Spinner(), limits: LoweringLimits(taskTimeLimit: .milliseconds(300)))
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.hasPrefix(
            "KilnViewsTests/StateIslandTests.swift:\(Spinner.line): error: an action of a control in Spinner has run for more than 1 s at build time, as if it never ends"),
            "\(message)")
    }

    /// An `@Observable` model the view holds in `@State` is explored by its stored properties:
    /// an action's writes to it are taken back into the journal, so the page has each state and
    /// the model is left as it was.
    @Test @MainActor func anObservableModelTheViewHoldsReactsAndIsLeftAsItWas() throws {
        struct Likes: View {
            @State var model: LikesModel
            var body: some View {
                VStack {
                    Text("\(model.likes) likes by \(model.names.joined(separator: ", "))")
                    Button("Like") {
                        model.likes += 1
                        model.names.append("Bo")
                    }
                    .disabled(model.likes == 2)
                }
            }
        }
        let model = LikesModel()
        let page = lowerPage(Likes(model: model))
        #expect(page.diagnostics.isEmpty)
        let island = try #require(page.nodes.first)
        #expect(renderings(island)?.map { $0.first?.children.first?.plainText } == ["0 likes by Ada", "1 likes by Ada, Bo", "2 likes by Ada, Bo, Bo"])
        #expect(model.likes == 0 && model.names == ["Ada"], "the model is as it was")
    }

    /// A control that changes an object that is not a model Kiln explores (a plain class) is named
    /// at the view's property: the page cannot follow it.
    @Test @MainActor func aControlChangingAPlainObjectIsNamed() {
        struct Tallies: View {
            nonisolated static let line = #line + 1
            @State private var tally = Tally()
            var body: some View {
                Button("Tally \(tally.count)") { tally.count += 1 }
            }
        }
        let page = lowerPage(Tallies())
        #expect(page.diagnostics.map(\.description) == [
            "KilnViewsTests/StateIslandTests.swift:\(Tallies.line): warning: a control in Tallies changes an object the view holds that Kiln cannot explore (an @Observable model held in @State is explored, as is a @StateObject's @Published properties), which the page cannot follow: that control changes nothing on the page; keep what the page should show in @State"
        ])
    }

    /// Controls bound to an `@Observable` model through `@Bindable` are tried at build time
    /// without writing the model: it is the app's, and other pages may read it.
    @Test @MainActor func controlsBoundToAModelLeaveItAsItIs() {
        struct Preferences: View {
            nonisolated static let line = #line + 1
            @State private var showsMore = false
            @Bindable var settings: SettingsModel
            var body: some View {
                VStack {
                    Toggle("Dark", isOn: $settings.isDark)
                    TextField("Name", text: $settings.name)
                    Toggle("More", isOn: $showsMore)
                    if showsMore { Text("\(settings.name) in \(settings.isDark ? "dark" : "light")") }
                }
            }
        }
        let settings = SettingsModel()
        let page = lowerPage(Preferences(settings: settings))
        #expect(settings.isDark == false && settings.name == "Ada", "the model is as it was")
        #expect(page.diagnostics.map(\.description).first?.hasPrefix("KilnViewsTests/StateIslandTests.swift:\(Preferences.line): warning: a control in Preferences changes an object") == true)
        #expect(pageTexts(page).contains("Ada in light"), "the toggle the view owns reveals the model as it is")
    }

    /// An `ObservableObject` a view owns (`@StateObject`) is explored as its state is: its
    /// `@Published` properties are kept as `@State` is, so actions write a journal, not the model.
    @Test @MainActor func aModelTheViewOwnsReactsByItsPublishedProperties() throws {
        struct Cheers: View {
            @StateObject private var model = CheersModel()
            var body: some View {
                Button("Cheer \(model.cheers)") { model.cheers += 1 }.disabled(model.cheers == 2)
            }
        }
        let page = lowerPage(Cheers())
        #expect(page.diagnostics.isEmpty)
        let island = try #require(page.nodes.first)
        #expect(renderings(island)?.map { $0.first?.plainText } == ["Cheer 0", "Cheer 1", "Cheer 2"])
        #expect(transitions(island) == ["0 → 1", "1 → 2", "2 → nothing"], "the button is disabled at 2")
    }

    @Test func theLimitIsTheSites() throws {
        let page = lowerPage(Counter(), limits: LoweringLimits(statesPerIsland: 2))
        #expect(page.diagnostics.map(\.message).first?.hasPrefix("Counter's controls reach more than 2 states") == true)
        let island = try #require(page.nodes.first)
        #expect(renderings(island)?.count == 2)
        #expect(transitions(island).contains("1 → nil"), "+ at 1 leads past the two states written")
    }

    @Test func anActionChangingAnotherViewsStateIsLeftAsItIs() throws {
        struct Row: View {
            @State private var isExpanded = false
            let onSelect: () -> Void
            var body: some View {
                VStack {
                    Button("More") { isExpanded.toggle() }
                    if isExpanded { Text("Details") }
                    Button("Select", action: onSelect)
                }
            }
        }
        struct Parent: View {
            @State private var selected = 0
            var body: some View {
                Row { selected += 1 }
            }
        }
        let page = lowerPage(Parent())
        #expect(page.diagnostics.map(\.message).contains(
            "a control in Row changes state that Row does not own, which the page cannot show; that control is left as it is"))
        // Parent's own island: the selection changes what nothing shows.
        let row = try #require(page.nodes.first)
        #expect(transitions(row).contains("0 → 1"), "More still reveals the details")
    }

    @Test func appearActionsOfOtherStatesDoNotRun() throws {
        struct Revealing: View {
            @State private var shows = false
            @State private var appeared = 0
            var body: some View {
                VStack {
                    Toggle("Show", isOn: $shows)
                    Text("appeared \(appeared)")
                    if shows { Text("shown").onAppear { appeared += 1 } }
                }
            }
        }
        let page = lowerPage(Revealing())
        #expect(page.diagnostics.isEmpty)
        let shown = try #require(page.nodes.first.flatMap(renderings))
        #expect(shown.map { $0.first?.children[1].plainText } == ["appeared 0", "appeared 0"], "the build never ran the action")
    }
}

/// A view whose button's action loops for ever.
private struct Spinner: View {
    nonisolated static let line = #line + 1
    @State private var turns = 0
    var body: some View {
        Button("Spin \(turns)") {
            while turns >= 0 { turns = (turns + 1) % 360 }
        }
    }
}

@Observable nonisolated private final class LikesModel {
    var likes = 0
    var names = ["Ada"]
}

nonisolated private final class Tally {
    var count = 0
}

nonisolated private final class CheersModel: ObservableObject {
    @Published var cheers = 0
}

@Observable nonisolated private final class SettingsModel {
    var isDark = false
    var name = "Ada"
}
