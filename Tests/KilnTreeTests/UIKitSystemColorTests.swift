import KilnTree
import Testing

/// `Color(.systemBackground)` and friends are the system colours Kiln draws with the same light
/// and dark values.
struct UIKitSystemColorTests {
    @Test func uiKitsSemanticColoursAreKilnsSystemColours() {
        #expect(Color(.label) == .primary)
        #expect(Color(.secondaryLabel) == .secondary)
        #expect(Color(uiColor: .systemBlue) == .blue)
        #expect(Color(.link) == .blue)
        #expect(Color(.tintColor) == .accentColor)
        #expect(Color(.systemBackground) == Color(storage: .system(.background)))
        #expect(Color(.secondarySystemBackground) == Color(storage: .system(.secondaryBackground)))
        #expect(Color(.systemFill) == Color(storage: .system(.fill)))
    }
}
