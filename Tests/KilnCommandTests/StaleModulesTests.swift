import Foundation
import Testing

@testable import KilnCommand

/// SwiftPM (6.3) does not compile a site again when Kiln changes under `import Kiln`: `kiln`
/// finds the site's module compiled before a dependency's and has it compiled again.
struct StaleModulesTests {
    private let built = Date(timeIntervalSince1970: 1_800_000_000)

    /// A planned build of a site (`Site`, with a library of its own, `Shared`, and a test
    /// module) depending on Kiln's `KilnSite` and `Kiln`, each module compiled at the date given.
    private func package(in folder: URL, written dates: [String: Date]) throws -> URL {
        let site = folder.appendingPathComponent("site"), modules = site.appendingPathComponent(".build/debug/Modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        let sources = [
            "Site": site.path + "/Sources/Site/Site.swift", "Shared": site.path + "/Sources/Shared/Shared.swift",
            "SiteTests": site.path + "/Tests/SiteTests/SiteTests.swift",
            "KilnSite": folder.path + "/kiln/Sources/KilnSite/SiteGenerator.swift", "Kiln": site.path + "/Vendor/kiln/Sources/Kiln/Kiln.swift",
        ]
        let commands = sources.map { module, source in
            """
            "C.\(module).module": {"moduleName": "\(module)", "sources": ["\(source)"], "moduleOutputPath": "\(modules.path)/\(module).swiftmodule",
              "objects": ["\(site.path)/.build/debug/\(module).build/\(module).swift.o"], "importPath": "\(modules.path)", "otherArguments": []}
            """
        }
        try Data(#"{"swiftCommands": {"# .utf8 + Data(commands.joined(separator: ",\n").utf8) + Data("}}".utf8))
            .write(to: site.appendingPathComponent(".build/debug/description.json"))
        // A module's objects are written when it is compiled, its module file only when its
        // interface changes: the package's own module files are all old.
        for (module, date) in dates {
            let isOwn = ["Site", "Shared", "SiteTests"].contains(module)
            let object = site.appendingPathComponent(".build/debug/\(module).build/\(module).swift.o")
            try FileManager.default.createDirectory(at: object.deletingLastPathComponent(), withIntermediateDirectories: true)
            for (file, written) in [(object, date), (modules.appendingPathComponent("\(module).swiftmodule"), isOwn ? built.addingTimeInterval(-3_600) : date)] {
                try Data().write(to: file)
                try FileManager.default.setAttributes([.modificationDate: written], ofItemAtPath: file.path)
            }
        }
        return site
    }

    @Test func theSiteCompiledBeforeKilnChangedIsFoundWithItsOwnModulesAsOld() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = try package(in: folder, written: [
            "Site": built, "Shared": built.addingTimeInterval(-10), "SiteTests": built.addingTimeInterval(120),
            "KilnSite": built.addingTimeInterval(60), "Kiln": built.addingTimeInterval(-30),
        ])
        let stale = StaleModules.find(in: site, configuration: "debug", module: "Site")
        #expect(stale.map(\.module) == ["Shared", "Site"], "a Kiln checkout inside the package (Vendor/kiln) is a dependency")
        #expect(stale.map { $0.objects.map(\.lastPathComponent) } == [["Shared.swift.o"], ["Site.swift.o"]])
    }

    @Test func aSiteCompiledAfterKilnIsCurrent() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = try package(in: folder, written: [
            "Site": built.addingTimeInterval(90), "Shared": built, "KilnSite": built.addingTimeInterval(60), "Kiln": built,
        ])
        #expect(StaleModules.find(in: site, configuration: "debug", module: "Site").isEmpty)
        #expect(StaleModules.find(in: site, configuration: "release", module: "Site").isEmpty, "no plan for release")
    }
}
