// Kiln's rendering benchmark: `swift run -c release KilnBenchmark [runs]`.
// Renders the page the peers were measured on (a 1,000-row VStack of HStack { Text; Spacer;
// Text }) and prints the time of each stage — lowering, layout, emission — side by side in one
// run, with the page's size. See the peers' figures in the steering repository's reference.
import Dispatch
import Foundation
import KilnEmit
import KilnLayout
import KilnViews

struct Row: Identifiable {
    let id: Int
    let name: String
    let quantity: Int
}

struct ThousandRows: View {
    let rows: [Row]
    var body: some View {
        VStack {
            ForEach(rows) { row in
                HStack {
                    Text(row.name)
                    Spacer()
                    Text("\(row.quantity)")
                }
            }
        }
    }
}

func milliseconds(_ start: DispatchTime, _ end: DispatchTime) -> Double {
    Double(end.uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
}

let runs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 50
let rows = (0..<1_000).map { Row(id: $0, name: "Item \($0)", quantity: ($0 * 7) % 100) }
var lowering: [Double] = [], layout: [Double] = [], emission: [Double] = [], total: [Double] = []
var htmlBytes = 0, cssBytes = 0

for _ in 0..<(runs + 3) {
    let t0 = DispatchTime.now()
    let page = lowerPage(ThousandRows(rows: rows))
    let t1 = DispatchTime.now()
    let elements = LayoutPass.resolvePage(page.nodes)
    let t2 = DispatchTime.now()
    var writer = HTMLWriter()
    writer.write(elements)
    let document = PageDocument.render(title: "Rows", head: PageDocument.inlineStyle(writer.registry), body: writer.buffer)
    let t3 = DispatchTime.now()
    htmlBytes = document.count
    cssBytes = writer.registry.stylesheet.utf8.count
    lowering.append(milliseconds(t0, t1))
    layout.append(milliseconds(t1, t2))
    emission.append(milliseconds(t2, t3))
    total.append(milliseconds(t0, t3))
}

func summary(_ name: String, _ samples: [Double]) -> String {
    let sorted = samples.dropFirst(3).sorted()
    let median = sorted[sorted.count / 2]
    return "\(name.padding(toLength: 10, withPad: " ", startingAt: 0)) median \(String(format: "%7.3f", median)) ms   min \(String(format: "%7.3f", sorted[0])) ms"
}

print("1,000-row VStack of HStack { Text; Spacer; Text }, \(runs) runs after 3 warm-up runs")
print(summary("lowering", lowering))
print(summary("layout", layout))
print(summary("emission", emission))
print(summary("total", total))
print("page: \(htmlBytes) bytes of HTML including \(cssBytes) bytes of page CSS and the base stylesheet")
