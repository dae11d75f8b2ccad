import Kiln

/// Bars: stacked by default, side by side with `position(by:)`, horizontal, with intervals.
struct ChartBars: View {
    struct Sale: Identifiable {
        let month: String
        let product: String
        let units: Int
        var id: String { month + product }
    }

    let sales: [Sale] = [
        Sale(month: "Jan", product: "Cake", units: 32), Sale(month: "Jan", product: "Cookies", units: 18),
        Sale(month: "Feb", product: "Cake", units: 28), Sale(month: "Feb", product: "Cookies", units: 24),
        Sale(month: "Mar", product: "Cake", units: 41), Sale(month: "Mar", product: "Cookies", units: 20),
        Sale(month: "Apr", product: "Cake", units: 36), Sale(month: "Apr", product: "Cookies", units: 31),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Stacked").font(.headline)
            Chart(sales) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                    .foregroundStyle(by: .value("Product", sale.product))
            }
            .frame(height: 220)

            Text("Side by side").font(.headline)
            Chart(sales) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                    .foregroundStyle(by: .value("Product", sale.product))
                    .position(by: .value("Product", sale.product))
                    .cornerRadius(4)
            }
            .frame(height: 220)

            Text("Horizontal, annotated").font(.headline)
            Chart(sales.filter { $0.product == "Cake" }) { sale in
                BarMark(x: .value("Units", sale.units), y: .value("Month", sale.month))
                    .annotation(position: .trailing) {
                        Text("\(sale.units)").font(.caption).foregroundStyle(.secondary)
                    }
            }
            .frame(height: 180)
        }
    }
}
