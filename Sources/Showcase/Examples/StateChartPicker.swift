import Kiln

struct StateChartPicker: View {
    enum Period: String, CaseIterable, Identifiable {
        case week = "Week", month = "Month"
        var id: Self { self }
    }

    struct Day: Identifiable {
        let id: Int
        let guests: Int
    }

    @State private var period = Period.week

    private var days: [Day] {
        (1...(period == .week ? 7 : 30)).map { Day(id: $0, guests: $0 * 7 % 11 + 2) }
    }

    var body: some View {
        VStack(spacing: 12) {
            Picker("Period", selection: $period) {
                ForEach(Period.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            Chart(days) { day in
                BarMark(x: .value("Day", day.id), y: .value("Guests", day.guests))
            }
            .frame(height: 160)
        }
    }
}
