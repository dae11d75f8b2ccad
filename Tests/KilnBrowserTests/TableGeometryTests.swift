import Foundation
import Kiln
import KilnTestSupport
import Testing

private struct Row: Identifiable {
    var id: Int
    var name: String
    var city: String
    var note: String
}

private let rows = [
    Row(id: 1, name: "Blue Bottle", city: "Oakland", note: "Pour-over"),
    Row(id: 2, name: "Ritual", city: "San Francisco", note: "Espresso"),
]

/// Tables in Chromium: column widths hold, the sorted header shows its chevron, and a narrow
/// table shows only its first column.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct TableGeometryTests {
    /// Measures the table's header cells (`h0`, `h1` …), its first row's cells (`c0` …) and the
    /// sort chevron (`chevron`): the page's HTML gets test ids in document order.
    private func measureTable<V: View>(_ view: V, width: Int) throws -> PageMeasurement {
        var html = HTMLRenderer(content: view).document(title: "Table")
        for (tag, prefix) in [("th", "h"), ("td", "c")] {
            // A cell's tag, with or without attributes (`<thead` is not a header cell).
            var index = 0, from = html.startIndex
            while let range = html.range(of: "<\(tag)", range: from..<html.endIndex) {
                from = range.upperBound
                guard html[range.upperBound] == " " || html[range.upperBound] == ">" else { continue }
                let id = " data-testid=\"\(prefix)\(index)\""
                html.insert(contentsOf: id, at: range.upperBound)
                from = html.index(range.upperBound, offsetBy: id.count)
                index += 1
            }
        }
        html = html.replacingOccurrences(of: "<span class=\"so", with: "<span data-testid=\"chevron\" class=\"so")
        return try Browser.shared().measure(html: html, width: width)
    }

    @Test func aFixedWidthColumnIsThatWideAndTheOthersShareTheRest() throws {
        let page = try measureTable(Table(rows) {
            TableColumn("Name", value: \.name)
            TableColumn("City", value: \.city).width(200)
            TableColumn("Note", value: \.note)
        }, width: 900)
        let name = try page.box("h0"), city = try page.box("h1"), note = try page.box("h2")
        expectClose(city.width, 200, "fixed column")
        expectClose(name.width, 350, "(900 - 200) / 2")
        expectClose(note.width, 350, "(900 - 200) / 2")
        expectClose(try page.box("c1").width, 200, "the column's cells are as wide as its header")
    }

    @Test func boundedColumnsKeepTheirMinimumAndMaximum() throws {
        let table = Table(rows) {
            TableColumn("Name", value: \.name)
            TableColumn("City", value: \.city).width(min: 100, max: 150)
            TableColumn("Note", value: \.note).width(min: 280)
        }
        let wide = try measureTable(table, width: 900)
        expectClose(try wide.box("h1").width, 150, "a third of 900 is capped at the maximum")
        expectClose(try wide.box("h2").width, 300, "a third of 900 is above the minimum")
        expectClose(try wide.box("h0").width, 450, "the automatic column takes the rest")
        let narrower = try measureTable(table, width: 600)
        expectClose(try narrower.box("h1").width, 150, "a third of 600 is still capped")
        expectClose(try narrower.box("h2").width, 280, "a third of 600 is raised to the minimum")
    }

    @Test func aBoundedFirstColumnStillTakesTheWholeNarrowWidth() throws {
        let page = try measureTable(Table(rows) {
            TableColumn("Name", value: \.name).width(min: 50, max: 120)
            TableColumn("City", value: \.city)
        }, width: 360)
        expectClose(try page.box("h0").width, 360)
    }

    @Test func theSortedHeaderShowsItsChevronBesideItsTitle() throws {
        let page = try measureTable(Table(rows, sortOrder: .constant([KeyPathComparator(\Row.city, order: .reverse)])) {
            TableColumn("Name", value: \.name)
            TableColumn("City", value: \.city)
        }, width: 600)
        let chevron = try page.box("chevron"), city = try page.box("h1")
        #expect(chevron.width > 5 && chevron.height > 5, "visible: \(chevron)")
        #expect(chevron.x >= city.x && chevron.x + chevron.width <= city.x + city.width, "in the City header: \(chevron) \(city)")
        #expect(chevron.y >= city.y && chevron.y + chevron.height <= city.y + city.height, "in the City header: \(chevron) \(city)")
    }

    /// Size classes belong to the window: a table in a narrow card on a wide screen is regular.
    @Test func aTableInANarrowBoxShowsItsColumnsWhenTheWindowIsWide() throws {
        let table = Table(rows) {
            TableColumn("Name", value: \.name)
            TableColumn("City", value: \.city)
        }
        let wide = try measureTable(table.frame(width: 400), width: 1280)
        expectClose(try wide.box("h0").width, 200, "two columns share the 400px card")
        expectClose(try wide.box("c1").width, 200, "the second column shows")
        let phone = try measureTable(table.frame(width: 360), width: 390)
        expectClose(try phone.box("h0").width, 360, "a phone is compact: the first column only")
        #expect(try phone.box("c1").width == 0, "the second column is hidden")
    }

    @Test func aNarrowTableShowsOnlyItsFirstColumnAndAWideOneAll() throws {
        let table = Table(of: Row.self) {
            TableColumn("Name", value: \.name)
            TableColumn("City", value: \.city).width(200)
            TableColumn("Note", value: \.note).width(min: 100, max: 150)
        } rows: {
            Section("Cafés") {
                ForEach(rows) { TableRow($0) }
            }
        }
        let narrow = try measureTable(table, width: 360)
        expectClose(try narrow.box("h0").width, 360, "the first column takes the whole width")
        expectClose(try narrow.box("c0").width, 360, "and its cells")
        expectClose(try narrow.box("h3").width, 360, "the section header spans it")
        for id in ["h1", "h2", "c1", "c2"] {
            let box = try narrow.box(id)
            #expect(box.width == 0 && box.height == 0, "\(id) is hidden: \(box)")
        }
        #expect(narrow.scrollWidth <= 360, "no horizontal scrolling")

        let wide = try measureTable(table, width: 900)
        expectClose(try wide.box("h0").width, 550, "900 - 200 - 150")
        expectClose(try wide.box("h1").width, 200)
        expectClose(try wide.box("h2").width, 150)
        expectClose(try wide.box("c2").width, 150, "cells follow their columns")
    }

    /// A cell's view stands at the cell's leading edge inside its insets: a text as wide as its
    /// words, as SwiftUI sizes a view to its ideal width; a view framed to fill takes the cell's
    /// width. The cells share these rules from the base stylesheet.
    @Test func aCellsTextIsAsWideAsItsWordsAndAFilledViewTakesTheCell() throws {
        let page = try measureTable(Table(rows) {
            TableColumn("Name") { row in Text(row.name).accessibilityIdentifier("text-\(row.id)") }
            TableColumn("Note") { row in Text(row.note).frame(maxWidth: .infinity, alignment: .leading).accessibilityIdentifier("filled-\(row.id)") }
        }, width: 800)
        let nameCell = try page.box("c0"), text = try page.box("text-1")
        let noteCell = try page.box("c1"), filled = try page.box("filled-1")
        expectClose(text.x, nameCell.x + 8, "at the cell's leading inset")
        #expect(text.width > 20 && text.width < nameCell.width - 100, "as wide as \"Blue Bottle\", not the cell: \(text)")
        expectClose(filled.x, noteCell.x + 8, "at the cell's leading inset")
        expectClose(filled.width, noteCell.width - 16, "the cell's width within its insets")
    }
}
