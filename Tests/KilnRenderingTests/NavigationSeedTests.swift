import Foundation
import Kiln
import KilnTesting
import Testing

/// Seed 000's "Controls" form as the session wrote it (inside `NewActivity` only to keep its
/// `ContentView` name): the stack's title is the page's heading and the toolbar's button is in its bar.
struct NavigationSeedTests {
    @Test func newActivityFormShowsItsTitleAndSaveButtonInTheBar() {
        let renderer = HTMLRenderer(content: NewActivity.ContentView())
        let html = renderer.prettyHTML()
        #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
        let bar = html.components(separatedBy: "<div class=\"k-nav-body\">")[0]
        #expect(bar.contains(">New Activity</h1>"))
        #expect(bar.contains("<span>Save</span>"))
        #expect(html.contains("<textarea"))
    }

    @Test func newActivityFormInItsStack() {
        assertSnapshot(of: NewActivity.ContentView())
    }
}

enum NewActivity {
struct ContentView: View {
    @State private var activityDates: Set<DateComponents> = [
        DateComponents(calendar: .current, year: 2022, month: 6, day: 6),
        DateComponents(calendar: .current, year: 2022, month: 6, day: 9),
        DateComponents(calendar: .current, year: 2022, month: 6, day: 10)
    ]
    @State private var title: String = .init()
    @State private var description: String = """
                Join us, and let's force unwrap SwiftUl's
                birthday presents. Note that although
                this activity is optional, we may have
                guards at the entry.
                """

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Title", text: $title)
                    TextField("Description", text: $description, axis: .vertical)
                        .lineLimit(5...10)
                }
                Section("Dates") {
                    MultiDatePicker("Activities Dates", selection: $activityDates)
                }
            }
            .navigationTitle("New Activity")
            .toolbar {
                Button("Save") {}
            }
        }
    }
}
}
