import Foundation
import Kiln
import KilnTesting
import Testing

/// A small row type for the table tests.
struct Cafe: Identifiable, Hashable {
    var id: Int
    var name: String
    var city: String
    var noiseLevel: Int
}

let cafes = [
    Cafe(id: 1, name: "Blue Bottle", city: "Oakland", noiseLevel: 3),
    Cafe(id: 2, name: "Ritual", city: "San Francisco", noiseLevel: 5),
    Cafe(id: 3, name: "Verve", city: "Santa Cruz", noiseLevel: 2),
]

/// One snapshot per form of `Table`: the HTML table, its column widths, sort and selection marks.
struct TableSnapshotTests {
    @Test func valueColumnsShowTheirStringsAsText() {
        assertSnapshot(of: Table(cafes) {
            TableColumn("Name", value: \.name)
            TableColumn("City", value: \.city)
        })
    }

    @Test func customColumnsShowTheirViews() {
        assertSnapshot(of: Table(cafes) {
            TableColumn("Name") { cafe in
                Label(cafe.name, systemImage: "cup.and.saucer")
            }
            TableColumn("Noise", value: \.noiseLevel) { cafe in
                Text("\(cafe.noiseLevel) of 5").foregroundStyle(.secondary)
            }
        })
    }

    @Test func widthsFixedBoundedAndIdeal() {
        assertSnapshot(of: Table(cafes) {
            TableColumn("Name", value: \.name)
            TableColumn("City", value: \.city).width(200)
            TableColumn("Noise") { Text("\($0.noiseLevel)") }.width(min: 60, max: 120)
            TableColumn("Id") { Text("\($0.id)") }.width(ideal: 80)
        })
    }

    @Test func sortAscendingMarksTheFirstComparatorsColumn() {
        let sortOrder = [KeyPathComparator(\Cafe.name), KeyPathComparator(\Cafe.city)]
        assertSnapshot(of: Table(cafes, sortOrder: .constant(sortOrder)) {
            TableColumn("Name", value: \.name)
            TableColumn("City", value: \.city)
        })
    }

    @Test func sortDescendingKeepsTheDataOrder() {
        let sortOrder = [KeyPathComparator(\Cafe.noiseLevel, order: .reverse)]
        assertSnapshot(of: Table(cafes, sortOrder: .constant(sortOrder)) {
            TableColumn("Name", value: \.name)
            TableColumn("Noise", value: \.noiseLevel) { Text("\($0.noiseLevel)") }
        })
    }

    @Test func multipleSelectionIsAMultiselectableGrid() {
        assertSnapshot(of: Table(cafes, selection: .constant(Set([1, 3]))) {
            TableColumn("Name", value: \.name)
            TableColumn("City", value: \.city)
        })
    }

    @Test func singleSelectionOptionalAndRequired() {
        assertSnapshot(of: VStack {
            Table(cafes, selection: .constant(Optional(2))) {
                TableColumn("Name", value: \.name)
            }
            Table(cafes, selection: .constant(3), sortOrder: .constant([KeyPathComparator(\Cafe.name)])) {
                TableColumn("Name", value: \.name)
            }
        })
    }

    @Test func sectionsAreRowGroupsWithAHeaderAcrossTheColumns() {
        assertSnapshot(of: Table(of: Cafe.self) {
            TableColumn("Name", value: \.name)
            TableColumn("City", value: \.city)
        } rows: {
            Section("East Bay") {
                TableRow(cafes[0])
            }
            Section("Elsewhere") {
                ForEach(cafes.dropFirst()) { cafe in
                    TableRow(cafe)
                }
            }
        })
    }

    @Test func tableRowsOutsideSectionsAndConditionalColumns() {
        let showsCity = true
        let showsNoise = false
        assertSnapshot(of: Table(of: Cafe.self, selection: .constant(Set([2]))) {
            TableColumn("Name", value: \.name)
            if showsCity {
                TableColumn("City", value: \.city)
            }
            if showsNoise {
                TableColumn("Noise") { Text("\($0.noiseLevel)") }
            }
        } rows: {
            TableRow(cafes[0])
            TableRow(cafes[1])
            if showsNoise {
                TableRow(cafes[2])
            }
        })
    }

    @Test func tenColumns() {
        assertSnapshot(of: Table(cafes.prefix(1)) {
            TableColumn("1", value: \.name)
            TableColumn("2", value: \.city)
            TableColumn("3") { Text("\($0.noiseLevel)") }
            TableColumn("4", value: \.name)
            TableColumn("5", value: \.city)
            TableColumn("6") { Text("\($0.id)") }
            TableColumn("7", value: \.name)
            TableColumn("8", value: \.city)
            TableColumn("9", value: \.name)
            TableColumn("10", value: \.city)
            TableColumn("11", value: \.name)
        })
    }
}
