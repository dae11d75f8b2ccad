import KilnTestSupport
import KilnTree
import Testing

/// A safeAreaInset is its view then its bar; an AsyncImage its placeholder's views then the
/// loaded image's, divided by its payload.
@Suite struct SafeAreaAccessorTests {
    private func text(_ string: String) -> Node { textNode(string) }

    @Test func aSafeAreaInsetIsItsViewThenItsBar() throws {
        let inset = Node(.safeAreaInset(edge: .bottom, alignment: .center, spacing: 0), children: [text("List"), text("Bar")])
        let parts = try #require(inset.safeAreaInsetParts)
        #expect(parts.content.plainText == "List")
        #expect(parts.bar.plainText == "Bar")
        #expect(text("List").safeAreaInsetParts == nil)
        #expect(inset.dump().hasPrefix("safeAreaInset(edge: bottom, alignment: center/center, spacing: 0)"))
    }

    @Test func anAsyncImageIsItsPlaceholderThenItsImage() throws {
        let image = Node.asyncImage(placeholder: [text("Loading"), text("…")], image: [text("Photo")], source: nil)
        let parts = try #require(image.asyncImageParts)
        #expect(parts.placeholder.map(\.plainText) == ["Loading", "…"])
        #expect(parts.image.map(\.plainText) == ["Photo"])
        let empty = try #require(Node.asyncImage(placeholder: [text("Loading")], image: [], source: nil).asyncImageParts)
        #expect(empty.image.isEmpty, "a missing or refused URL leaves the placeholder alone")
        #expect(image.dump().hasPrefix("asyncImage(placeholder: 2)"))
    }
}
