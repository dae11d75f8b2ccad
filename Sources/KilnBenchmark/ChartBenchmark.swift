import Dispatch
import Foundation
import KilnEmit
import KilnLayout
import KilnViews

/// Renders charts of 10,000 points — a line, a scatter of points, and bars — and prints each
/// one's time from view to HTML and the bytes of its SVG, the figures issue 5 asks for.
enum ChartBenchmark {
    struct Sample: Identifiable {
        let id: Int
        let value: Double
    }

    static func run(runs: Int) {
        let samples = (0..<10_000).map { Sample(id: $0, value: sin(Double($0) / 300) * 50 + Double($0 % 17)) }
        print("charts of \(samples.count) points, \(runs) runs after 3 warm-up runs (lowering + layout + emission)")
        measure("line", runs: runs) {
            Chart(samples) { LineMark(x: .value("Index", $0.id), y: .value("Value", $0.value)) }
        }
        measure("points", runs: runs) {
            Chart(samples) { PointMark(x: .value("Index", $0.id), y: .value("Value", $0.value)) }
        }
        measure("bars", runs: runs) {
            Chart(samples) { BarMark(x: .value("Index", $0.id), y: .value("Value", $0.value)) }
        }
    }

    private static func measure<V: View>(_ name: String, runs: Int, _ chart: () -> V) {
        var times: [Double] = [], lowering: [Double] = [], layout: [Double] = []
        var svgBytes = 0, pageBytes = 0
        for _ in 0..<(runs + 3) {
            let start = DispatchTime.now()
            let page = lowerPage(chart())
            let lowered = DispatchTime.now()
            let elements = LayoutPass.resolvePage(page.nodes).elements
            let laidOut = DispatchTime.now()
            var writer = HTMLWriter()
            writer.write(elements)
            let document = PageDocument.render(title: name, head: PageDocument.inlineStyle(writer.registry), body: writer.buffer)
            times.append(milliseconds(start, DispatchTime.now()))
            lowering.append(milliseconds(start, lowered))
            layout.append(milliseconds(lowered, laidOut))
            pageBytes = document.count
            // The SVG: from the first <svg to the data table, which is the text alternative, not the drawing.
            let html = String(decoding: document, as: UTF8.self)
            if let first = html.range(of: "<svg"), let table = html.range(of: "<details") {
                svgBytes = html.utf8.distance(from: first.lowerBound, to: table.lowerBound)
            }
        }
        // KILN_CHART_DUMP=<directory> keeps the last page, to compare the bytes of two builds.
        if let directory = ProcessInfo.processInfo.environment["KILN_CHART_DUMP"] {
            let page = lowerPage(chart())
            var writer = HTMLWriter()
            writer.write(LayoutPass.resolvePage(page.nodes).elements)
            let document = PageDocument.render(title: name, head: PageDocument.inlineStyle(writer.registry), body: writer.buffer)
            let path = "\(directory)/\(name).html"
            if !FileManager.default.createFile(atPath: path, contents: Data(document)) { print("could not write \(path)") }
        }
        let median = { (samples: [Double]) -> String in
            let sorted = samples.dropFirst(3).sorted()
            return format(sorted[sorted.count / 2])
        }
        print("\(name.padding(toLength: 8, withPad: " ", startingAt: 0)) median \(median(times)) ms (lowering \(median(lowering)), chart stage and layout \(median(layout)))   SVG \(svgBytes / 1024) KB   page \(pageBytes / 1024) KB (with a 1,000-row data table)")
    }
}
