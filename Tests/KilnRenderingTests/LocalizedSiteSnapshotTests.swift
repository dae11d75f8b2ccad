import Foundation
import Kiln
import KilnTestSupport
import KilnTesting
import Testing

/// The head of a page of a localized site as the build writes it: `lang`, the stylesheet and
/// the alternates of the page in every language.
struct LocalizedSiteSnapshotTests {
    @Test func headOfAFrenchPage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-l10n-head-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        _ = try LocalizedSiteFixture.build(into: site)
        let page = try String(contentsOf: site.appendingPathComponent("fr/about/index.html"), encoding: .utf8)
        let head = try #require(page.range(of: "</head>").map { String(page[..<$0.upperBound]) })
        assertSnapshot(of: head, as: .lines)
    }
}
