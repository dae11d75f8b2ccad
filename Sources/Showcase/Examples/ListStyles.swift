import Kiln

/// One list of the party tasks in two styles, with a selected row.
struct ListStyles: View {
    @State private var selection: PartyTask? = .music

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
