import KilnTree
import KilnViews
import Testing

/// A page's path and trail follow from the steps that reach it.
struct NavigationStateTests {
    private struct Number: Hashable, Identifiable {
        let id: Int
    }

    private var stack: some View {
        NavigationStack {
            ForEach(1...3, id: \.self) { NavigationLink("\($0)", value: Number(id: $0)) }
                .navigationDestination(for: Number.self) { number in
                    NavigationLink("next", value: Number(id: number.id + 1))
                }
        }
    }

    @Test func pushingOntoTheSameStackKeepsOnePathPerValue() throws {
        let root = lowerPage(stack)
        let one = NavigationState().following(try #require(root.targets[0]))
        #expect(one.pathSegments == ["number", "1"])
        let onePage = lowerPage(stack, navigation: one)
        let two = one.following(try #require(onePage.targets[0]))
        #expect(two.steps.count == 2)
        // Reached from 1, the page of 2 has 2's own path, however it was reached.
        #expect(two.pathSegments == ["number", "2"])
        #expect(two.trail.map(\.pathSegments) == [[], ["number", "1"]])
    }
}
