import Dispatch
import Foundation
import KilnEmit
import KilnLayout
import KilnViews

/// Views whose state reacts on the page, each beside the same view with its state left as it
/// opens (a `.constant` binding): the time from view to HTML and the bytes each adds, the figures
/// issue 36 asks for. A 2-state toggle, a counter bounded to 0...20, and a counter that passes
/// the 64 states a page holds for one view (written up to the limit, its + then disabled).
enum StateBenchmark {
    private struct Reveal: View {
        @State private var showsDetails = false
        var body: some View {
            VStack {
                Toggle("Details", isOn: $showsDetails)
                if showsDetails { Text("Doors open at eight; bring a friend.") }
            }
        }
    }

    private struct StaticReveal: View {
        var body: some View {
            VStack { Toggle("Details", isOn: .constant(false)) }
        }
    }

    private struct Counter: View {
        let limit: Int
        @State private var count = 0
        var body: some View {
            VStack {
                Text("\(count) guests")
                HStack {
                    Button("−") { count -= 1 }.disabled(count == 0)
                    Button("+") { count += 1 }.disabled(count == limit)
                }
            }
        }
    }

    private struct StaticCounter: View {
        var body: some View {
            VStack {
                Text("0 guests")
                HStack {
                    Button("−") {}.disabled(true)
                    Button("+") {}
                }
            }
        }
    }

    static func run(runs: Int) {
        print("views whose @State reacts on the page, beside the same view left as it opens; \(runs) runs after 3 warm-up runs (lowering + layout + emission)")
        compare("toggle", runs: runs, reacting: { Reveal() }, still: { StaticReveal() })
        compare("0...20", runs: runs, reacting: { Counter(limit: 20) }, still: { StaticCounter() })
        compare("0...99 (past the limit)", runs: runs, reacting: { Counter(limit: 99) }, still: { StaticCounter() })
    }

    private static func compare<A: View, B: View>(_ name: String, runs: Int, reacting: () -> A, still: () -> B) {
        let (reactingTime, reactingBytes, states) = measure(runs: runs, reacting)
        let (stillTime, stillBytes, _) = measure(runs: runs, still)
        let label = name.padding(toLength: 23, withPad: " ", startingAt: 0)
        print("\(label) \("\(states) states".padding(toLength: 10, withPad: " ", startingAt: 0))   \(format(reactingTime, decimals: 2)) ms against \(format(stillTime, decimals: 2)) ms   \(reactingBytes) bytes of HTML against \(stillBytes) (+\(reactingBytes - stillBytes))")
    }

    /// The median time from view to HTML, the HTML's bytes (body and page rules), and the states written.
    private static func measure<V: View>(runs: Int, _ view: () -> V) -> (milliseconds: Double, bytes: Int, states: Int) {
        var times: [Double] = []
        var bytes = 0, states = 1
        for _ in 0..<(runs + 3) {
            let start = DispatchTime.now()
            let page = lowerPage(view())
            var writer = HTMLWriter()
            writer.write(LayoutPass.resolvePage(page.nodes).elements)
            let rules = writer.registry.stylesheet
            times.append(milliseconds(start, DispatchTime.now()))
            bytes = writer.buffer.count + rules.utf8.count
            states = page.stateIslands.first?.states ?? 1
        }
        let sorted = times.dropFirst(3).sorted()
        return (sorted[sorted.count / 2], bytes, states)
    }
}
