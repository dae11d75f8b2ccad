import Foundation
import Kiln
import KilnTesting
import Testing

/// One snapshot per presentation, closed and presented at build time: the dialogs and popovers
/// at the end of the page, and the buttons that open and close them without JavaScript.
struct PresentationSnapshotTests {
    private struct Budget: View {
        @State var isShowing: Bool
        var body: some View {
            Button("Show budget") { isShowing = true }
                .sheet(isPresented: $isShowing) {
                    Text("Budget View")
                        .presentationDetents([.height(250), .medium])
                        .presentationDragIndicator(.visible)
                }
        }
    }

    @Test func sheetOpenedByItsButton() {
        assertSnapshot(of: Budget(isShowing: false))
    }

    @Test func sheetPresentedAtBuildTimeIsOpen() {
        assertSnapshot(of: Budget(isShowing: true))
    }

    @Test func fullScreenCoverWithAButtonThatClosesIt() {
        struct Page: View {
            @State var isShowing = false
            var body: some View {
                Button("Start") { isShowing = true }
                    .fullScreenCover(isPresented: $isShowing) {
                        VStack {
                            Text("Welcome")
                            Button("Continue") { isShowing = false }
                        }
                    }
            }
        }
        assertSnapshot(of: Page())
    }

    @Test func popoverOpenedByItsButtonAndPresentedAtBuildTime() {
        struct Page: View {
            @State var tip = false
            @State var help = true
            var body: some View {
                HStack {
                    Button("Tip") { tip = true }
                        .popover(isPresented: $tip) { Text("Bring a friend.").padding() }
                    Button("Help") { help = true }
                        .popover(isPresented: $help, arrowEdge: .bottom) { Text("Ask the host.").padding() }
                }
            }
        }
        assertSnapshot(of: Page())
    }

    @Test func alertWithTwoActionsPutsCancelFirst() {
        struct Page: View {
            @State var isShowing = false
            var body: some View {
                Button("Cancel party", role: .destructive) { isShowing = true }
                    .alert("Cancel the party?", isPresented: $isShowing) {
                        Button("Cancel Party", role: .destructive) {}
                        Button("Keep It", role: .cancel) {}
                    } message: {
                        Text("Every guest will be told.")
                    }
            }
        }
        assertSnapshot(of: Page())
    }

    @Test func alertWithoutActionsGetsOKAndMoreActionsStackWithCancelLast() {
        struct Page: View {
            @State var saved = true
            @State var choosing = true
            var body: some View {
                VStack {
                    Text("Saved").alert("Saved", isPresented: $saved) {}
                    Text("Choose").alert("Save changes?", isPresented: $choosing) {
                        Button("Cancel", role: .cancel) {}
                        Button("Save") {}
                        Button("Discard", role: .destructive) {}
                    }
                }
            }
        }
        assertSnapshot(of: Page())
    }

    @Test func confirmationDialogWithAHiddenTitleGetsACancelButton() {
        struct Page: View {
            @State var isShowing = true
            var body: some View {
                Button("Share…") { isShowing = true }
                    .confirmationDialog("Share the invitation", isPresented: $isShowing) {
                        Button("Email guests") {}
                        Button("Copy link") {}
                    }
            }
        }
        assertSnapshot(of: Page())
    }

    @Test func menuItemThatOpensASheet() {
        struct Page: View {
            @State var renaming = false
            var body: some View {
                Menu("Actions") {
                    Button("Rename…") { renaming = true }
                    Button("Delete", role: .destructive) {}
                }
                .sheet(isPresented: $renaming) { Text("New name") }
            }
        }
        assertSnapshot(of: Page())
    }

    @Test func itemSheetPerGuestEachOpenedByItsRow() {
        struct Guest: Identifiable {
            let id: Int
            let name: String
        }
        struct Page: View {
            let guests = [Guest(id: 1, name: "Ada"), Guest(id: 2, name: "Grace")]
            @State var selected: Guest?
            var body: some View {
                VStack {
                    ForEach(guests) { guest in
                        Button(guest.name) { selected = guest }
                    }
                }
                .sheet(item: $selected) { guest in Text("\(guest.name) is coming") }
            }
        }
        assertSnapshot(of: Page())
    }
}
