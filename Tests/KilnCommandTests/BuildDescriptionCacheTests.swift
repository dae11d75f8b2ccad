import Foundation
import Testing

@testable import KilnCommand

/// SwiftPM plans a build once and keeps the plan while the root package is unchanged; a file
/// added to a dependency checked out on this machine must make `kiln` drop that plan.
struct BuildDescriptionCacheTests {
    private let planned = Date(timeIntervalSince1970: 1_800_000_000)

    /// A site package whose plan was made at `planned`, depending on a local checkout (`kiln`)
    /// last changed before it, and on a package fetched from a repository.
    private func site(in folder: URL) throws -> (site: URL, kiln: URL) {
        let site = folder.appendingPathComponent("site"), kiln = folder.appendingPathComponent("kiln")
        let files = FileManager.default
        for path in ["Sources/KilnViews/Text", "Plugins/KilnPreviews"] {
            try files.createDirectory(at: kiln.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        try Data().write(to: kiln.appendingPathComponent("Package.swift"))
        try files.createDirectory(at: site.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: site.appendingPathComponent(".build/debug/description.json"))
        try Data(
            """
            {"object": {"artifacts": [], "dependencies": [
              {"packageRef": {"identity": "kiln", "kind": "fileSystem", "location": "\(kiln.path)"}, "state": {"name": "fileSystem", "path": "\(kiln.path)"}},
              {"packageRef": {"identity": "other", "kind": "remoteSourceControl"}, "state": {"name": "sourceControl", "checkoutState": {}}}]},
             "version": 7}
            """.utf8
        ).write(to: site.appendingPathComponent(".build/workspace-state.json"))
        try setDate(planned, of: site.appendingPathComponent(".build/debug/description.json"))
        for path in ["Package.swift", "Sources", "Sources/KilnViews", "Sources/KilnViews/Text", "Plugins", "Plugins/KilnPreviews"] {
            try setDate(planned.addingTimeInterval(-60), of: kiln.appendingPathComponent(path))
        }
        return (site, kiln)
    }

    private func setDate(_ date: Date, of url: URL) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path)
    }

    private func hasPlan(_ site: URL) -> Bool {
        FileManager.default.fileExists(atPath: site.appendingPathComponent(".build/debug/description.json").path)
    }

    @Test func readsTheDependenciesCheckedOutOnThisMachine() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (site, kiln) = try site(in: folder)
        #expect(BuildDescriptionCache.localDependencies(of: site).map(\.path) == [kiln.path])
    }

    @Test func keepsThePlanWhileNoDependencyChangedShape() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (site, _) = try site(in: folder)
        #expect(!BuildDescriptionCache.discardIfStale(in: site, configuration: "debug"))
        #expect(hasPlan(site))
    }

    @Test func dropsThePlanWhenAFileIsAddedDeepInADependency() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (site, kiln) = try site(in: folder)
        // A new file changes its folder's date, not its parents'.
        try setDate(planned.addingTimeInterval(30), of: kiln.appendingPathComponent("Sources/KilnViews/Text"))
        #expect(BuildDescriptionCache.discardIfStale(in: site, configuration: "debug"))
        #expect(!hasPlan(site))
        // With no plan there is nothing to drop: SwiftPM plans anew.
        #expect(!BuildDescriptionCache.discardIfStale(in: site, configuration: "debug"))
    }

    @Test func dropsThePlanWhenADependencysManifestChanged() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (site, kiln) = try site(in: folder)
        try setDate(planned.addingTimeInterval(5), of: kiln.appendingPathComponent("Package.swift"))
        #expect(BuildDescriptionCache.discardIfStale(in: site, configuration: "debug"))
        #expect(!hasPlan(site))
    }

    @Test func aReleasePlanIsItsOwn() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (site, kiln) = try site(in: folder)
        try setDate(planned.addingTimeInterval(30), of: kiln.appendingPathComponent("Plugins/KilnPreviews"))
        #expect(!BuildDescriptionCache.discardIfStale(in: site, configuration: "release"), "no release plan to drop")
        #expect(hasPlan(site))
    }
}
