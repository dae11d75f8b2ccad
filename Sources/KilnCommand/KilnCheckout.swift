import Foundation

/// The Kiln checkout a new site depends on by path, and whose `Templates/new-site` it starts from.
struct KilnCheckout: Sendable {
    let directory: URL

    var template: URL { directory.appendingPathComponent("Templates/new-site") }

    /// The folders a new site of `kind` is made from, the later's files over the earlier's.
    func templateFolders(_ kind: NewSiteOptions.SiteKind) -> [URL] {
        switch kind {
        case .page: [template]
        case .blog: [template, directory.appendingPathComponent("Templates/blog")]
        }
    }

    /// The identity SwiftPM gives a package depended on by path: its folder's name.
    var packageIdentity: String { directory.lastPathComponent }
}

extension KilnCheckout {
    /// The checkout at `path`, if it has the site template.
    init(path: String) throws {
        directory = URL(fileURLWithPath: path).standardizedFileURL
        guard Self.isCheckout(directory) else { throw CommandError.notKiln(directory.path) }
    }

    /// The checkout this executable was built in: the nearest folder above it (symbolic links
    /// resolved) with `Templates/new-site`, as SwiftPM builds `kiln` into the checkout's `.build/`;
    /// for a copy elsewhere (`swift package experimental-install` puts one in `~/.swiftpm/bin`),
    /// the checkout its sources were compiled from, `compiledIn`, while it is still there.
    init(aboveExecutable executable: URL, compiledIn: URL? = KilnCheckout.compiledIn) throws {
        var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        while !Self.isCheckout(folder) {
            guard folder.path != "/" else {
                guard let compiledIn, Self.isCheckout(compiledIn) else { throw CommandError.kilnNotFound(searchedFrom: executable.path) }
                directory = compiledIn.standardizedFileURL
                return
            }
            folder = folder.deletingLastPathComponent()
        }
        directory = folder.standardizedFileURL
    }

    /// The checkout of this file: `<checkout>/Sources/KilnCommand/KilnCheckout.swift`.
    static let compiledIn: URL? = {
        let file = URL(fileURLWithPath: #filePath)
        guard file.path.hasSuffix("/Sources/KilnCommand/KilnCheckout.swift") else { return nil }
        return file.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }()

    private static func isCheckout(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("Templates/new-site/Package.swift").path)
    }
}
