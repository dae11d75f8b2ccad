import Foundation
import KilnHostProtocol

/// `kiln serve`'s fast path for an edit of the site's own Swift files: the site's module alone
/// is compiled as a shared library, with SwiftPM's flags (from the build it planned) and the
/// compiler's own jobs run directly, and the site executable, kept running as a render host
/// with Kiln loaded, builds the site from it. Nothing of Kiln is linked again, and of the
/// module only the files that changed are compiled (`ModuleObjects`): every file is compiled
/// ahead, in the background, after each whole build.
///
/// It serves only edits of files the planned build already compiles (and what the site reads
/// when it runs); a new or removed file, a manifest change, a compile error or a library the
/// host cannot load goes the whole way, through `swift build`. A change of what the site reads
/// when it runs (`Content/`, `Assets/`) after such a reload renders again from the same library,
/// compiling nothing.
///
/// Each render runs in a host of its own, started ahead while the server waits for the next
/// change: no global, static or cache of one render can reach the next.
final class SwiftReloader: @unchecked Sendable {
    private let package: SitePackage
    private let configuration: String
    private let progress: Progress
    /// Where the libraries and their objects are made.
    private let folder: URL
    /// The host the next render runs in, started after the last one.
    private var host: RenderHostProcess?
    /// The library compiled from the sources as they are, once a render has loaded it.
    private var current: String?
    /// The module's compile, the compiler's jobs for it and their objects, as of the planned
    /// build's date. Touched only on `compiling`.
    private var prepared: (compile: ModuleCompile, jobs: DriverJobs, objects: ModuleObjects, planned: Date)?
    /// Where the module is compiled: ahead, in the background, and for an edit, which waits for it.
    private let compiling = DispatchQueue(label: "kiln.reload.compiling")
    private var count = 0
    /// After a crash, the next change is built whole: a crash may come from a host that no
    /// longer matches what the library was compiled against, not from the user's code.
    private var crashed = false
    /// How long the last whole build took to compile: should compiling what an edit changed
    /// take longer, Swift edits take the whole build.
    private var wholeBuildSeconds = 0.0
    private var race = CompileRace()

    static let entryPoint = "kiln_reload_main"

    init(package: SitePackage, configuration: String, progress: Progress) {
        self.package = package
        self.configuration = configuration
        self.progress = progress
        folder = package.directory.appendingPathComponent(".build/kiln/reload")
    }

    private var executable: URL { SiteBuilder.executable(of: package, configuration: configuration) }
    private var description: URL { BuildDescriptionCache.description(in: package.directory, configuration: configuration) }

    /// The executable was built anew, in `seconds`.
    func executableBuilt(seconds: Double) {
        executableChanged()
        wholeBuildSeconds = seconds
    }

    /// Compiles the module's files in the background, after a whole build, so that the next
    /// Swift edit compiles only what it changed (the showcase's files take 4 s together, an
    /// edit of one of its pages 0.2 s). An edit that comes first waits for it.
    func compileAhead() {
        guard !crashed, !race.isLost else { return }
        compiling.async { [self] in _ = prepare()?.objects.update() }
    }

    /// The executable changed or the host failed: a host started from the old one is ended,
    /// and the library compiled for it is not loaded again.
    private func executableChanged() {
        host?.stop()
        host = nil
        current = nil
        crashed = false
    }

