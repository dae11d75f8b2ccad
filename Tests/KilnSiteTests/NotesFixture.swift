import Foundation
import Kiln

/// A site of Markdown notes, for the tests of what a build renders when only documents changed
/// and which pages it renders first: `Content/notes/*.md`, listed on the home page, each a page
/// of its own at `note/<file>/`.
struct Note: Decodable, Hashable, Identifiable {
    let id: String
    let title: String
    let body: MarkdownDocument
}

/// The notes' list at home, and a page that reads no document.
struct NotesApp: App {
    var body: some Scene {
        WindowGroup("Notes") { NotesHome() }
        Page(path: "about", title: "About") { Text("About these notes") }
    }
}

/// The notes' list, each linking to its note's page.
struct NotesHome: View {
    @Documents("notes") var notes: [Note]

    var body: some View {
        NavigationStack {
            List(notes) { note in NavigationLink(note.title, value: note) }
                .navigationDestination(for: Note.self) { note in Markdown(note.body).navigationTitle(note.title) }
        }
    }
}

/// A folder with one note (`Content/notes/first.md`: "One."), and quiet options that build it into its `site/`.
func notesSite() throws -> (options: SiteOptions, note: URL) {
    let folder = try temporaryFolder()
    let note = folder.appendingPathComponent("Content/notes/first.md")
    try FileManager.default.createDirectory(at: note.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "---\ntitle: First\n---\nOne.\n".write(to: note, atomically: true, encoding: .utf8)
    var options = SiteOptions(output: folder.appendingPathComponent("site"), assets: folder.appendingPathComponent("Assets"), isVerbose: false)
    options.content = folder.appendingPathComponent("Content")
    return (options, note)
}
