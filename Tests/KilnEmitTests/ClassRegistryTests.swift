import KilnEmit
import KilnLayout
import Testing

struct ClassRegistryTests {
    private func style(_ pairs: [(CSSProperty, String)]) -> Style {
        var style = Style()
        for (property, value) in pairs { style[property] = value }
        return style
    }

    @Test func namesDependOnlyOnTheDeclarations() {
        var first = ClassRegistry()
        var second = ClassRegistry()
        let flex = style([(.display, "flex"), (.gap, "8px")])
        let grid = style([(.display, "grid")])
        let a = first.className(hint: "h", style: flex)
        _ = first.className(hint: "w", style: grid)
        _ = second.className(hint: "w", style: grid)
        #expect(second.className(hint: "h", style: flex) == a)
        #expect(first.className(hint: "h", style: flex) == a)
        #expect(a.hasPrefix("h") && a.count == 8)
    }

    @Test func stylesheetHasOneSortedRulePerClass() {
        var registry = ClassRegistry()
        let b = registry.className(hint: "b", style: style([(.color, "red")]))
        let a = registry.className(hint: "a", style: style([(.color, "blue")]))
        _ = registry.className(hint: "b", style: style([(.color, "red")]))
        #expect(registry.stylesheet == ".\(a){color:blue}\n.\(b){color:red}")
    }
}
