import Foundation
import Kiln
import KilnTesting
import Testing

/// The bytes the site build writes, not a pretty-printed form: white space inside text (runs of
/// spaces, tabs, line breaks, leading and trailing spaces) is pinned exactly as a browser
/// receives it, with the document's head and the stylesheet link around it.
struct SiteBytesSnapshotTests {
    private struct Spacing: App {
        var body: some Scene {
            WindowGroup("White space") {
                VStack(alignment: .leading) {
                    Text("Two  spaces,\ta tab,\nand a new line")
                    Text(verbatim: "  leading and trailing  ")
                    Text("Code keeps `a  b` inside **bold  words**")
                    Text("Joined ") + Text("runs").bold() + Text(" keep their space")
                    Label("  Padded label ", systemImage: "star")
                    Button(" Save ") {}
                }
            }
            Page(path: "deep/page", title: "Deep <page> & \"quotes\"") {
                Text("A page two folders down links its stylesheet from there.")
            }
        }
    }

    private func build() throws -> URL {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-bytes-\(UUID().uuidString)")
        _ = try SiteGenerator(options: SiteOptions(output: output, isVerbose: false)).build(Spacing())
        return output
    }

    @Test func homePageBytes() throws {
        let site = try build()
        defer { try? FileManager.default.removeItem(at: site) }
        assertSnapshot(of: try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8), as: .lines)
    }

    @Test func nestedPageBytes() throws {
        let site = try build()
        defer { try? FileManager.default.removeItem(at: site) }
        assertSnapshot(of: try String(contentsOf: site.appendingPathComponent("deep/page/index.html"), encoding: .utf8), as: .lines)
    }
}
