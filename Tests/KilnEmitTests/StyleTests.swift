import KilnEmit
import KilnLayout
import Testing

/// `Style` keeps its declarations as one byte string, each property interned as a byte; these pin
/// down that it still behaves as an ordered list of properties, each at most once.
struct StyleTests {
    private func declarations(_ style: Style) -> [String] {
        style.declarations.map { "\($0.property.name):\(String(decoding: style.text[$0.value], as: UTF8.self))" }
    }

    @Test func setReplacesInPlaceAndAppendsNewProperties() {
        var style = Style()
        style[.display] = "flex"
        style[.gap] = "8px"
        style[.display] = "grid"
        style[.width] = "140px"
        #expect(declarations(style) == ["display:grid", "gap:8px", "width:140px"])
        #expect(style[.gap] == "8px")
        #expect(style[.gridArea] == nil)
        #expect(style[.maxWidth] == nil)
    }

    @Test func removingTheFirstMiddleOrLastDeclarationKeepsTheOthers() {
        for removed in [CSSProperty.color, .gap, .padding] {
            var style = Style()
            style[.color] = "red"
            style[.gap] = "22px"
            style[.padding] = "333px"
            style[removed] = nil
            let expected = ["color:red", "gap:22px", "padding:333px"].filter { !$0.hasPrefix("\(removed.name):") }
            #expect(declarations(style) == expected)
        }
        var only = Style()
        only[.color] = "red"
        only[.color] = nil
        #expect(only.isEmpty && only == Style())
    }

    /// Every property's byte, the separator's included, reads back and is removed on its own.
    @Test func everyPropertyIsFoundBesideItsNeighbours() throws {
        for property in CSSProperty.allCases where property != .color && property != .gap {
            var style = Style()
            style[.color] = "red"
            style[property] = "v"
            style[.gap] = "8px"
            #expect(style[property] == "v", "\(property.name)")
            style[property] = nil
            #expect(style[property] == nil && style[.color] == "red" && style[.gap] == "8px", "\(property.name)")
        }
    }

    @Test func propertyNamesAreDistinctCSSNames() {
        let names = CSSProperty.allCases.map(\.name)
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(name.utf8.allSatisfy { $0 == UInt8(ascii: "-") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }, "\(name)")
        }
    }

    @Test func valuesCannotForgeDeclarations() {
        var style = Style()
        let forged = String(decoding: [UInt8(ascii: "A"), 0x1E, CSSProperty.color.rawValue] + Array("red".utf8), as: UTF8.self)
        style[.fontFamily] = forged
        #expect(style[.color] == nil)
        #expect(style[.fontFamily]?.hasSuffix("red") == true)
        #expect(style.declarations.count == 1)
    }

    @Test func equalDeclarationsAreEqualStylesWithEqualHashes() {
        var first = Style(), second = Style()
        first[.display] = "flex"
        first[.gap] = "8px"
        second[.gap] = "4px"
        second[.display] = "flex"
        #expect(first != second)
        second = Style()
        second[.display] = "flex"
        second[.gap] = "8px"
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        // Order is part of a style: it is the order the stylesheet writes.
        var reversed = Style()
        reversed[.gap] = "8px"
        reversed[.display] = "flex"
        #expect(first != reversed)
    }

    @Test func registryNamesLongAndShortStylesByTheirText() {
        var registry = ClassRegistry()
        var long = Style()
        for (index, property) in CSSProperty.allCases.prefix(12).enumerated() { long[property] = "value-\(index)" }
        let name = registry.className(hint: "x", style: long)
        var copy = Style()
        for (index, property) in CSSProperty.allCases.prefix(12).enumerated() { copy[property] = "value-\(index)" }
        #expect(registry.className(hint: "x", style: copy) == name)
        #expect(registry.className(hint: "y", style: copy) != name)
        let first = CSSProperty.allCases[0].name, second = CSSProperty.allCases[1].name
        #expect(registry.rules[name]?.hasPrefix("\(first):value-0;\(second):value-1") == true)
    }
}
