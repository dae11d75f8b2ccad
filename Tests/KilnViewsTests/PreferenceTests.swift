import Foundation
import KilnTree
import KilnViews
import Testing

/// The tallest height the views inside set.
private struct TallestKey: PreferenceKey {
    static let defaultValue: Double = 0
    static func reduce(value: inout Double, nextValue: () -> Double) { value = max(value, nextValue()) }
}

/// The names the views inside set, in the order they stand.
private struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// Preferences hand values up the tree: a reader's action runs with the values the views inside
/// set, combined by the key's `reduce`, before the page is rendered, and the state it writes is
/// what the page shows; overlays and backgrounds are made from the value.
@MainActor struct PreferenceTests {
    @Test func anAncestorShowsTheCombinedValueItsActionStored() {
        struct Column: View {
            @State private var tallest = 0.0
            var body: some View {
                VStack {
                    Text("Tallest \(Int(tallest))")
                    Text("A").preference(key: TallestKey.self, value: 40)
                    Text("B").preference(key: TallestKey.self, value: 90)
                    Text("C").preference(key: TallestKey.self, value: 60)
                }
                .onPreferenceChange(TallestKey.self) { tallest = $0 }
            }
        }
        let page = lowerPage(Column())
        #expect(pageTexts(page) == ["Tallest 90", "A", "B", "C"])
        #expect(page.diagnostics.isEmpty)
    }

    @Test func aValueNoViewSetsLeavesTheActionUnrun() {
        final class Calls { var count = 0 }
        let calls = Calls()
        let page = lowerPage(Text("Alone").onPreferenceChange(TallestKey.self) { _ in calls.count += 1 })
        #expect(pageTexts(page) == ["Alone"])
        #expect(calls.count == 0)
    }

    @Test func overlaysAndBackgroundsAreMadeFromTheValue() {
        let view = VStack {
            Text("Apple").preference(key: NamesKey.self, value: ["Apple"])
            Text("Pear").preference(key: NamesKey.self, value: ["Pear"])
        }
        .overlayPreferenceValue(NamesKey.self, alignment: .topTrailing) { names in Text(names.joined(separator: " + ")) }
        .backgroundPreferenceValue(NamesKey.self) { names in Text("\(names.count) fruits") }
        let page = lowerPage(view)
        #expect(pageTexts(page) == ["Apple", "Pear"])
        let layers = page.nodes.first?.modifiers.compactMap { modifier -> (String, [String])? in
            switch modifier {
            case .overlay(.view(let node, _)): ("overlay", texts(of: [node]))
            case .background(.view(let node, _)): ("background", texts(of: [node]))
            default: nil
            }
        } ?? []
        #expect(layers.map(\.0) == ["overlay", "background"])
        #expect(layers.map(\.1) == [["Apple + Pear"], ["2 fruits"]])
    }

    /// An action whose state makes the views set another value each time never settles: an error
    /// at the reader's line, as for appear actions.
    @Test func aValueThatNeverSettlesIsAnErrorAtTheReader() {
        struct Growing: View {
            @State private var height = 1.0
            var body: some View {
                Text("\(height)")
                    .preference(key: TallestKey.self, value: height + 1)
                    .onPreferenceChange(TallestKey.self) { height = $0 }
            }
        }
        let page = lowerPage(Growing())
        let errors = page.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.message.hasPrefix("onPreferenceChange still changes the page after it was lowered") == true)
        #expect(errors.first?.source?.description.contains("PreferenceTests.swift:") == true)
    }

    /// A transform changes the value its content hands up; readers above see the changed value.
    @Test func aTransformChangesTheValueHandedUp() {
        struct Names: View {
            @State private var names: [String] = []
            var body: some View {
                VStack {
                    Text(names.joined(separator: ", "))
                    VStack {
                        Text("a").preference(key: NamesKey.self, value: ["apple"])
                        Text("b").preference(key: NamesKey.self, value: ["banana"])
                    }
                    .transformPreference(NamesKey.self) { $0 = $0.map { $0.uppercased() }.reversed() }
                    Text("c").preference(key: NamesKey.self, value: ["cherry"])
                }
                .onPreferenceChange(NamesKey.self) { names = $0 }
            }
        }
        #expect(pageTexts(lowerPage(Names())).first == "BANANA, APPLE, cherry")
    }
}
