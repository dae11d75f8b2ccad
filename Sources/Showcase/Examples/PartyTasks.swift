import Kiln

/// Seed 000's TaskLabel (in Seed000Views.swift) for every party task.
struct PartyTaskList: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(PartyTask.allCases) { task in
                TaskLabel(task: task)
            }
        }
    }
}
