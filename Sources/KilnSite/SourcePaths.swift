import Foundation
import KilnTree

/// Names a call site by the file a person can open, `Sources/Showcase/Examples/Seed001.swift:28`,
/// instead of the compiler's file id, `Showcase/Seed001.swift:28`, which drops the folders.
///
/// A file id is the module and the file's name, and a module's file names are unique, so the
/// package's `Sources/` and `Tests/` folders name each file once. The folders are read the first
/// time a place is asked for (most builds print none); a file not found keeps its id.
public final class SourcePaths: @unchecked Sendable {
    private let package: URL
    private let lock = NSLock()
    private var index: [String: String]?

    /// The package whose files the call sites are in: its root folder.
    public init(package: URL) {
        self.package = package
    }

    /// `path:line`, the path relative to the package.
    public func place(of site: CallSite) -> String {
        "\(path(ofFileID: site.fileID)):\(site.line)"
    }

    func path(ofFileID fileID: String) -> String {
        lock.withLock {
            if index == nil { index = Self.index(of: package) }
            return index?[fileID] ?? fileID
        }
    }

    /// Every Swift file under the package's target folders, by its file id (`Module/File.swift`).
    /// A target folder's module is its name with what an identifier cannot hold made `_`.
    private static func index(of package: URL) -> [String: String] {
        var paths: [String: String] = [:]
        var ambiguous: Set<String> = []
        let files = FileManager.default
        for top in ["Sources", "Tests"] {
            let folder = package.appendingPathComponent(top)
            guard let targets = try? files.contentsOfDirectory(atPath: folder.path) else { continue }
            for target in targets.sorted() {
                let module = String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
                guard let walker = files.enumerator(atPath: folder.appendingPathComponent(target).path) else { continue }
                while let relative = walker.nextObject() as? String {
                    guard relative.hasSuffix(".swift") else { continue }
                    let fileID = module + "/" + (relative.split(separator: "/").last.map(String.init) ?? relative)
                    if paths.updateValue("\(top)/\(target)/\(relative)", forKey: fileID) != nil { ambiguous.insert(fileID) }
                }
            }
        }
        for fileID in ambiguous { paths[fileID] = nil }
        return paths
    }
}
