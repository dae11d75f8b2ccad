// Kiln's own showcase site, written in Kiln. `swift run Showcase [--output DIR]` writes it to
// `site/` (or DIR). Site generation proper (scenes, shared stylesheet, atomic output) comes
// with the site generator; until then each page is a standalone document.
import Foundation
import Kiln

let arguments = CommandLine.arguments
let output = arguments.firstIndex(of: "--output").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil } ?? "site"

struct ShowcasePage {
    let path: String
    let title: String
    let render: () -> HTMLRenderer<AnyView>
}

let pages = [
    ShowcasePage(path: "index.html", title: "Kiln — SwiftUI for the static web") { HTMLRenderer(content: AnyView(HomePage())) },
    ShowcasePage(path: "gallery/index.html", title: "Kiln — view gallery") { HTMLRenderer(content: AnyView(GalleryPage())) },
]

var failed = false
for page in pages {
    let renderer = page.render()
    for diagnostic in renderer.diagnostics {
        FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
        failed = failed || diagnostic.severity == .error
    }
    let url = URL(fileURLWithPath: output).appendingPathComponent(page.path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(renderer.document(title: page.title).utf8).write(to: url, options: .atomic)
    print("wrote \(url.path)")
}
exit(failed ? 1 : 0)
