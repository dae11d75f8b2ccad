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
