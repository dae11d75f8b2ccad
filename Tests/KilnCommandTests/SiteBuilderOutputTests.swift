import Foundation
import KilnHostProtocol
import Testing

@testable import KilnCommand

/// What `kiln` takes from the lines a site executable printed.
struct SiteBuilderOutputTests {
    @Test func theSitesNotesAndPageCountButNotThePagesRenderedAhead() {
        let ahead = RenderHostMessages.PageAhead(path: "/warning:/", file: "warning:/index.html", html: Data("<p>note: warning: hot</p>".utf8))
        let printed = [
            "Finding and rendering pages", ahead.line,
            "Sources/site/Home.swift:3: warning: animation has no meaning on a static page",
            "note: a page's first view (its HTML and the shared stylesheet, gzipped): median 6.5 KB",
            "Built 4 pages, 9 files, 40 KB in 0.05 s into site",
        ].joined(separator: "\n")
        #expect(SiteBuilder.siteNotes(in: printed) == [
            "Sources/site/Home.swift:3: warning: animation has no meaning on a static page",
            "note: a page's first view (its HTML and the shared stylesheet, gzipped): median 6.5 KB",
        ])
        #expect(SiteBuilder.pageCount(in: printed) == 4)
        #expect(RenderHostMessages.PageAhead(line: ahead.line) == ahead, "the line reads back as the page")
        #expect(RenderHostMessages.PageAhead(line: "Built 4 pages") == nil)
    }
}
