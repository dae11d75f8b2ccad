import Foundation
import Kiln
import KilnTesting
import Testing

/// Swift Charts API that apps use around their marks: `Plot`, the accessibility descriptors,
/// the interpolation methods' names, and overlays given a chart proxy.
@MainActor struct ChartCompatibilityTests {
    private struct SalesDescriptor: AXChartDescriptorRepresentable {
        func makeChartDescriptor() -> AXChartDescriptor {
            let days = AXCategoricalDataAxisDescriptor(title: "Day", categoryOrder: ["Mon", "Tue"])
            let sales = AXNumericDataAxisDescriptor(title: "Sales", range: 0...20, gridlinePositions: []) { "\(Int($0)) sold" }
            let series = AXDataSeriesDescriptor(name: "Sales", isContinuous: false, dataPoints: [
                AXDataPoint(x: "Mon", y: 12), AXDataPoint(x: "Tue", y: 18, label: "Tuesday"),
            ])
            return AXChartDescriptor(title: "Sales per day", summary: "Sales grew from Monday to Tuesday",
                                     xAxis: days, yAxis: sales, additionalAxes: [], series: [series])
        }
    }

    private var bars: some View {
        Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 12))
            BarMark(x: .value("Day", "Tue"), y: .value("Sales", 18))
        }
    }

    /// The descriptor's title names the chart and its summary is read after it.
    @Test func aChartDescriptorNamesAndSummarisesTheChart() {
        assertSnapshot(of: bars.accessibilityChartDescriptor(SalesDescriptor()).frame(width: 300, height: 200))
    }

    @Test func aPlotDrawsItsMarksAsTheChartWould() {
        let grouped = HTMLRenderer(content: Chart {
            Plot {
                BarMark(x: .value("Day", "Mon"), y: .value("Sales", 12))
                BarMark(x: .value("Day", "Tue"), y: .value("Sales", 18))
            }
        }).document(title: "C")
        #expect(grouped == HTMLRenderer(content: bars).document(title: "C"))
    }

    /// A gradient as the style range: the middle series is the two colours mixed, in CSS, so
    /// each keeps its light and dark values.
    @Test func aGradientStyleRangeMixesItsColoursInCSS() {
        let html = HTMLRenderer(content: Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Cups", 1)).foregroundStyle(by: .value("Drink", "Tea"))
            BarMark(x: .value("Day", "Tue"), y: .value("Cups", 2)).foregroundStyle(by: .value("Drink", "Coffee"))
            BarMark(x: .value("Day", "Wed"), y: .value("Cups", 3)).foregroundStyle(by: .value("Drink", "Cocoa"))
        }.chartForegroundStyleScale(range: Gradient(colors: [.yellow, .blue]))).document(title: "G")
        #expect(html.contains("color-mix(in srgb,var(--k-yellow) 50%,var(--k-blue))"))
    }

    @Test func interpolationMethodsAreNamedAsTheirMembers() {
        #expect([InterpolationMethod.linear, .monotone, .catmullRom, .cardinal, .stepStart, .stepCenter, .stepEnd].map(\.description)
            == ["linear", "monotone", "catmullRom", "cardinal", "stepStart", "stepCenter", "stepEnd"])
    }

    /// An overlay is drawn over the chart; the proxy knows no positions at build time.
    @Test func aChartOverlayIsDrawnOverTheChart() {
        var position: CGFloat? = 0
        assertSnapshot(of: bars.chartOverlay { proxy in
            Text("Premium").onAppear { position = proxy.position(forX: "Mon") }
        }.frame(width: 300, height: 200))
        #expect(position == nil, "onAppear ran at build time, when the proxy knows no position")
    }
}
