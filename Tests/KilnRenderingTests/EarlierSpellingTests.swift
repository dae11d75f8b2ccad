import Foundation
import Kiln
import KilnTesting
import Testing

/// SwiftUI 1's spellings, which apps written for it still use, draw as the API that replaced
/// them: the same HTML as the current form, so one snapshot per pair shows both agree.
@MainActor struct EarlierSpellingTests {
    @Test func navigationBarTitleIsTheNavigationTitle() {
        let earlier = HTMLRenderer(content: NavigationStack { Text("Body").navigationBarTitle("Orders", displayMode: .inline) }).document(title: "T")
        let current = HTMLRenderer(content: NavigationStack { Text("Body").navigationTitle("Orders").navigationBarTitleDisplayMode(.inline) }).document(title: "T")
        #expect(earlier == current)
    }

    @Test func navigationBarItemsAreLeadingAndTrailingToolbarItems() {
        assertSnapshot(of: NavigationStack {
            Text("Body").navigationBarItems(leading: Button("Edit") {}, trailing: Button("Add") {})
        })
    }

    @Test func accessibilitySpellingsAreTheModifiersThatReplacedThem() {
        let earlier = HTMLRenderer(content: Image(systemName: "star").accessibility(label: Text("Favourite")).accessibility(hidden: false)).document(title: "A")
        let current = HTMLRenderer(content: Image(systemName: "star").accessibilityLabel("Favourite").accessibilityHidden(false)).document(title: "A")
        #expect(earlier == current)
    }

