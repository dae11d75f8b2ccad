import Foundation
import Kiln
import KilnTestSupport
import Testing

@testable import Showcase

/// Every page of the showcase shows its text at a phone's and a desktop's width: a reader sees
/// each text the page means to show, none collapsed into an empty box or clipped away by an
/// ancestor (`Browser.invisibleTexts` says what counts and what the page hides on purpose), and
/// no page is wider than the window.
@Suite(.enabled(if: Browser.unavailableReason == nil, "\(Browser.unavailableReason ?? "")"))
struct ShowcaseVisibilityTests {
    @Test func everyPageShowsItsTextAtPhoneAndDesktopWidths() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-visible-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        _ = try SiteGenerator(options: SiteOptions(output: output, assets: ShowcaseCrawlTests.assets, isVerbose: false)).build(ShowcaseSite())
        let pages = try ShowcaseCrawlTests.htmlFiles(in: output).sorted()
        // The English pages and the 404 page: built in this process, the showcase finds no string
        // tables (they are looked for beside the executable), so it has no French pages here (issue 34).
        #expect(pages.count == 103, "the showcase has \(pages.count) pages")

        let browser = try Browser.shared()
        var failures: [String] = []
        var failingPages = 0
        for width in [390, 1280] {
            for page in pages {
                let view = try browser.readerView(page: output.appendingPathComponent(page), width: width)
                let invisible = view.invisibleTexts
                let isWide = view.pageWidth > view.viewportWidth
                guard !invisible.isEmpty || isWide else { continue }
                failingPages += 1
                if !invisible.isEmpty {
                    let shown = invisible.prefix(4).map(\.description).joined(separator: "; ")
                    failures.append("\(page) at \(width) px: \(invisible.count) not visible: \(shown)")
                }
                if isWide {
                    let culprits = view.overflowingElements.joined(separator: "; ")
                    failures.append("\(page) at \(width) px: the page is \(view.pageWidth) px wide, scrolling sideways (\(culprits))")
                }
            }
        }
        #expect(failures.isEmpty, """
            \(failingPages) of \(pages.count * 2) page loads hide text or scroll sideways:
            \(failures.joined(separator: "\n"))
            """)
    }
}
