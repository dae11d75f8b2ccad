import Dispatch
import KilnEmit
import KilnLayout
import KilnViews

/// Renders the site benchmark's pages (a title, a paragraph, 100 rows of three columns: in
/// stacks, and in a `Table` with a formatted column) on one thread, page after page, and prints
/// the time of each stage per page — the work the site build spreads over the cores, without
/// the file system.
enum PageBenchmark {
    static func run(pages: Int) {
        print("The site benchmark's pages on one thread, \(pages) pages each, per page:")
        print("page              lowering     layout   emission      total   HTML")
        measure("rows in stacks", pages: pages, BenchPage.init)
        measure("rows in a Table", pages: pages, BenchTablePage.init)
    }

    private static func measure<Page: View>(_ name: String, pages: Int, _ make: (Int) -> Page) {
        var lowering = 0.0, layout = 0.0, emission = 0.0
        var bytes = 0
        for round in 0..<2 {
            lowering = 0; layout = 0; emission = 0
            for number in 1...pages {
                let t0 = DispatchTime.now()
                let page = lowerPage(make(number))
                let t1 = DispatchTime.now()
                let elements = LayoutPass.resolvePage(page.nodes).elements
                let t2 = DispatchTime.now()
                var writer = HTMLWriter()
                writer.write(elements)
                let document = PageDocument.render(title: "Page \(number)", head: "", body: writer.buffer)
                let t3 = DispatchTime.now()
                bytes = document.count
                lowering += milliseconds(t0, t1)
                layout += milliseconds(t1, t2)
                emission += milliseconds(t2, t3)
            }
            if round == 0 { continue }  // the first round warms caches and allocators
        }
        let perPage = { (total: Double) in format(total / Double(pages)) }
        print(
            "\(name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(perPage(lowering)) ms \(perPage(layout)) ms \(perPage(emission)) ms \(perPage(lowering + layout + emission)) ms   \(bytes) bytes"
        )
    }
}
