import Kiln

/// Rules spanning ranges and rectangles on two category axes: a heat map.
struct ChartRulesAndRectangles: View {
    struct Slot: Identifiable {
        let day: String
        let time: String
        let guests: Int
        var id: String { day + time }
    }

    let slots: [Slot] = zip(["Fri", "Sat", "Sun"], [[4, 16, 9], [8, 22, 18], [12, 7, 3]]).flatMap { day, counts in
        zip(["Noon", "Evening", "Night"], counts).map { Slot(day: day, time: $0, guests: $1) }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Heat map").font(.headline)
            Chart(slots) { slot in
                RectangleMark(x: .value("Day", slot.day), y: .value("Time", slot.time))
                    .foregroundStyle(by: .value("Guests", slot.guests > 12 ? "Busy" : "Quiet"))
                    .annotation(position: .overlay) {
                        Text("\(slot.guests)").font(.caption).bold().foregroundStyle(.black)
                    }
            }
            .chartForegroundStyleScale(["Busy": Color.orange, "Quiet": Color.mint])
            .frame(height: 180)

            Text("Ranges").font(.headline)
            Chart {
                RuleMark(xStart: .value("Start", 9), xEnd: .value("End", 17), y: .value("Task", "Baking"))
                RuleMark(xStart: .value("Start", 12), xEnd: .value("End", 20), y: .value("Task", "Decorating"))
                RuleMark(xStart: .value("Start", 18), xEnd: .value("End", 23), y: .value("Task", "Party"))
                    .foregroundStyle(.orange)
            }
            .chartXScale(domain: 8...24)
            .frame(height: 140)
        }
    }
}
