import Kiln

/// Sectors: a pie, and a donut with an angular inset and rounded corners.
struct ChartSectors: View {
    struct Share: Identifiable {
        let name: String
        let amount: Double
        var id: String { name }
    }

    let budget: [Share] = [
        Share(name: "Food", amount: 420), Share(name: "Music", amount: 250),
        Share(name: "Decorations", amount: 130), Share(name: "Venue", amount: 600),
    ]

    var body: some View {
        HStack(spacing: 24) {
            Chart(budget) { share in
                SectorMark(angle: .value("Amount", share.amount))
                    .foregroundStyle(by: .value("Item", share.name))
            }
            .frame(height: 220)

            Chart(budget) { share in
                SectorMark(angle: .value("Amount", share.amount), innerRadius: .ratio(0.618), angularInset: 1.5)
                    .cornerRadius(4)
                    .foregroundStyle(by: .value("Item", share.name))
            }
            .chartLegend(position: .trailing)
            .frame(height: 220)
        }
    }
}
