import Foundation
import Kiln
import KilnTesting
import Testing

/// Seed 000's invitations table, as in the session notes but for the import (the first one with
/// its navigation stack, title and customizable toolbar); the store's default attendees fill the
/// notes' `/* Default attendees */` placeholder.
struct TableSeedTests {
    @Test @MainActor func invitationsTableShowsThreeColumnsOfItsAttendees() throws {
        let renderer = HTMLRenderer(content: InvitationsTable())
        let html = renderer.prettyHTML()
        #expect(renderer.diagnostics.isEmpty)
        #expect(html.components(separatedBy: "<th ").count == 4)
        #expect(html.contains(">Ana Lucía</p>") && html.contains(">Hamburg</p>"))
        #expect(!html.contains("role=\"grid\""))
        #expect(!html.contains("Image(content:"))
        #expect(html.contains("Accepted <svg class=") && html.contains("role=\"img\" aria-label=\"Person crop circle badge checkmark\""))
        // The stack's title is the page's heading; the toolbar's items that show by default are in its bar, as icons named by their titles.
        #expect(html.contains(">Invitations</h1>"))
        let bar = try #require(html.firstRange(of: "<header class=\"k-bar\">").flatMap { start in
            html[start.lowerBound...].firstRange(of: "</header>").map { String(html[start.lowerBound..<$0.upperBound]) }
        })
        for title in ["New Invitation", "Edit", "Share", "Tags"] { #expect(bar.contains(title), "\(title) in the toolbar") }
        #expect(!html.contains("Set reminder"))
    }

    @Test @MainActor func invitationsTableWithSelectionIsAMultiselectableGrid() {
        let html = HTMLRenderer(content: SelectableInvitationsTable()).prettyHTML()
        #expect(html.contains("role=\"grid\" aria-readonly=\"true\" aria-multiselectable=\"true\""))
        #expect(html.components(separatedBy: "aria-selected=\"false\"").count == 4)
    }
}

struct InvitationsTable: View {
    @StateObject private var attendeeStore = AttendeeStore()
    var body: some View {
        NavigationStack {
            Table(attendeeStore.attendees) {
                TableColumn("Name") { attendee in
                    AttendeeRow(attendee)
                }
                TableColumn("City", value: \.city)
                TableColumn("Status") { attendee in
                    StatusRow(attendee)
                }
            }
            .navigationTitle("Invitations")
            .toolbar(id: "toolbar") {
                ToolbarItem(id: "new", placement: .secondaryAction) {
                    Button(action: {}) {
                        Label("New Invitation", systemImage: "envelope")
                    }
                }
                ToolbarItem(id: "edit", placement: .secondaryAction) {
                    Button(action: {}) {
                        Label("Edit", systemImage: "pencil.circle")
                    }
                }
                ToolbarItem(id: "share", placement: .secondaryAction) {
                    Button(action: {}) {
                        Label("Share", systemImage: "square.and.arrow.up")
                    }
                }
                ToolbarItem(id: "tag", placement: .secondaryAction) {
                    Button(action: {}) {
                        Label("Tags", systemImage: "tag")
                    }
                }
                ToolbarItem(
                    id: "reminder", placement: .secondaryAction, showsByDefault: false
                ) {
                    Button(action: {}) {
                        Label("Set reminder", systemImage: "bell")
                    }
                }
            }
            .toolbarRole(.editor)
        }
    }
}

struct SelectableInvitationsTable: View {
    @StateObject private var attendeeStore = AttendeeStore()
    @State private var selection = Set<Attendee.ID>()

    var body: some View {
            Table(attendeeStore.attendees, selection: $selection) {
                TableColumn("Name") { attendee in
                    AttendeeRow(attendee)
                }
                TableColumn("City", value: \.city)
                TableColumn("Status") { attendee in
                    StatusRow(attendee)
                }
            }
            #if os(macOS)
            .contextMenu(forSelectionType: Attendee.ID.self) { selection in
                if selection.isEmpty {
                    Button("New Invitation") { addInvitation() }
                } else if selection.count == 1 {
                    Button("Mark as VIP") { markVIPs(selection) }
                } else {
                    Button("Mark as VIPs") { markVIPs(selection) }
                }
            }
            #endif
    }

    private func addInvitation() {}

    private func markVIPs(_ items: Set<String>) {}
}


class AttendeeStore: ObservableObject {
    @Published var attendees: [Attendee] = [
        Attendee(memojiName: "Memoji1", name: "Ana Lucía", cities: "Lima", status: .accepted),
        Attendee(memojiName: "Memoji2", name: "Jonas", cities: "Hamburg", status: .maybe),
        Attendee(memojiName: "Memoji3", name: "Mei", cities: "Taipei", status: .declined),
    ]
}


struct Attendee: Identifiable, Hashable {
    enum Status: String {
        case accepted, declined, maybe

        func displayText() -> Text {
            switch self {
            case .accepted: return Text(
                "Accepted \(Image(systemName: "person.crop.circle.badge.checkmark"))")
            case .maybe: return Text(
                "Maybe \(Image(systemName: "person.crop.circle.badge.questionmark"))")
            case .declined: return Text(
                "Declined \(Image(systemName: "person.crop.circle.badge.minus"))")
            }
        }
    }

    let id = UUID()
    let memojiName: String
    let name: String
    let city: String
    let status: Status

    init(memojiName: String, name: String, cities: String, status: Status) {
        self.memojiName = memojiName
        self.name = name
        self.city = cities
        self.status = status
    }
}

struct AttendeeRow: View {
    let attendee: Attendee

    init(_ attendee: Attendee) {
        self.attendee = attendee
    }

    var body: some View {
        HStack {
            Image(attendee.memojiName)
                .resizable()
                .aspectRatio(contentMode: .fill)
                #if os(macOS)
                .frame(width: 20, height: 20)
                .overlay {
                    Circle()
                        .stroke(Color.gray.opacity(0.2), lineWidth: 1)
                }
                #else
                .frame(width: 32, height: 32)
                .overlay {
                    RoundedRectangle(cornerRadius: 6)
                        .stroke(Color.gray.opacity(0.2), lineWidth: 1)
                }
                #endif
            Text(attendee.name)
        }
    }
}

struct StatusRow: View {
    let attendee: Attendee
    init(_ attendee: Attendee) {
        self.attendee = attendee
    }

    var body: some View {
        attendee.status.displayText()
            .symbolVariant(.fill)
            .symbolRenderingMode(.multicolor)
    }
}
