import KilnEmit
import KilnLayout
import Testing

/// `Style` keeps its declarations as one byte string; these pin down that it still behaves
/// as an ordered list of properties, each at most once.
struct StyleTests {
    private func declarations(_ style: Style) -> [String] {
        style.declarations.map { "\($0.property):\($0.value)" }
    }

    @Test func setReplacesInPlaceAndAppendsNewProperties() {
        var style = Style()
        style["display"] = "flex"
        style["gap"] = "8px"
        style["display"] = "grid"
        style["width"] = "140px"
        #expect(declarations(style) == ["display:grid", "gap:8px", "width:140px"])
        #expect(style["gap"] == "8px")
        #expect(style["grid"] == nil)
        // A property that is the start of another is a different property.
        #expect(style["wid"] == nil)
    }

    @Test func removingTheFirstMiddleOrLastDeclarationKeepsTheOthers() {
        for removed in ["a", "bb", "ccc"] {
            var style = Style()
            style["a"] = "1"
            style["bb"] = "22"
            style["ccc"] = "333"
            style[removed] = nil
            let expected = ["a:1", "bb:22", "ccc:333"].filter { !$0.hasPrefix("\(removed):") }
            #expect(declarations(style) == expected)
        }
        var only = Style()
        only["a"] = "1"
        only["a"] = nil
        #expect(only.isEmpty && only == Style())
    }

    @Test func valuesCannotForgeDeclarations() {
        var style = Style()
        style["font-family"] = "A\u{1F}B\u{1E}color\u{1F}red"
        #expect(style["color"] == nil)
        #expect(declarations(style) == ["font-family:ABcolorred"])
    }

    @Test func equalDeclarationsAreEqualStylesWithEqualHashes() {
        var first = Style(), second = Style()
        first["display"] = "flex"
        first["gap"] = "8px"
        second["gap"] = "4px"
        second["display"] = "flex"
        #expect(first != second)
        second = Style()
        second["display"] = "flex"
        second["gap"] = "8px"
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        // Order is part of a style: it is the order the stylesheet writes.
        var reversed = Style()
        reversed["gap"] = "8px"
        reversed["display"] = "flex"
        #expect(first != reversed)
    }

    @Test func registryNamesLongAndShortStylesByTheirText() {
        var registry = ClassRegistry()
        var long = Style()
        for index in 0..<12 { long["--custom-property-\(index)"] = "value-\(index)" }
        let name = registry.className(hint: "x", style: long)
        var copy = Style()
        for index in 0..<12 { copy["--custom-property-\(index)"] = "value-\(index)" }
        #expect(registry.className(hint: "x", style: copy) == name)
        #expect(registry.className(hint: "y", style: copy) != name)
        #expect(registry.rules[name]?.hasPrefix("--custom-property-0:value-0;--custom-property-1:value-1") == true)
    }
}
