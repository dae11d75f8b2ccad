import Foundation
import Kiln
import KilnHostProtocol
import Testing

@testable import KilnSite

/// The pages a reader has open in `kiln serve` (`--open-page`) are rendered before the rest of the
/// site, each handed on as soon as it is, as the whole build then writes it.
struct OpenPagesAheadTests {
    struct NotesWithABrokenPage: App {
        var body: some Scene {
            WindowGroup("Notes") { NotesHome() }
            Page(path: "about", title: "About") { Text("About these notes") }
            Page(path: "broken", title: "Broken") { Image("no-such-image") }
        }
    }

    /// What the build handed on, in order, and whether the output folder had the page then.
    private final class Handed: @unchecked Sendable {
        private let lock = NSLock()
        private var pages: [(page: RenderHostMessages.PageAhead, wasWritten: Bool)] = []
        var all: [(page: RenderHostMessages.PageAhead, wasWritten: Bool)] { lock.withLock { pages } }
        func record(_ page: RenderHostMessages.PageAhead, output: URL) {
            let written = (try? String(contentsOf: output.appendingPathComponent(page.file), encoding: .utf8))?.contains("One, edited.") == true
            lock.withLock { pages.append((page, written)) }
        }
    }

    private func site(openPages: [String]) throws -> (options: SiteOptions, note: URL, handed: Handed) {
        var (options, note) = try notesSite()
        options.openPages = openPages
        let handed = Handed()
        let output = options.output
        options.pageAhead = { handed.record($0, output: output) }
        return (options, note, handed)
    }

    @Test func theOpenPagesComeFirstAsTheBuildWritesThem() throws {
        var (options, note, handed) = try site(openPages: ["/note/first/", "/about/index.html", "/"])
        _ = try SiteGenerator(options: options).build(NotesApp())
        try "---\ntitle: First\n---\nOne, edited.\n".write(to: note, atomically: true, encoding: .utf8)
        _ = try SiteGenerator(options: options).build(NotesApp())
        let second = handed.all.dropFirst(3)
        #expect(second.map(\.page.file) == ["index.html", "about/index.html", "note/first/index.html"], "scenes first, then the way to the note")
        #expect(second.map(\.page.path) == ["/", "/about/index.html", "/note/first/"], "each by the path the reader has open")
        let notePage = try #require(second.last)
        #expect(String(decoding: notePage.page.html, as: UTF8.self).contains("One, edited."))
        #expect(!notePage.wasWritten, "handed on before the site was swapped in")
        for (page, _) in second {
            #expect(try Data(contentsOf: options.output.appendingPathComponent(page.file)) == page.html, "\(page.file) as the build wrote it")
        }

        // Pages the last build holds as they are (only Content/ changed) are not rendered ahead.
        options.onlyContentChanged = true
        try "---\ntitle: First\n---\nOne, edited again.\n".write(to: note, atomically: true, encoding: .utf8)
        _ = try SiteGenerator(options: options).build(NotesApp())
        #expect(handed.all.dropFirst(6).map(\.page.file) == ["index.html", "note/first/index.html"], "the about page reads no document")
    }

    @Test func aPageWithErrorsIsNotHandedOn() throws {
        let (options, _, handed) = try site(openPages: ["/broken/", "/about/"])
        #expect(throws: SiteError.self) { try SiteGenerator(options: options).build(NotesWithABrokenPage()) }
        #expect(handed.all.map(\.page.file) == ["about/index.html"])
    }

    @Test func openPagesAreFoundByTheirRoutes() {
        let atRoot = SiteGenerator.routePaths(ofOpenPages: ["/", "/index.html", "/caf%C3%A9/", "/docs/intro", "/a/../b/"], baseURL: nil)
        #expect(atRoot == ["": ["/", "/index.html"], "café/": ["/caf%C3%A9/"], "docs/intro/": ["/docs/intro"]], "a path that could leave the site names none")
        let below = SiteGenerator.routePaths(ofOpenPages: ["/", "/project/", "/project/guide/index.html"], baseURL: "https://kiln.example/project/")
        #expect(below == ["": ["/project/"], "guide/": ["/project/guide/index.html"]], "only paths below the base URL's")
    }
}
