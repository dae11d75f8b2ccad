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

    /// `AXChartDescriptor` without additional axes, as apps call it.
    @Test func aDescriptorNeedsNoAdditionalAxes() {
        let axis = AXNumericDataAxisDescriptor(title: "", range: 0...0, gridlinePositions: []) { _ in "" }
        let descriptor = AXChartDescriptor(title: "Empty", summary: nil, xAxis: axis, yAxis: axis, series: [])
        #expect(descriptor.additionalAxes.isEmpty)
    }

    /// Bins as a heat map picks its colours by them: exact counts, round sizes, and the bin of a value.
    @Test func numberBinsSplitARange() {
        let four = NumberBins(range: 0.0...8.0, count: 4)
        #expect(four.thresholds == [0, 2, 4, 6, 8])
        #expect(four.count == 4 && four[1].lowerBound == 2 && four[1].upperBound == 4)
        #expect([-1.0, 0, 1.9, 2, 7.5, 8, 9].map(four.index(for:)) == [0, 0, 0, 1, 3, 3, 3], "outside values take the first or last bin")
        // About five bins of a round size (2, not 1.94) covering 0.3...9.7.
        #expect(NumberBins(range: 0.3...9.7, desiredCount: 5).thresholds == [0, 2, 4, 6, 8, 10])
        #expect(NumberBins(size: 2.5, range: 0.0...6.0).thresholds == [0, 2.5, 5, 7.5])
        #expect(NumberBins(thresholds: [3, 1, 2]).thresholds == [1, 2, 3], "thresholds are sorted")
        #expect(NumberBins(range: 0...12, count: 3).thresholds == [0, 4, 8, 12], "integer bins")
        #expect(NumberBins<Double>(data: []).isEmpty)
        // Bad input: no bins asked for makes one; a size that is not a positive number spans the range.
        #expect(NumberBins(range: 0.0...8.0, count: 0).thresholds == [0, 8])
        #expect(NumberBins(size: -1, range: 0.0...8.0).thresholds == [0, 8])
        #expect(NumberBins(size: .nan, range: 0.0...8.0).thresholds == [0, 8])
        let data = NumberBins(data: (0..<100).map { Double($0) })
        #expect(data.thresholds.first == 0 && (data.thresholds.last ?? 0) >= 99 && data.count > 1, "\(data.thresholds)")
    }

    /// A mask over chart content compiles; the page draws the marks unmasked and says so at each.
    @Test func aMaskOverMarksIsReported() {
        let renderer = HTMLRenderer(content: Chart {
            RectangleMark(xStart: .value("From", 0), xEnd: .value("To", 10)).foregroundStyle(.green)
                .mask { AreaMark(x: .value("Hour", 1), y: .value("UV", 3)) }
        })
        let html = renderer.document(title: "Mask")
        #expect(html.contains("<rect"), "the mark is drawn")
        #expect(renderer.diagnostics.map(\.message).contains { $0.contains("mask(content:) on chart content is not drawn on a page yet") })
    }

    /// The styles of a mapping closure and the order of a domain, as Swift Charts takes them.
    @Test func aStyleScaleByClosureOrDomain() {
        func chart() -> some View {
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Sales", 12)).foregroundStyle(by: .value("Shop", "North"))
                BarMark(x: .value("Day", "Tue"), y: .value("Sales", 18)).foregroundStyle(by: .value("Shop", "South"))
            }
        }
        let mapped = HTMLRenderer(content: chart().chartForegroundStyleScale { (shop: String) in shop == "North" ? Color.red : Color.blue }).document(title: "C")
        let pairs = HTMLRenderer(content: chart().chartForegroundStyleScale(["North": Color.red, "South": Color.blue])).document(title: "C")
        #expect(mapped == pairs, "a closure styles each value as the pairs would")
        let byDomain = HTMLRenderer(content: chart().chartForegroundStyleScale(domain: ["South", "North"], mapping: { (shop: String) in shop == "North" ? Color.red : Color.blue })).document(title: "C")
        let domainPairs = HTMLRenderer(content: chart().chartForegroundStyleScale(["South": Color.blue, "North": Color.red])).document(title: "C")
        #expect(byDomain == domainPairs, "the domain orders the legend")
        let ordered = HTMLRenderer(content: chart().chartForegroundStyleScale(domain: ["South", "North"])).document(title: "C")
        let legend = ordered.components(separatedBy: "South").first.map { !$0.contains(">North<") } ?? false
        #expect(legend, "South comes first in the legend, with the palette's first colour")
    }
}
