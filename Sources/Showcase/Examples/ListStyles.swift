import Kiln

/// One list of the party tasks in two styles, with a selected row. `ForEach` tags each row with
/// its element's id, so the selection holds an id (a `PartyTask?` would match no row, in SwiftUI too).
struct ListStyles: View {
    @State private var selection: PartyTask.ID? = PartyTask.music.id

    var body: some View {
        VStack(spacing: 16) {
            List(selection: $selection) {
                Section("Planning") {
                    ForEach(PartyTask.allCases.prefix(4)) { task in
                        TaskLabel(task: task)
                    }
                }
            }
            List {
                ForEach(PartyTask.allCases.suffix(3)) { task in
                    Text(task.name)
                }
            }
            .listStyle(.plain)
        }
    }
}