    /// Rebuilds the site after `changed` (paths) through the render host, writing into
    /// `output`; false when these changes need the whole build (nothing was written then).
    /// Throws `CommandError.siteFailed` when the site failed or crashed as it was built.
    /// The site is told that only `Content/` changed (`plan`) when it renders from the same library.
    func reload(after changed: [String], output: URL, siteArguments: [String], isReadAtRunTime: (String) -> Bool, plan: RenderPlan) throws -> Bool {
        guard !crashed, let (compile, jobs, objects) = compiling.sync(execute: prepare),
            changed.allSatisfy({ isReloadable($0, sources: compile.sources, isReadAtRunTime: isReadAtRunTime) })
        else { return false }
        let name: String
        var sameCode = false
        if let current, !changed.contains(where: compile.sources.contains) {
            // Only what the site reads when it runs changed: the library is still the sources'.
            // (A library compiled anew may differ from the one that made the last site.)
            name = current
            sameCode = true
        } else {
            guard !race.isLost else { return false }
            count += 1
            name = "\(compile.moduleName)_\(ProcessInfo.processInfo.processIdentifier)_\(count)"
            current = nil
            let stage = progress.begin("Compiling \(compile.moduleName) alone")
            let wholeBuild = max(wholeBuildSeconds, CompileRace.wholeBuildAfterAnEdit)
            // Timed once it runs: the edit may wait for the files compiled ahead. Every file is
            // compiled here only if that took less than the whole build (the showcase's 105 files
            // take 4 s; the whole build compiles only those that use what changed).
            let (outcome, seconds) = compiling.sync {
                let stopwatch = Stopwatch()
                return (objects.update(everyFile: (objects.everyFileSeconds ?? 0) < wholeBuild), stopwatch.seconds)
            }
            switch outcome {
            case .failed:
                // The whole build says what is wrong, as SwiftPM reports it.
                progress.end(stage, "failed; building the whole site")
                return false
            case .everyFileNeeded:
                progress.end(stage, "the edit changed what a file offers the others; building the whole site")
                return false
            case .upToDate, .compiled: break
            }
            if DriverJobs.runInOrder(jobs.linking(placeholderLibrary.path, into: library(name).path), in: package.directory) != nil {
                progress.end(stage, "could not link; building the whole site")
                return false
            }
            progress.end(stage, outcome == .compiled(everyFile: true) ? "every file" : nil)
            if outcome == .compiled(everyFile: false), race.record(seconds, wholeBuild: wholeBuild) {
                progress.line(String(
                    format: "Compiling %@ alone took longer than the whole build (%.1f s, against %.1f s): Swift edits build the whole site from now on",
                    compile.moduleName, seconds, wholeBuild))
            }
        }

        let rendering = progress.begin("Rendering in the running site")
        let request = RenderHostMessages.Request(
            library: library(name).path, entryPoint: Self.entryPoint, arguments: ["--output", output.path] + siteArguments + plan.siteArguments(sameCode: sameCode))
        let printed: String, reply: RenderHostMessages.Reply
        do {
            let renderer = try host.flatMap { $0.isRunning ? $0 : nil } ?? RenderHostProcess(executable: executable, in: package.directory)
            host = nil
            // Its state is spent; it exits while the pages reload.
            defer { DispatchQueue.global().async { renderer.stop() } }
            (printed, reply) = try renderer.render(request, taking: plan.take)
        } catch let ended as RenderHostProcess.HostEnded {
            crashed = true
            current = nil
            progress.end(rendering, "failed")
            throw CommandError.siteFailed(product: package.product, errors: BuildOutput.errors(in: ended.description, package: package.directory))
        } catch {
            // The host could not be started or spoke nonsense: the whole build.
            progress.end(rendering, "\(error); building the whole site")
            executableChanged()
            return false
        }
        if reply.status == RenderHostMessages.Reply.notLoaded {
            progress.end(rendering, "could not load; building the whole site")
            executableChanged()
            return false
        }
        // The library matches the sources whether or not the site built: a fix of what it reads
        // renders from it again.
        current = name
        removeLibraries(but: name)
        host = try? RenderHostProcess(executable: executable, in: package.directory)
        guard reply.status == 0 else {
            progress.end(rendering, "failed")
            let errors = reply.errors.isEmpty ? "\(package.product) exited with status \(reply.status)" : reply.errors
            throw CommandError.siteFailed(product: package.product, errors: BuildOutput.errors(in: errors, package: package.directory))
        }
        progress.end(rendering, SiteBuilder.pageCount(in: printed).map { "\($0) pages" })
        SiteBuilder.siteNotes(in: printed).forEach(progress.line)
        return true
    }

