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
            var index = 0
            while let range = html.range(of: "<\(tag) class=") {
                html.replaceSubrange(range, with: "<\(tag) data-testid=\"\(prefix)\(index)\" class=")
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
}
