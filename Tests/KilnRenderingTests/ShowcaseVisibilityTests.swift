import Foundation
import Kiln
import KilnTestSupport
import Testing

@testable import Showcase

/// Every page of the showcase, in each of its languages, shows its text at a phone's and a
/// desktop's width, light and dark: a reader sees each text the page means to show, none collapsed
/// into an empty box, clipped away by an ancestor or drawn in about its background's colour
/// (`Browser.invisibleTexts` says what counts and what the page hides on purpose), and no page
/// is wider than the window.
@Suite(.enabled(if: Browser.unavailableReason == nil, "\(Browser.unavailableReason ?? "")"))
struct ShowcaseVisibilityTests {
    /// The crawl takes minutes: it runs on a thread of its own, so that it does not hold one of
    /// the two threads of a two-core machine's pool that other tests' tasks wake up on.
    @Test func everyPageShowsItsTextAtPhoneAndDesktopWidths() async throws {
        try await onThreadOfItsOwn { try crawl() }
    }

    private func crawl() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-visible-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let options = SiteOptions(output: output, assets: ShowcaseCrawlTests.assets, isVerbose: false)
        _ = try SiteGenerator(options: options).build(ShowcaseSite())
        let pages = try ShowcaseCrawlTests.htmlFiles(in: output).sorted()
        // Every page in English and French, and the 404 page.
        #expect(pages.count == 213, "the showcase has \(pages.count) pages")

        let browser = try Browser.shared()
        var failures: [String] = []
        var failingPages = 0
        for (width, dark) in [(390, false), (1280, false), (390, true), (1280, true)] {
            for page in pages {
                let view = try browser.readerView(page: output.appendingPathComponent(page), width: width, dark: dark)
                let invisible = view.invisibleTexts
                let isWide = view.pageWidth > view.viewportWidth
                guard !invisible.isEmpty || isWide else { continue }
                failingPages += 1
                if !invisible.isEmpty {
                    let shown = invisible.prefix(4).map(\.description).joined(separator: "; ")
                    failures.append("\(page) at \(width) px\(dark ? ", dark" : ""): \(invisible.count) not visible: \(shown)")
                }
                if isWide {
                    let culprits = view.overflowingElements.joined(separator: "; ")
                    failures.append("\(page) at \(width) px\(dark ? ", dark" : ""): the page is \(view.pageWidth) px wide, scrolling sideways (\(culprits))")
                }
            }
        }
        #expect(failures.isEmpty, """
            \(failingPages) of \(pages.count * 4) page loads hide text or scroll sideways:
            \(failures.joined(separator: "\n"))
            """)
    }
}
