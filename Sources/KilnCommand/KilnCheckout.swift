import Foundation

/// The Kiln checkout a new site depends on by path, and whose `Templates/new-site` it starts from.
struct KilnCheckout: Sendable {
    let directory: URL

    var template: URL { directory.appendingPathComponent("Templates/new-site") }

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
    /// resolved) with `Templates/new-site`, as SwiftPM builds `kiln` into the checkout's `.build/`.
    init(aboveExecutable executable: URL) throws {
        var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        while !Self.isCheckout(folder) {
            guard folder.path != "/" else { throw CommandError.kilnNotFound(searchedFrom: executable.path) }
            folder = folder.deletingLastPathComponent()
        }
        directory = folder.standardizedFileURL
    }

    private static func isCheckout(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("Templates/new-site/Package.swift").path)
    }
}
