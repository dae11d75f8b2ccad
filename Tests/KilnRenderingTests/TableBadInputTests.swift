import Foundation
import Kiln
import Testing

/// A row type whose `tags` value isn't Comparable.
private struct Tagged: Identifiable {
    var id: Int
    var name: String
    var tags: [String]
}

private let tagged = [Tagged(id: 1, name: "One", tags: ["a"]), Tagged(id: 2, name: "Two", tags: [])]

/// Tables misused: each problem is reported with the user's file and line, and the table still renders.
struct TableBadInputTests {
    private let file = "KilnRenderingTests/TableBadInputTests.swift"

    @Test func aSortComparatorMatchingNoColumnIsReportedAtTheTable() {
        let line = #line + 1
        let renderer = HTMLRenderer(content: Table(tagged, sortOrder: .constant([KeyPathComparator(\Tagged.id)])) {
            TableColumn("Name", value: \.name)
        })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): warning: the table's first sort comparator matches no column's value: key path; no column is shown as sorted"
        ])
        #expect(!renderer.prettyHTML().contains("aria-sort"))
    }

    @Test func aValueColumnThatIsNotComparableIsAnErrorWithASortOrder() {
        let line = #line + 3
        let renderer = HTMLRenderer(content: Table(tagged, sortOrder: .constant([KeyPathComparator(\Tagged.name)])) {
            TableColumn("Name", value: \.name)
            TableColumn("Tags", value: \.tags) { Text($0.tags.joined(separator: ", ")) }
        })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): error: TableColumn's value of type Array<String> isn't Comparable, so the table's sortOrder can't sort by it; use a Comparable value"
        ])
        #expect(renderer.prettyHTML().contains("aria-sort=\"ascending\""))
    }

    @Test func aNonComparableValueColumnIsFineWithoutASortOrder() {
        let renderer = HTMLRenderer(content: Table(tagged) {
            TableColumn("Tags", value: \.tags) { Text($0.tags.joined(separator: ", ")) }
        })
        #expect(renderer.diagnostics.isEmpty)
    }

    @Test func badWidthsAreIgnoredOrRaisedWithWarnings() {
        let line = #line + 2
        let renderer = HTMLRenderer(content: Table(tagged) {
            TableColumn("Name", value: \.name).width(-4)
            TableColumn("Id") { Text("\($0.id)") }.width(min: 90, max: 40)
        })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): warning: TableColumn width -4.0 is invalid (negative or not finite); it is ignored",
            "\(file):\(line + 1): warning: TableColumn maximum width 40.0 is smaller than the minimum width 90.0; the maximum is raised to it",
        ])
        let html = renderer.prettyHTML()
        #expect(html.contains("{--k-min:90px;--k-max:90px}"))
        #expect(html.contains("--k-fixed:0px;--k-sharing:2}"))
    }

    @Test func aTableRowOutsideATableOrOfAnotherTypeIsLeftOutWithAnError() {
        let line = #line + 2
        let renderer = HTMLRenderer(content: VStack {
            TableRow(tagged[0])
            Table(of: Tagged.self) {
                TableColumn("Name", value: \.name)
            } rows: {
                TableRow(Place(id: 9, name: "x"))
            }
        })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): error: TableRow is shown only in the rows of a Table; it is left out",
            "\(file):\(line + 4): error: TableRow of Place is in a table of Tagged; it is left out",
        ])
        #expect(!renderer.prettyHTML().contains("<td"))
    }

    @Test func itemContextMenusAreReportedOncePerPage() {
        let line = #line + 3
        let renderer = HTMLRenderer(content: VStack {
            Table(tagged) { TableColumn("Name", value: \.name) }
                .contextMenu(forSelectionType: Tagged.ID.self) { _ in Button("Delete") {} }
            Table(tagged) { TableColumn("Name", value: \.name) }
                .contextMenu(forSelectionType: Tagged.ID.self) { _ in Button("Open") {} } primaryAction: { _ in }
        })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): warning: contextMenu(forSelectionType:) has no meaning on a static page; it is left out"
        ])
        #expect(!renderer.prettyHTML().contains("Delete"))
        // Each page is its own walk, with its own report.
        #expect(HTMLRenderer(content: Text("x").contextMenu(forSelectionType: Int.self) { _ in EmptyView() }).diagnostics.count == 1)
    }

    @Test func onChangeShowsTheViewAsItIs() {
        let renderer = HTMLRenderer(content: VStack {
            Text("a").onChange(of: 1) { _ in }
            Text("b").onChange(of: 1) { _, _ in }
            Text("c").onChange(of: 1, initial: true) {}
        })
        #expect(renderer.diagnostics.isEmpty)
        #expect(renderer.prettyHTML().contains("<p>c</p>"))
    }
}

/// Another identifiable row type, for a row of the wrong type.
private struct Place: Identifiable {
    var id: Int
    var name: String
}
