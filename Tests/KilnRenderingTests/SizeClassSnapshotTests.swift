import Foundation
import Kiln
import KilnTesting
import Testing

/// A view that reads a size class is on the page once per class, each rendering in a wrapper the
/// base stylesheet shows or hides by the viewport; the page stays valid HTML with unique ids.
@MainActor
struct SizeClassSnapshotTests {
    private struct Adaptive: View {
        @Environment(\.horizontalSizeClass) private var sizeClass
        var body: some View {
            if sizeClass == .compact {
                VStack { Text("A"); Text("B") }
            } else {
                HStack { Text("A"); Text("B") }
            }
        }
    }

    @Test func bothRenderingsInTheirWrappers() {
        assertSnapshot(of: VStack {
            Text("Title")
            Adaptive().padding(4)
        })
    }

    /// Controls, charts and presentations that name parts of the page by id, in a view rendered twice.
    private struct Busy: View {
        @Environment(\.horizontalSizeClass) private var sizeClass
        @State private var flavor = "Vanilla"
        @State private var isShowing = false
        @State private var note = ""
        var body: some View {
            VStack {
                Text(sizeClass == .compact ? "Narrow" : "Wide")
                Picker("Flavor", selection: $flavor) {
                    Text("Vanilla").tag("Vanilla")
                    Text("Chocolate").tag("Chocolate")
                }
                .pickerStyle(.segmented)
                TextField("Note", text: $note)
                Chart {
                    BarMark(x: .value("Day", "Mon"), y: .value("Cups", 3))
                    BarMark(x: .value("Day", "Tue"), y: .value("Cups", 5))
                }
                .frame(height: 120)
                Button("Details") { isShowing = true }
                    .popover(isPresented: $isShowing) { Text("More") }
            }
        }
    }

    @Test func renderingTwiceNeverRepeatsAnId() throws {
        let html = HTMLRenderer(content: Busy()).document(title: "Size classes")
        #expect(html.contains("k-compact") && html.contains("k-regular"), "the view was rendered per class")
        let ids = Self.values(of: "id", in: html)
        #expect(!ids.isEmpty)
        #expect(Set(ids).count == ids.count, "repeated ids: \(ids)")
        // Each rendering's segmented picker is a radio group of its own.
        let names = Set(Self.values(of: "name", in: html).filter { $0 != "viewport" })
        #expect(names.count == 2, "\(names)")
    }

    /// The values of every `name="…"` attribute in `html`.
    private static func values(of attribute: String, in html: String) -> [String] {
        let pattern = try! Regex(" \(attribute)=\"([^\"]*)\"")
        return html.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) }
    }
}
