import Kiln

/// Seed 000: `ForEach` inside a chart, emoji annotations, and the dashed goal rule.
struct TasksGoalChart: View {
    var body: some View {
        Chart {
            ForEach(partyTasksRemaining) { task in
                LineMark(
                    x: .value("Date", task.date, unit: .day),
                    y: .value("Tasks Remaining", task.remainingCount)
                )
                .foregroundStyle(by: .value("Category", task.category))
                .symbol(by: .value("Category", task.category))
                .annotation(position: .leading) {
                    Text("\(task.category.emoji)")
                }
            }

            RuleMark(y: .value("Value", 5))
                .foregroundStyle(.red)
                .lineStyle(StrokeStyle(lineWidth: 2.0, dash: [4, 5]))
                .annotation(position: .top, alignment: .trailing) {
                    VStack(alignment: .trailing) {
                        Text("Today's Goal")
                        Text("Status: ✔︎")
                    }
                    .font(.caption)
                    .foregroundColor(.gray)
                    .padding(.trailing, 2)
                }
        }
    }
}
