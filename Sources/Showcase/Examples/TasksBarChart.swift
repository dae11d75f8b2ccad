import Kiln

/// Seed 000: tasks remaining per day as bars; the body as the session wrote it.
struct TasksBarChart: View {
    var body: some View {
        Chart(partyTasksRemaining) {
            BarMark(
                x: .value("Date", $0.date, unit: .day),
                y: .value("Tasks Remaining", $0.remainingCount)
            )
        }
        .padding()
    }
}