    @Test func styleStructNamesGiveTheirStyles() {
        let earlier = HTMLRenderer(content: VStack {
            Picker("Tip", selection: .constant(1)) { Text("10%").tag(1); Text("20%").tag(2) }.pickerStyle(SegmentedPickerStyle())
            TextField("Name", text: .constant("")).textFieldStyle(RoundedBorderTextFieldStyle())
        }).document(title: "S")
        let current = HTMLRenderer(content: VStack {
            Picker("Tip", selection: .constant(1)) { Text("10%").tag(1); Text("20%").tag(2) }.pickerStyle(.segmented)
            TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)
        }).document(title: "S")
        #expect(earlier == current)
    }

    /// An alert value is drawn as the alert with its buttons: a cancel and a destructive action.
    @Test func alertValuesAreAlerts() {
        assertSnapshot(of: Text("Orders").alert(isPresented: .constant(true)) {
            Alert(title: Text("Delete the order?"), message: Text("It cannot be undone."),
                  primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())
        })
    }

    @Test func actionSheetsAreConfirmationDialogs() {
        assertSnapshot(of: Text("Photo").actionSheet(isPresented: .constant(true)) {
            ActionSheet(title: Text("Change the photo"), buttons: [.default(Text("Camera")), .cancel()])
        })
    }

    @Test func anAlertOfANilItemIsNotShown() {
        struct Problem: Identifiable { let id: Int }
        let html = HTMLRenderer(content: Text("Orders").alert(item: .constant(Problem?.none)) { _ in Alert(title: Text("Problem")) }).document(title: "A")
        #expect(!html.contains("Problem"), "no alert for a nil item")
    }

    @Test func olderNavigationLinkFormsAreLinksToTheirDestinations() {
        let earlier = HTMLRenderer(content: NavigationStack {
            NavigationLink("One", destination: Text("First"))
            NavigationLink(destination: Text("Second"), isActive: .constant(false)) { Text("Two") }
            NavigationLink(destination: Text("Third"), tag: 3, selection: .constant(Int?.none)) { Text("Three") }
        }).document(title: "N")
        let current = HTMLRenderer(content: NavigationStack {
            NavigationLink("One") { Text("First") }
            NavigationLink { Text("Second") } label: { Text("Two") }
            NavigationLink { Text("Third") } label: { Text("Three") }
        }).document(title: "N")
        #expect(earlier == current)
    }

    @Test func aPickerWithItsLabelAsAViewIsThePicker() {
        let earlier = HTMLRenderer(content: Picker(selection: .constant(1), label: Text("Tip")) { Text("10%").tag(1); Text("20%").tag(2) }).document(title: "P")
        let current = HTMLRenderer(content: Picker("Tip", selection: .constant(1)) { Text("10%").tag(1); Text("20%").tag(2) }).document(title: "P")
        #expect(earlier == current)
    }

    @Test func toolbarTitleDisplayModeIsTheBarTitleDisplayMode() {
        for (mode, barMode) in [(ToolbarTitleDisplayMode.inline, NavigationBarItem.TitleDisplayMode.inline), (.inlineLarge, .inline), (.large, .large), (.automatic, .automatic)] {
            let newer = HTMLRenderer(content: NavigationStack { Text("Body").navigationTitle("Orders").toolbarTitleDisplayMode(mode) }).document(title: "T")
            let older = HTMLRenderer(content: NavigationStack { Text("Body").navigationTitle("Orders").navigationBarTitleDisplayMode(barMode) }).document(title: "T")
            #expect(newer == older)
        }
    }

    @Test func aSectionWithItsFooterAsAViewIsTheSection() {
        let earlier = HTMLRenderer(content: List { Section(footer: Text("Saved on this device")) { Text("Backups") } }).document(title: "S")
        let current = HTMLRenderer(content: List { Section { Text("Backups") } footer: { Text("Saved on this device") } }).document(title: "S")
        #expect(earlier == current)
    }

    @Test func autocapitalizationIsTextInputAutocapitalization() {
        for (earlier, current) in [(AutocapitalizationType.none, TextInputAutocapitalization.never), (.words, .words), (.sentences, .sentences), (.allCharacters, .characters)] {
            let old = HTMLRenderer(content: TextField("Name", text: .constant("")).autocapitalization(earlier)).document(title: "A")
            let new = HTMLRenderer(content: TextField("Name", text: .constant("")).textInputAutocapitalization(current)).document(title: "A")
            #expect(old == new)
        }
        #expect(HTMLRenderer(content: TextField("Code", text: .constant("")).autocapitalization(.none)).document(title: "A").contains("autocapitalize=\"off\""))
    }

    @Test func aSliderWithItsValueLabelsAsViewsIsTheSlider() {
        let earlier = HTMLRenderer(content: Slider(
            value: .constant(50.0), in: 0...100, onEditingChanged: { _ in }, minimumValueLabel: Text("0%"), maximumValueLabel: Text("100%"), label: { Text("Volume") }
        )).document(title: "S")
        let current = HTMLRenderer(content: Slider(value: .constant(50.0), in: 0...100) { Text("Volume") } minimumValueLabel: { Text("0%") } maximumValueLabel: { Text("100%") })
            .document(title: "S")
        #expect(earlier == current)
    }

    @Test func aTintedSwitchStyleIsTheSwitchWithTheTint() {
        let earlier = HTMLRenderer(content: Toggle("Refills", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange))).document(title: "T")
        let current = HTMLRenderer(content: Toggle("Refills", isOn: .constant(true)).toggleStyle(.switch).tint(.orange)).document(title: "T")
        #expect(earlier == current)
        let plain = HTMLRenderer(content: Toggle("Refills", isOn: .constant(true)).toggleStyle(SwitchToggleStyle())).document(title: "T")
        #expect(plain == HTMLRenderer(content: Toggle("Refills", isOn: .constant(true)).toggleStyle(.switch)).document(title: "T"))
    }

    @Test func rowsWithDeleteAndMoveActionsAreTheRows() {
        let edited = HTMLRenderer(content: List { ForEach(["Paris", "Rome"], id: \.self) { Text($0) }.onDelete { _ in }.onMove { _, _ in } })
        #expect(edited.document(title: "L") == HTMLRenderer(content: List { ForEach(["Paris", "Rome"], id: \.self) { Text($0) } }).document(title: "L"))
        #expect(Set(edited.diagnostics.map(\.message)) == [
            "onDelete has no meaning on a static page; it is left out", "onMove has no meaning on a static page; it is left out",
        ])
    }

    @Test func aDestinationPresentedByStateIsNotAPageYetAndSaysSoWherePresented() {
        let line = #line + 2
        let shown = HTMLRenderer(content: NavigationStack {
            Text("Search").navigationDestination(isPresented: .constant(true)) { Text("Forecast") }
        })
        #expect(shown.diagnostics.map(\.description) == [
            "KilnRenderingTests/EarlierSpellingTests.swift:\(line): warning: navigationDestination(isPresented:) is not drawn on a page yet; it is left out"
        ])
        #expect(!shown.document(title: "N").contains("Forecast"))
        let hidden = HTMLRenderer(content: NavigationStack {
            Text("Search").navigationDestination(item: .constant(Int?.none)) { Text("Day \($0)") }
        })
        #expect(hidden.diagnostics.isEmpty)
    }

    @Test func aNamedCoordinateSpaceDrawsNothing() {
        let named = HTMLRenderer(content: VStack { Text("Board") }.coordinateSpace(name: "board")).document(title: "C")
        #expect(named == HTMLRenderer(content: VStack { Text("Board") }).document(title: "C"))
    }

    @Test func dataWrittenAtomicallyByItsOtherName() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-atomic-\(UUID()).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("saved".utf8).write(to: file, options: .atomicWrite)
        #expect(try String(contentsOf: file, encoding: .utf8) == "saved")
    }

    @Test func aStepperWithAnEditingActionIsTheStepper() {
        let earlier = HTMLRenderer(content: Stepper(value: .constant(2), in: 0...9, step: 1, onEditingChanged: { _ in }) { Text("Guests") }).document(title: "S")
        let current = HTMLRenderer(content: Stepper("Guests", value: .constant(2), in: 0...9)).document(title: "S")
        #expect(earlier == current)
    }

    @Test func aStepperWithItsLabelLastIsTheStepper() {
        let earlier = HTMLRenderer(content: Stepper(onIncrement: {}, onDecrement: {}, label: { Text("Done 2 times") })).document(title: "S")
        let current = HTMLRenderer(content: Stepper { Text("Done 2 times") } onIncrement: {} onDecrement: {}).document(title: "S")
        #expect(earlier == current)
    }

    /// `colorScheme(_:)` sets the scheme the views inside read; the page follows the reader's, and says so once.
    @Test func colorSchemeIsTheEnvironmentsScheme() {
        struct SchemeName: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Text(scheme == .dark ? "dark" : "light") }
        }
        let renderer = HTMLRenderer(content: SchemeName().colorScheme(.dark))
        #expect(renderer.document(title: "S").contains(">dark<"))
        #expect(renderer.diagnostics.map(\.message).contains { $0.contains("colorScheme(_:)") })
    }

    @Test func aLongPressWithItsPressingActionFirstIsTheLongPress() {
        let earlier = HTMLRenderer(content: Text("Hold").onLongPressGesture(minimumDuration: 1, pressing: { _ in }) {}).document(title: "L")
        let current = HTMLRenderer(content: Text("Hold").onLongPressGesture(minimumDuration: 1) {}).document(title: "L")
        #expect(earlier == current)
    }
}

