import Kiln

/// Seed 000: one line per category, coloured and with a symbol per category.
struct TasksLineChart: View {
    var body: some View {
        Chart(partyTasksRemaining) {
            LineMark(
                x: .value("Date", $0.date, unit: .day),
                y: .value("Tasks Remaining", $0.remainingCount)
            )
            .foregroundStyle(by: .value("Category", $0.category))
            .symbol(by: .value("Category", $0.category))
        }
        .padding()
    }
}
