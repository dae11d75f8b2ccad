import Kiln

/// Sites for the Content-Security-Policy tests: a home page whose searchable list filters as the
/// reader types (the page's own script) and a page with none, in a site that asks for a policy
/// (`Guarded`) or not (`Open`).
package enum GuardedSiteFixture {
    package struct Guarded: App {
        package nonisolated init() {}
        package var body: some Scene {
            WindowGroup("Home") { FilteredList() }
                .site(name: "Guarded", contentSecurityPolicy: true)
            Page(path: "plain", title: "Plain") { Text("No script here") }
        }
    }

    package struct Open: App {
        package nonisolated init() {}
        package var body: some Scene {
            WindowGroup("Home") { FilteredList() }
                .site(name: "Open")
        }
    }

    struct FilteredList: View {
        @State private var query = ""
        var body: some View {
            NavigationStack {
                List(["Flan", "Taffy"], id: \.self) { Text($0) }.navigationTitle("Food")
            }
            .searchable(text: $query)
            .searchFiltering(.asYouType)
        }
    }
}
