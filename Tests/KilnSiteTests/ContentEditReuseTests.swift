import Foundation
import Kiln
import Testing

/// After an edit of `Content/` alone (`kiln serve` says so with `--only-content-changed`), the
/// pages that read no documents are taken from the last build as they are; the pages that read
/// them, and the pages their values lead to, are made anew.
struct ContentEditReuseTests {
    /// Reads the documents in its `body`, where no page is being lowered: what it read may be on any page.
    struct CountedNotes: App {
        @Documents("notes") var notes: [Note]

        var body: some Scene {
            let count = notes.count
            WindowGroup("Notes") { Text("\(count) notes") }
            Page(path: "about", title: "About") { Text("About these notes") }
        }
    }

    /// Marks pages of the last build, so that only a page taken as it was keeps these bytes.
    private func mark(_ paths: [String], in output: URL) throws {
        for path in paths { try "marked".write(to: output.appendingPathComponent(path), atomically: false, encoding: .utf8) }
    }

    @Test func aPageThatReadsNoDocumentIsTakenAsItWasAndTheOthersAreMadeAnew() throws {
        var (options, note) = try notesSite()
        _ = try SiteGenerator(options: options).build(NotesApp())
        #expect(try read(options.output, "note/first/index.html").contains("One."))
        try mark(["about/index.html", "index.html", "note/first/index.html"], in: options.output)

        try "---\ntitle: First, edited\n---\nOne, edited.\n".write(to: note, atomically: true, encoding: .utf8)
        options.onlyContentChanged = true
        let report = try SiteGenerator(options: options).build(NotesApp())
        #expect(try read(options.output, "about/index.html") == "marked", "the about page reads no document")
        #expect(try read(options.output, "index.html").contains("First, edited"), "the list reads the notes")
        let page = try read(options.output, "note/first/index.html")
        #expect(page.contains("One, edited.") && page.contains("First, edited"), "a note's page shows a value read from them")
        #expect(report.pages == 4, "home, about, the note and 404")

        // Without the promise every page is made.
        options.onlyContentChanged = false
        try mark(["about/index.html"], in: options.output)
        _ = try SiteGenerator(options: options).build(NotesApp())
        #expect(try read(options.output, "about/index.html").contains("About these notes"))
    }

    @Test func documentsReadOutsideAnyPageMakeEveryPageAnew() throws {
        var (options, note) = try notesSite()
        _ = try SiteGenerator(options: options).build(CountedNotes())
        try mark(["about/index.html"], in: options.output)
        try "---\ntitle: Second\n---\nTwo.\n".write(to: note.deletingLastPathComponent().appendingPathComponent("second.md"), atomically: true, encoding: .utf8)
        options.onlyContentChanged = true
        _ = try SiteGenerator(options: options).build(CountedNotes())
        #expect(try read(options.output, "about/index.html").contains("About these notes"))
        #expect(try read(options.output, "index.html").contains("2 notes"))
    }
}