    /// The libraries made before `kept`: no host will load them.
    private func removeLibraries(but kept: String) {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for file in files where file.hasSuffix(".so") && file != "\(kept).so" {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(file))
        }
    }

    /// Whether a change to `path` can be reloaded: an edit of one of the module's files, a
    /// change the site reads when it runs, or a file gone that was none of the module's (an
    /// editor's or `sed`'s temporary file). A file added or removed changes the module.
    private func isReloadable(_ path: String, sources: [String], isReadAtRunTime: (String) -> Bool) -> Bool {
        let exists = FileManager.default.fileExists(atPath: path)
        if sources.contains(path) { return exists }
        return !exists || isReadAtRunTime(path)
    }

    private func library(_ name: String) -> URL {
        folder.appendingPathComponent("\(name).so")
    }

    /// The library the compiler's jobs are worked out for, linked under each library's own name.
    private var placeholderLibrary: URL { library("placeholder") }

    /// The module's compile, the compiler's jobs for it and their objects, worked out again when
    /// SwiftPM planned its build anew; nil when the module cannot be compiled alone. Called on `compiling`.
    private func prepare() -> (compile: ModuleCompile, jobs: DriverJobs, objects: ModuleObjects)? {
        guard let module = package.module,
            let planned = (try? FileManager.default.attributesOfItem(atPath: description.path))?[.modificationDate] as? Date,
            FileManager.default.isExecutableFile(atPath: executable.path)
        else { return nil }
        if let prepared, prepared.planned == planned {
            return isNewer(than: executable, modulesIn: prepared.compile) ? nil : (prepared.compile, prepared.jobs, prepared.objects)
        }
        guard let data = FileManager.default.contents(atPath: description.path), let compile = ModuleCompile(description: data, module: module)
        else { return nil }
        // The objects of an earlier plan are compiled no more.
        let work = folder.appendingPathComponent("work")
        try? FileManager.default.removeItem(at: work)
        try? FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        var environment = SwiftPMEnvironment.forBuilding()
        environment["TMPDIR"] = work.path
        // One ABI name for every library: each is loaded in a host of its own, where only the
        // executable's copy of the module, under the module's own name, could take its symbols.
        let arguments = compile.libraryArguments(
            abiName: RenderHostMessages.abiName(ofModule: compile.moduleName, suffix: "alone"), entryPoint: Self.entryPoint, output: placeholderLibrary.path)
        guard let printed = try? ChildProcess.run(["swiftc", "-###"] + arguments, in: package.directory, environment: environment, mergingOutput: true),
            printed.succeeded
        else { return nil }
        let jobs = DriverJobs(printed: printed.standardOutput)
        guard jobs.compilesWholeModule || (!jobs.frontends.isEmpty && compile.sources.allSatisfy({ jobs.objects[$0] != nil })) else { return nil }
        let objects = ModuleObjects(jobs: jobs, sources: compile.sources, directory: package.directory, maps: work.appendingPathComponent("maps"))
        prepared = (compile, jobs, objects, planned)
        return isNewer(than: executable, modulesIn: compile) ? nil : (compile, jobs, objects)
    }

    /// Whether a module the site imports (Kiln's, after an update) was built after the
    /// executable: a library compiled against it would not match the code the host runs.
    private func isNewer(than executable: URL, modulesIn compile: ModuleCompile) -> Bool {
        let files = FileManager.default
        guard let built = (try? files.attributesOfItem(atPath: executable.path))?[.modificationDate] as? Date,
            let modules = try? files.contentsOfDirectory(atPath: compile.importPath)
        else { return true }
        return modules.contains { name in
            guard name.hasSuffix(".swiftmodule"), name != "\(compile.moduleName).swiftmodule" else { return false }
            let modified = (try? files.attributesOfItem(atPath: compile.importPath + "/" + name))?[.modificationDate] as? Date
            return (modified ?? .distantFuture) > built
        }
    }

    /// Ends the host (`kiln serve` stopping).
    func stop() {
        executableChanged()
    }
}

/// Whether compiling what an edit changed, alone, has lost to the whole build for good. The
/// first compile of a session is cold (the compiler loads Kiln's modules and the macro plugin
/// for the first time) and may lose by a little; a module that loses twice in a row, or once by
/// twice the whole build's time, takes the whole build from then on.
struct CompileRace {
    /// A whole build after an edit takes at least this long, linking Kiln again (a build
    /// that found nothing to compile took less).
    static let wholeBuildAfterAnEdit = 1.0

    private(set) var isLost = false
    private var lostInARow = 0

    /// Records a compile of `seconds` against a whole build of `wholeBuild`; true when the race is lost with it.
    mutating func record(_ seconds: Double, wholeBuild: Double) -> Bool {
        guard !isLost else { return false }
        lostInARow = seconds > wholeBuild ? lostInARow + 1 : 0
        isLost = seconds > 2 * wholeBuild || lostInARow >= 2
        return isLost
    }
}
