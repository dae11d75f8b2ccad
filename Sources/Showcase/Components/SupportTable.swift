import Foundation

/// Kiln's support table: SwiftUI's and Swift Charts' everyday API, a row each, with what a page
/// does with it (`Resources/support.tsv`, tab-separated: area, API, status, the test that shows
/// it, a note). `SupportTableTests` holds every claimed test to exist.
struct SupportTable {
    enum Status: String, CaseIterable {
        case renders
        case partly
        case leftOut = "left out"
        case missing

        /// What the page says of a row.
        var title: String {
            switch self {
            case .renders: "Renders"
            case .partly: "Partly"
            case .leftOut: "Left out"
            case .missing: "Missing"
            }
        }

        var meaning: String {
            switch self {
            case .renders: "compiles and draws as SwiftUI does, shown by a test"
            case .partly: "compiles and draws, with the difference its note names"
            case .leftOut: "compiles; a static page has no use for it, so the build leaves it out and says so"
            case .missing: "does not compile yet"
            }
        }
    }

    struct Row: Identifiable {
        let area: String
        let api: String
        let status: Status
        let test: String?
        let note: String
        var id: String { area + "/" + api }
    }

    let rows: [Row]

    /// The table as `text` (the file's contents) writes it.
    init(parsing text: String) {
        rows = text.split(separator: "\n").dropFirst().compactMap { line in
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard cells.count == 5, let status = Status(rawValue: cells[2]) else { return nil }
            return Row(area: cells[0], api: cells[1], status: status, test: cells[3].isEmpty ? nil : cells[3], note: cells[4])
        }
    }

    /// The table the showcase is built with.
    static let shipped: SupportTable = {
        guard let url = Bundle.module.url(forResource: "support", withExtension: "tsv"), let text = try? String(contentsOf: url, encoding: .utf8) else {
            fatalError("the showcase's support table is missing from its resources")
        }
        return SupportTable(parsing: text)
    }()

    /// The areas in the table's order, each with its rows.
    var areas: [(name: String, rows: [Row])] {
        var order: [String] = []
        var byArea: [String: [Row]] = [:]
        for row in rows {
            if byArea[row.area] == nil { order.append(row.area) }
            byArea[row.area, default: []].append(row)
        }
        return order.map { ($0, byArea[$0]!) }
    }

    func count(_ status: Status) -> Int { rows.count { $0.status == status } }
}
