import KilnLayout
import KilnTree
import Testing

/// A page's layout keeps the styles views end with once placed and gives them to views placed
/// alike (`PlacedStyles`): each row of a page must still end as it would on its own.
@Suite struct PlacedStylesTests {
    typealias F = Fixture

    static func row(_ name: String, alignment: VerticalAlignment = .center, spacerMinLength: Double? = nil, priority: Double? = nil) -> Node {
        var spacer = Node(.spacer(minLength: spacerMinLength))
        if let priority { spacer.modifiers.append(.layoutPriority(priority)) }
        return F.hstack([F.text(name), spacer, F.text("6")], alignment: alignment)
    }

    /// The outline of `node`'s element, laid out as the only row of a column.
    static func alone(_ node: Node) -> String {
        F.layout(F.vstack([node])).split(separator: "\n").dropFirst().joined(separator: "\n")
    }

    @Test func rowsPlacedAlikeOrNotEachEndAsOnTheirOwn() {
        // The same request with another style (alignment), and the same style with another
        // request (a spacer's minimum length, a priority), between rows placed alike.
        let rows = [
            Self.row("a"), Self.row("b", alignment: .top), Self.row("c", spacerMinLength: 20), Self.row("d"),
            Self.row("e", priority: 1), Self.row("f", alignment: .top), Self.row("g", spacerMinLength: 20),
        ]
        let page = F.layout(F.vstack(rows)).split(separator: "\n").dropFirst().joined(separator: "\n")
        #expect(page == rows.map(Self.alone).joined(separator: "\n"))
        #expect(page.contains("min-width: 20px"))
        #expect(page.contains("align-items: start"))
    }
}
