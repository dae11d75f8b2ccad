import Foundation
import Kiln
import Testing

/// A long collection ten to a page: the first page at the view's own URL, the next at page/2/ …,
/// each linking to its neighbours with rel=prev and rel=next; a value linked from any page has one URL.
struct PaginationSiteTests {
    struct Numbers: App {
        var body: some Scene {
            WindowGroup("Numbers") { NumbersHome() }
        }
    }

    struct NumbersHome: View {
        var body: some View {
            NavigationStack {
                VStack {
                    Paginated(Array(1...25), pageSize: 10) { page in
                        ForEach(page, id: \.self) { number in
                            NavigationLink("Item \(number)", value: number)
                        }
                    }
                }
                .navigationTitle("Numbers")
                .navigationDestination(for: Int.self) { number in Text("Number \(number)") }
            }
        }
    }

    @Test func eachPageHoldsItsTenAndLinksToItsNeighbours() throws {
        let output = try temporaryFolder().appendingPathComponent("site")
        _ = try SiteGenerator(options: SiteOptions(output: output, isVerbose: false)).build(Numbers())
        let first = try read(output, "index.html")
        #expect(first.contains(">Item 1<") && first.contains(">Item 10<") && !first.contains(">Item 11<"))
        #expect(first.contains("Page 1 of 3"))
        #expect(first.contains("href=\"page/2/\" rel=\"next\""))
        #expect(!first.contains("rel=\"prev\""))

        let second = try read(output, "page/2/index.html")
        #expect(second.contains(">Item 11<") && second.contains(">Item 20<") && !second.contains(">Item 21<") && !second.contains(">Item 10<"))
        #expect(second.contains("Page 2 of 3"))
        #expect(second.contains("href=\"../../\" rel=\"prev\""))
        #expect(second.contains("href=\"../../page/3/\" rel=\"next\""))
        // A value on the second page has the URL it would have from the first.
        #expect(second.contains("href=\"../../int/15/\""))

        let third = try read(output, "page/3/index.html")
        #expect(third.contains(">Item 25<") && !third.contains("rel=\"next\""))
        let files = Set(try contents(of: output).keys)
        #expect(files.contains("int/15/index.html") && !files.contains { $0.hasPrefix("page/2/int/") })
    }
}
