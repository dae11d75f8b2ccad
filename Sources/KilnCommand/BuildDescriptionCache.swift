import Foundation

/// SwiftPM keeps the build it planned (`.build/<configuration>/description.json`) until the
/// root package changes, so a file added to or removed from a dependency on this machine (a
/// `.package(path:)` checkout of Kiln, after a `git pull`) is not seen: the build fails with
/// "cannot find … in scope" at code that is right. Before compiling, `kiln` drops the plan
/// when such a dependency's folders or manifest changed after it, and SwiftPM plans anew.
enum BuildDescriptionCache {
    /// Removes the planned build of `configuration` if a local dependency of the package in
    /// `directory` changed shape since it was made; true if it did.
    @discardableResult
    static func discardIfStale(in directory: URL, configuration: String) -> Bool {
        let description = Self.description(in: directory, configuration: configuration)
        guard let planned = modificationDate(of: description) else { return false }
        let changed = localDependencies(of: directory).contains { dependency in
            (modificationDate(of: dependency.appendingPathComponent("Package.swift")) ?? .distantPast) > planned
                || ["Sources", "Plugins"].contains { newestFolder(under: dependency.appendingPathComponent($0), after: planned) }
        }
        if changed { try? FileManager.default.removeItem(at: description) }
        return changed
    }

    /// The build SwiftPM planned for `configuration` of the package in `directory`.
    static func description(in directory: URL, configuration: String) -> URL {
        directory.appendingPathComponent(".build/\(configuration)/description.json")
    }

    /// The dependencies SwiftPM reads from a folder of this machine, from its workspace state.
    static func localDependencies(of directory: URL) -> [URL] {
        struct State: Decodable {
            struct Object: Decodable { let dependencies: [Dependency] }
            struct Dependency: Decodable { let state: Location }
            struct Location: Decodable {
                let name: String
                let path: String?
            }
            let object: Object
        }
        guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(".build/workspace-state.json").path),
            let state = try? JSONDecoder().decode(State.self, from: data)
        else { return [] }
        return state.object.dependencies.compactMap { $0.state.name == "fileSystem" ? $0.state.path.map(URL.init(fileURLWithPath:)) : nil }
    }

    /// Whether `folder` or a folder below it changed (a file added, removed or renamed) after `date`.
    private static func newestFolder(under folder: URL, after date: Date) -> Bool {
        guard let modified = modificationDate(of: folder) else { return false }
        if modified > date { return true }
        let keys: [URLResourceKey] = [.isDirectoryKey, .contentModificationDateKey]
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]) else { return false }
        for case let url as URL in walk {
            guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isDirectory == true else { continue }
            if let modified = values.contentModificationDate, modified > date { return true }
        }
        return false
    }

    private static func modificationDate(of url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
}
