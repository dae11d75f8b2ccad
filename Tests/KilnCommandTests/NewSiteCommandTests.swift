import Foundation
import Testing

@testable import KilnCommand

@Suite struct NewSiteCommandTests {
    @Test func makesASitePackageSwiftPMReads() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let kiln = try KilnCheckout(path: kilnCheckout.path)
        let lines = Recorder<String>()
        try NewSiteCommand(options: NewSiteOptions(name: "demo"), kiln: kiln, directory: folder, progress: Progress { lines.record($0) }).run()

        let site = folder.appendingPathComponent("demo")
        let made = FileManager.default.enumerator(atPath: site.path)!.compactMap { $0 as? String }.filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: site.appendingPathComponent($0).path, isDirectory: &isFolder) && !isFolder.boolValue
        }
        #expect(made.sorted() == [".github/workflows/pages.yml", ".gitignore", "Package.swift", "README.md", "Sources/demo/demo.swift"])
        #expect(lines.values.last == "Next: cd demo && kiln serve\n")

        // SwiftPM reads the manifest (resolving Kiln by path, no network) and kiln finds the site in it.
        let package = try SitePackage.load(in: site, settings: SiteBuildSettings())
        #expect(package.product == "demo")

        #expect(throws: CommandError.self) {
            try NewSiteCommand(options: NewSiteOptions(name: "demo"), kiln: kiln, directory: folder, progress: Progress { _ in }).run()
        }
    }

    /// The blog template is the page template with its own site file, the post type and three posts.
    @Test func theBlogTemplateAddsPostsOverThePageTemplate() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let kiln = try KilnCheckout(path: kilnCheckout.path)
        try NewSiteCommand(options: NewSiteOptions(name: "notes", template: .blog), kiln: kiln, directory: folder, progress: Progress { _ in }).run()
        let site = folder.appendingPathComponent("notes")
        let made = FileManager.default.enumerator(atPath: site.path)!.compactMap { $0 as? String }.filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: site.appendingPathComponent($0).path, isDirectory: &isFolder) && !isFolder.boolValue
        }
        #expect(made.sorted() == [
            ".github/workflows/pages.yml", ".gitignore", "Content/posts/highlighted-code.md", "Content/posts/welcome.md", "Content/posts/writing-posts.md",
            "Package.swift", "README.md", "Sources/notes/Post.swift", "Sources/notes/notes.swift",
        ])
        let app = try String(contentsOf: site.appendingPathComponent("Sources/notes/notes.swift"), encoding: .utf8)
        #expect(app.contains("struct NotesApp: App") && app.contains("@Documents(\"posts\""))
        #expect(try String(contentsOf: site.appendingPathComponent("Content/posts/welcome.md"), encoding: .utf8).hasPrefix("---\ntitle: Welcome to Notes\n"))
    }

    @Test func theCheckoutIsFoundAboveTheExecutable() throws {
        let executable = kilnCheckout.appendingPathComponent(".build/debug/kiln")
        #expect(try KilnCheckout(aboveExecutable: executable).directory.path == kilnCheckout.standardizedFileURL.path)
        #expect(throws: CommandError.self) { try KilnCheckout(aboveExecutable: URL(fileURLWithPath: "/usr/local/bin/kiln"), compiledIn: nil) }
        // An installed copy (`swift package experimental-install`) uses the checkout it was compiled in.
        let installed = try KilnCheckout(aboveExecutable: URL(fileURLWithPath: "/nonexistent/.swiftpm/bin/kiln"))
        #expect(installed.directory.path == kilnCheckout.standardizedFileURL.path)
        #expect(throws: CommandError.self) { try KilnCheckout(path: "/tmp") }
    }
}
