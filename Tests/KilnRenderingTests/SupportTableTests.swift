import Foundation
import Testing

@testable import Showcase

/// The support table (`Sources/Showcase/Resources/support.tsv`) claims only what the tests show:
/// every row it says renders names a test, every test it names exists, and the README's summary
/// counts its rows as they are.
struct SupportTableTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private let table = SupportTable.shipped

    private static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func everyLineIsARowOfFiveCellsWithAKnownStatus() throws {
        let lines = try Self.read("Sources/Showcase/Resources/support.tsv").split(separator: "\n")
        #expect(lines.first == "area\tapi\tstatus\ttest\tnote")
        #expect(table.rows.count == lines.count - 1, "a line that is no row (five cells, a known status) is dropped")
        #expect(table.rows.count >= 500, "the everyday surface: \(table.rows.count) rows")
        #expect(Set(table.rows.map(\.id)).count == table.rows.count, "each API once")
    }

    @Test func aRowThatRendersNamesItsTestAndOnlyDrawnRowsNameOne() {
        for row in table.rows {
            switch row.status {
            case .renders: #expect(row.test != nil, "\(row.api) renders: which test shows it?")
            case .partly: #expect(row.test != nil || row.note.contains("no test yet"), "\(row.api) is partly drawn: name its test or say there is none yet")
            case .leftOut, .missing: #expect(row.test == nil, "\(row.api) is \(row.status.rawValue): no test shows it drawn")
            }
        }
    }

    /// A test is written `FileStem/functionName`: the file `Tests/*/FileStem.swift` holds `func functionName(`.
    @Test func everyNamedTestExists() throws {
        let tests = Self.root.appendingPathComponent("Tests")
        var files: [String: String] = [:]
        for case let url as URL in FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)! where url.pathExtension == "swift" {
            files[url.deletingPathExtension().lastPathComponent] = try String(contentsOf: url, encoding: .utf8)
        }
        for row in table.rows {
            guard let test = row.test else { continue }
            let parts = test.split(separator: "/")
            guard parts.count == 2, let source = files[String(parts[0])] else {
                Issue.record("\(row.api): no test file \(test)")
                continue
            }
            #expect(source.contains("func \(parts[1])("), "\(row.api): \(parts[0]).swift has no test \(parts[1])")
        }
    }

    @Test func theReadmeSummarisesTheTableAsItIs() throws {
        let readme = try Self.read("README.md")
        let summary = "\(table.rows.count) rows: \(table.count(.renders)) render as SwiftUI does, \(table.count(.partly)) partly, "
            + "\(table.count(.leftOut)) compile and are left out on a static page, \(table.count(.missing)) are missing"
        #expect(readme.contains(summary), "the README should say: \(summary)")
    }
}
