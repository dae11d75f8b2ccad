import Foundation
import KilnHostProtocol

/// Builds a site in two stages, each a process: `swift build --product SITE` compiles the
/// site executable, then the executable writes the site into its output folder (it swaps
/// the new site in only when complete, so a failure leaves the previous one whole).
protocol SiteBuilding: Sendable {
    /// Compiles the site executable unless `compiling` is false (the executable is current and
    /// only what it reads when it runs changed), then runs it as `plan` says. Throws
    /// `CommandError.compileFailed` or `.siteFailed` with the error lines.
    func build(compiling: Bool, plan: RenderPlan) throws
    /// Rebuilds the site after `changed` (paths) without building the executable, where it can
    /// (`SwiftReloader`); false when the changes need `build`. Throws as `build` does.
    func reload(after changed: [String], isReadAtRunTime: (String) -> Bool, plan: RenderPlan) throws -> Bool
    /// The folder the site is written to.
    var output: URL { get }
}

extension SiteBuilding {
    func reload(after changed: [String], isReadAtRunTime: (String) -> Bool, plan: RenderPlan) throws -> Bool { false }
}

struct SiteBuilder: SiteBuilding {
    let package: SitePackage
    let settings: SiteBuildSettings
    /// Where the site is written: `site/`, or for `kiln serve` its development copy.
    var output: URL
    /// Arguments for the site executable beyond `--output` (`--base-url`).
    var siteArguments: [String] = []
    let progress: Progress
    /// `kiln serve`'s fast path for Swift edits; nil for `kiln build`.
    var reloader: SwiftReloader?

    /// The site `kiln build` makes, in `site/`: what is published.
    static func publishedSite(of package: SitePackage) -> URL {
        package.directory.appendingPathComponent("site")
    }

    /// `kiln serve`'s site, with its previews, under `.build/`: `site/` stays what `kiln build`
    /// made, so the previews are never published with it.
    static func developmentSite(of package: SitePackage) -> URL {
        package.directory.appendingPathComponent(".build/kiln/site")
    }

    var executable: URL { Self.executable(of: package, configuration: settings.configuration.rawValue) }

    /// Where SwiftPM puts the executable: `.build/debug` links to the platform's build folder.
    static func executable(of package: SitePackage, configuration: String) -> URL {
        package.directory.appendingPathComponent(".build/\(configuration)/\(package.product)")
    }

    func build(compiling: Bool = true, plan: RenderPlan = RenderPlan()) throws {
        if compiling {
            let stopwatch = Stopwatch()
            try compile()
            reloader?.executableBuilt(seconds: stopwatch.seconds)
        }
        try render(plan)
        // Once the site is written, not to slow its pages down.
        if compiling { reloader?.compileAhead() }
    }

    func reload(after changed: [String], isReadAtRunTime: (String) -> Bool, plan: RenderPlan) throws -> Bool {
        try reloader?.reload(after: changed, output: output, siteArguments: siteArguments, isReadAtRunTime: isReadAtRunTime, plan: plan) ?? false
    }

    private func compile() throws {
        try swiftBuild()
        // A change of Kiln that SwiftPM did not follow through `import Kiln` (see `StaleModules`).
        guard let module = package.module else { return }
        let stale = StaleModules.find(in: package.directory, configuration: settings.configuration.rawValue, module: module)
        guard !stale.isEmpty else { return }
        let names = stale.map(\.module).joined(separator: ", ")
        progress.line("Kiln changed after \(names) \(stale.count == 1 ? "was" : "were") compiled, which SwiftPM does not follow through import Kiln: compiling \(stale.count == 1 ? "it" : "them") again")
        for object in stale.flatMap(\.objects) { try? FileManager.default.removeItem(at: object) }
        try swiftBuild()
    }

    private func swiftBuild() throws {
        let firstTime = !FileManager.default.fileExists(atPath: executable.path)
        BuildDescriptionCache.discardIfStale(in: package.directory, configuration: settings.configuration.rawValue)
        let stage = progress.begin("Compiling \(package.product)" + (firstTime ? " (the first build compiles Kiln too)" : ""))
        var arguments = ["swift", "build", "--product", package.product, "--configuration", settings.configuration.rawValue]
        if settings.ignoresLock { arguments.append("--ignore-lock") }
        #if os(Linux)
        // Kiln's symbols stay visible to a library the site loads: `kiln serve` reloads a Swift
        // edit by loading the site's module, compiled alone, into the running executable.
        arguments += ["-Xlinker", "--export-dynamic"]
        #endif
        // SwiftPM's `[312/776] Compiling KilnViews Text.swift` lines, as they come.
        let result = try ChildProcess.run(arguments, in: package.directory, environment: SwiftPMEnvironment.forBuilding(), mergingOutput: true) { line in
            if line.hasPrefix("[") { progress.update(stage, String(line)) }
        }
        guard result.succeeded else {
            progress.end(stage, "failed")
            throw CommandError.compileFailed(product: package.product, errors: BuildOutput.errors(in: result.standardOutput, package: package.directory))
        }
        progress.end(stage)
        BuildOutput.warnings(in: result.standardOutput, package: package.directory).forEach(progress.line)
    }

    private func render(_ plan: RenderPlan) throws {
        let stage = progress.begin("Rendering")
        // The site's own stages (`Finding and rendering pages`, `Writing the stylesheet…`), as they come.
        let arguments = ["--output", output.path] + siteArguments + plan.siteArguments(sameCode: true)
        let result = try ChildProcess.run(executable, arguments, in: package.directory) { line in
            if plan.take(line) { return }
            if !line.contains("warning:"), !line.hasPrefix("note:"), !line.hasPrefix("Built ") { progress.update(stage, String(line)) }
        }
        guard result.succeeded else {
            progress.end(stage, "failed")
            let errors = result.standardError.isEmpty ? "\(package.product) exited with status \(result.status)" : result.standardError
            throw CommandError.siteFailed(product: package.product, errors: BuildOutput.errors(in: errors, package: package.directory))
        }
        progress.end(stage, Self.pageCount(in: result.standardOutput).map { "\($0) pages" })
        Self.siteNotes(in: result.standardOutput).forEach(progress.line)
    }

    /// The site's own warnings and notes (features with no meaning on the web) in what it printed.
    static func siteNotes(in output: String) -> [String] {
        output.split(separator: "\n").filter { line in
            // A page rendered ahead is the page's own words, whatever they say.
            !line.hasPrefix(RenderHostMessages.PageAhead.marker) && (line.contains("warning:") || line.hasPrefix("note:"))
        }.map(String.init)
    }

    /// The page count from the site's summary line, `Built 82 pages, …`.
    static func pageCount(in output: String) -> Int? {
        guard let summary = output.split(separator: "\n").last(where: { $0.hasPrefix("Built ") }) else { return nil }
        return Int(summary.dropFirst("Built ".count).prefix { $0.isNumber })
    }
}
