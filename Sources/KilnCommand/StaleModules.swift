import Foundation

/// SwiftPM compiles a module again when a module it imports changes, but not when the change is
/// in a module re-exported by the one it imports: a site imports `Kiln`, which re-exports
/// `KilnSite`, so after Kiln changes (a `git pull` of its checkout) the site's objects keep the
/// old layout of Kiln's types, and the site crashes or misreads them (SwiftPM 6.3: `Kiln`'s own
/// module is not written again when only what it re-exports changed, and the site's compile
/// waits on that file alone). After a build, `kiln` finds the package's modules compiled before
/// a module they depend on was last written, and has them compiled again.
enum StaleModules {
    /// When `module` (the site's) was compiled before a module of the package's dependencies
    /// was last written, in the build SwiftPM planned for `configuration`: the package's own
    /// modules (sources under its `Sources/` or `Tests/`) compiled before it, each with its
    /// objects, whose removal has SwiftPM compile it again; else none. A module's objects say
    /// when it was compiled: its module file is not written again when its interface is the same.
    static func find(in package: URL, configuration: String, module: String) -> [(module: String, objects: [URL])] {
        let description = BuildDescriptionCache.description(in: package, configuration: configuration)
        guard let data = FileManager.default.contents(atPath: description.path),
            let plan = try? JSONDecoder().decode(PlannedBuild.self, from: data)
        else { return [] }
        let root = package.standardizedFileURL.path
        let ownFolders = ["Sources", "Tests"].map { root + "/" + $0 + "/" }
        func isOwn(_ command: PlannedBuild.Command) -> Bool {
            command.sources.contains { source in ownFolders.contains { source.hasPrefix($0) } }
        }
        func compiled(_ command: PlannedBuild.Command) -> Date? {
            let dates = command.objects.map(modified)
            return dates.contains(nil) ? nil : dates.compactMap { $0 }.min()
        }
        let commands = plan.swiftCommands.values.sorted { $0.moduleName < $1.moduleName }
        guard let newestDependency = commands.filter({ !isOwn($0) }).compactMap({ modified($0.moduleOutputPath) }).max(),
            let site = commands.first(where: { $0.moduleName == module }), let siteCompiled = compiled(site),
            siteCompiled < newestDependency
        else { return [] }
        return commands.filter(isOwn).compactMap { command in
            guard let date = compiled(command), date < newestDependency else { return nil }
            return (command.moduleName, command.objects.map { URL(fileURLWithPath: $0) })
        }
    }

    private static func modified(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
