import Dispatch
import Foundation
import KilnEmit
import KilnLayout
import KilnRendering
import KilnTree
import KilnViews

/// Renders the page the peers were measured on (a 1,000-row VStack of HStack { Text; Spacer;
/// Text }) and prints the time of each stage — lowering, layout, emission — with the page's size.
enum RowsBenchmark {
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

    static func run(runs: Int) {
        let rows = (0..<1_000).map { Row(id: $0, name: "Item \($0)", quantity: ($0 * 7) % 100) }
        var lowering: [Double] = [], layout: [Double] = [], emission: [Double] = [], freeing: [Double] = [], total: [Double] = []
        var htmlBytes = 0, cssBytes = 0
        for _ in 0..<(runs + 3) {
            let t0 = DispatchTime.now()
            var nodes: [Node]? = lowerPage(ThousandRows(rows: rows)).nodes
            let t1 = DispatchTime.now()
            // Handed over, as HTMLRenderer does: the layout frees the rows' nodes as it goes.
            var elements: [Element]? = LayoutPass.resolvePage(releasing: nodes.take()!).elements
            let t2 = DispatchTime.now()
            var writer = HTMLWriter()
            writer.write(elements!)
            let document = PageDocument.render(title: "Rows", head: PageDocument.inlineStyle(writer.registry), body: writer.buffer)
            let t3 = DispatchTime.now()
            // The trees are freed by the time a page is done: that is part of its cost.
            nodes = nil
            elements = nil
            let t4 = DispatchTime.now()
            htmlBytes = document.count
            cssBytes = writer.registry.stylesheet.utf8.count
            lowering.append(milliseconds(t0, t1))
            layout.append(milliseconds(t1, t2))
            emission.append(milliseconds(t2, t3))
            freeing.append(milliseconds(t3, t4))
            total.append(milliseconds(t0, t4))
        }
        print("1,000-row VStack of HStack { Text; Spacer; Text }, \(runs) runs after 3 warm-up runs")
        for (name, samples) in [("lowering", lowering), ("layout", layout), ("emission", emission), ("freeing", freeing), ("total", total)] {
            let sorted = samples.dropFirst(3).sorted()
            print("\(name.padding(toLength: 10, withPad: " ", startingAt: 0)) median \(format(sorted[sorted.count / 2])) ms   min \(format(sorted[0])) ms")
        }
        print("page: \(htmlBytes) bytes of HTML, of which \(cssBytes) bytes of page rules (plus the base stylesheet)")

        // What a user's snapshot test calls: the public renderer, and its standalone document.
        var rendering: [Double] = [], document: [Double] = [], release: [Double] = []
        for _ in 0..<(runs + 3) {
            let t0 = DispatchTime.now()
            var renderer: HTMLRenderer<ThousandRows>? = HTMLRenderer(content: ThousandRows(rows: rows))
            let t1 = DispatchTime.now()
            htmlBytes = renderer!.document(title: "Rows").utf8.count
            let t2 = DispatchTime.now()
            renderer = nil
            let t3 = DispatchTime.now()
            rendering.append(milliseconds(t0, t1))
            document.append(milliseconds(t1, t2))
            release.append(milliseconds(t2, t3))
        }
        let whole = rendering.indices.map { rendering[$0] + document[$0] + release[$0] }
        print("HTMLRenderer(content:).document(title:), the public way, \(htmlBytes) bytes:")
        for (name, samples) in [("renderer", rendering), ("document", document), ("freeing", release), ("total", whole)] {
            let sorted = samples.dropFirst(3).sorted()
            print("\(name.padding(toLength: 10, withPad: " ", startingAt: 0)) median \(format(sorted[sorted.count / 2])) ms   min \(format(sorted[0])) ms")
        }
    }
}

func milliseconds(_ start: DispatchTime, _ end: DispatchTime) -> Double {
    Double(end.uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
}

func format(_ value: Double, decimals: Int = 3) -> String {
    String(format: "%8.\(decimals)f", value)
}
