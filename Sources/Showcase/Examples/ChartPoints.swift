import Kiln

/// Points with symbols by value, sizes, a log scale and a rule for the average.
struct ChartPoints: View {
    struct City: Identifiable {
        let name: String
        let population: Double
        let parks: Int
        let region: String
        var id: String { name }
    }

    let cities: [City] = [
        City(name: "Cupertino", population: 60_000, parks: 14, region: "West"),
        City(name: "San Jose", population: 970_000, parks: 205, region: "West"),
        City(name: "Austin", population: 960_000, parks: 300, region: "South"),
        City(name: "Houston", population: 2_300_000, parks: 380, region: "South"),
        City(name: "Boston", population: 650_000, parks: 250, region: "East"),
        City(name: "Albany", population: 100_000, parks: 60, region: "East"),
    ]

    var body: some View {
        Chart {
            ForEach(cities) { city in
                PointMark(x: .value("Population", city.population), y: .value("Parks", city.parks))
                    .foregroundStyle(by: .value("Region", city.region))
                    .symbol(by: .value("Region", city.region))
                    .symbolSize(80)
            }
            RuleMark(y: .value("Average", 201))
                .foregroundStyle(.gray)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 3]))
                .annotation(position: .top, alignment: .leading) {
                    Text("Average").font(.caption2).foregroundStyle(.secondary)
                }
        }
        .chartXScale(type: .log)
        .chartXAxisLabel("Population")
        .chartYAxisLabel("Parks")
        .chartYAxis {
            AxisMarks(position: .leading)
        }
        .frame(height: 260)
    }
}
