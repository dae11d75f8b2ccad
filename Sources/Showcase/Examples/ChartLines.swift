import Foundation
import Kiln

/// Lines and areas: interpolation methods, dashed series, stacked areas.
struct ChartLines: View {
    struct Reading: Identifiable {
        let hour: Int
        let value: Double
        let sensor: String
        var id: String { "\(sensor)\(hour)" }
    }

    let readings: [Reading] = [("Kitchen", [18, 19.5, 23, 22, 20.5, 19]), ("Garden", [11, 12, 17.5, 16, 13, 12.5])]
        .flatMap { sensor, values in values.enumerated().map { Reading(hour: $0.offset * 4, value: $0.element, sensor: sensor) } }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Monotone lines, dashed by sensor").font(.headline)
            Chart(readings) { reading in
                LineMark(x: .value("Hour", reading.hour), y: .value("Temperature", reading.value))
                    .foregroundStyle(by: .value("Sensor", reading.sensor))
                    .lineStyle(by: .value("Sensor", reading.sensor))
                    .interpolationMethod(.monotone)
                PointMark(x: .value("Hour", reading.hour), y: .value("Temperature", reading.value))
                    .foregroundStyle(by: .value("Sensor", reading.sensor))
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: 4)) { _ in
                    AxisGridLine()
                    AxisTick()
                    AxisValueLabel()
                }
            }
            .frame(height: 220)

            Text("Stacked areas, steps").font(.headline)
            Chart(readings) { reading in
                AreaMark(x: .value("Hour", reading.hour), y: .value("Temperature", reading.value))
                    .foregroundStyle(by: .value("Sensor", reading.sensor))
                    .interpolationMethod(.stepCenter)
                    .opacity(0.8)
            }
            .chartLegend(position: .top)
            .frame(height: 200)
        }
    }
}