/// Toolbar content written as SwiftUI types it: a `ToolbarContent` type, a `@ToolbarContentBuilder`
/// property, mixed with items written in place.
@MainActor struct ToolbarContentTests {
    struct EditingItems: ToolbarContent {
        var body: some ToolbarContent {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
            ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
        }
    }

    struct Editor: View {
        var body: some View {
            NavigationStack {
                Text("Draft").toolbar { shareItem; EditingItems() }
            }
        }

        @ToolbarContentBuilder var shareItem: some ToolbarContent {
            ToolbarItem(placement: .primaryAction) { Button("Share") {} }
        }
    }

    @Test func toolbarContentTypesAndBuildersAreItsItems() {
        let typed = HTMLRenderer(content: Editor()).document(title: "T")
        let inPlace = HTMLRenderer(content: NavigationStack {
            Text("Draft").toolbar {
                ToolbarItem(placement: .primaryAction) { Button("Share") {} }
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
            }
        }).document(title: "T")
        #expect(typed == inPlace)
        #expect(typed.contains(">Cancel<") && typed.contains(">Done<") && typed.contains(">Share<"))
    }
}

/// A property wrapper of the app's own, built from `@State`, as a `DynamicProperty`.
@MainActor struct DynamicPropertyTests {
    @propertyWrapper struct Remembered: DynamicProperty {
        @State private var value: Bool
        init(wrappedValue: Bool) { _value = State(wrappedValue: wrappedValue) }
        var wrappedValue: Bool {
            get { value }
            nonmutating set { value = newValue }
        }
        var projectedValue: Binding<Bool> { $value }
    }

