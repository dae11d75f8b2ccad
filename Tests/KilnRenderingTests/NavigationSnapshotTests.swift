import Foundation
import Kiln
import KilnTesting
import Testing

/// One snapshot per navigation container, as its own page shows it.
struct NavigationSnapshotTests {
    private enum Shelf: String, CaseIterable, Identifiable, Hashable {
        case cakes = "Cakes", pies = "Pies"
        var id: Self { self }
    }

    private struct Shop: View {
        @State private var shelf: Shelf?

        var body: some View {
            NavigationSplitView {
                List(Shelf.allCases, selection: $shelf) { shelf in
                    NavigationLink(value: shelf) { Text(shelf.rawValue) }
                }
                .navigationTitle("Shelves")
            } detail: {
                Text("Pick a shelf")
            }
            .navigationSplitViewStyle(.prominentDetail)
        }
    }

    @Test func splitViewWithASelectableSidebar() {
        assertSnapshot(of: Shop())
    }

    @Test func tabViewWithItsTabBar() {
        assertSnapshot(of: TabView {
            Text("Inbox content").tabItem { Label("Inbox", systemImage: "tray") }
            Text("Sent content").tabItem { Label("Sent", systemImage: "paperplane") }
        })
    }

    @Test func stackWithTitleLeadingAndTrailingItemsAndABottomBar() {
        assertSnapshot(of: NavigationStack {
            Text("Body")
                .navigationTitle("Drafts")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                    ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                    ToolbarItem(placement: .bottomBar) { Text("3 drafts") }
                }
        })
    }
}