    struct Settings: View {
        @Remembered var isOn = true
        var body: some View {
            Toggle("Sounds", isOn: $isOn)
            Text(isOn ? "On" : "Off")
        }
    }

    @Test func itsStateIsTheViewsState() {
        let html = HTMLRenderer(content: Settings()).document(title: "D")
        #expect(html.contains(" checked") && html.contains(">On<"), "\(html)")
    }
}

/// A list row's insets and badge, and controls without their labels.
@MainActor struct ListRowModifierTests {
    @Test func rowInsetsAndBadges() {
        assertSnapshot(of: List {
            Text("Edge to edge").listRowInsets(EdgeInsets())
            Text("Inbox").badge(3)
            Text("Drafts").badge(0)
            Text("Outbox").badge("Sending")
        })
    }

    @Test func hiddenLabelsStillNameTheirControls() {
        assertSnapshot(of: VStack {
            Toggle("Notifications", isOn: .constant(true)).labelsHidden()
            Picker("Flavor", selection: .constant(1)) { Text("Sprinkles").tag(1) }.labelsHidden()
        })
    }
}

/// A scroll view reader draws its content as it is; a scroll asked for while the page is built
/// is not drawn yet, and the build says so at its line.
@MainActor struct ScrollViewReaderTests {
    @Test func itsContentIsDrawnAndAScrollAtLoadIsReported() {
        let line = #line + 4
        let reader = ScrollViewReader { proxy in
            ScrollView {
                ForEach(0..<3, id: \.self) { Text("Row \($0)").id($0) }
            }.onAppear { proxy.scrollTo(2, anchor: .top) }
        }
        let renderer = HTMLRenderer(content: reader)
        #expect(renderer.diagnostics.map(\.description).contains(
            "KilnRenderingTests/EarlierSpellingTests.swift:\(line): warning: ScrollViewProxy.scrollTo is not drawn on a page yet; it is left out"))
        let plain = HTMLRenderer(content: ScrollView { ForEach(0..<3, id: \.self) { Text("Row \($0)").id($0) } }.onAppear {})
        #expect(renderer.document(title: "R") == plain.document(title: "R"))
    }
}

/// An alert about an error is titled with the error's description, as SwiftUI's.
@MainActor struct ErrorAlertTests {
    enum SaveError: LocalizedError {
        case full
        var errorDescription: String? { "The disk is full" }
    }

    @Test func anErrorAlertIsTitledWithItsDescription() {
        let html = HTMLRenderer(content: Text("Draft").alert(isPresented: .constant(true), error: SaveError?.some(.full)) { _ in
            Button("Retry") {}
        } message: { _ in
            Text("Free some space")
        }).document(title: "E")
        let same = HTMLRenderer(content: Text("Draft").alert(Text(verbatim: "The disk is full"), isPresented: .constant(true)) {
            Button("Retry") {}
        } message: {
            Text("Free some space")
        }).document(title: "E")
        #expect(html == same)
        #expect(html.contains(">The disk is full<"))
        let none = HTMLRenderer(content: Text("Draft").alert(isPresented: .constant(false), error: SaveError?.none) { Button("Retry") {} })
        #expect(!none.document(title: "E").contains("disk"))
    }
}

/// A position that is not a finite number is an error at its line; the view is drawn where it is.
@MainActor struct PositionBadInputTests {
    @Test func aPositionThatIsNotFiniteIsAnErrorAtItsLine() {
        let line = #line + 1
        let renderer = HTMLRenderer(content: Text("Lost").position(x: .infinity, y: 10))
        #expect(renderer.diagnostics.map(\.description) == [
            "KilnRenderingTests/EarlierSpellingTests.swift:\(line): error: position(x: inf, y: 10.0) must be finite"
        ])
        #expect(renderer.document(title: "P").contains(">Lost<"))
    }
}
