import Foundation

/// The site module's objects for `kiln serve`'s fast path, compiled alone with SwiftPM's flags,
/// and what each was compiled from. An edit compiles only the files whose text changed since,
/// as SwiftPM's incremental build does; when one of them offers the other files something new
/// (its interface changed, not only a function's body), every file is compiled again. A module
/// SwiftPM compiles whole (`-whole-module-optimization`, in release builds) is compiled whole
/// after any change.
///
/// A file is taken as compiled only if its text was the same before and after the compile:
/// a save during a compile leaves the file to compile again, never an object taken for newer
/// than it is.
final class ModuleObjects {
    enum Outcome: Equatable {
        /// Every object was compiled from the files as they are.
        case upToDate
        /// Only files that changed were compiled (`everyFile` false), or every file.
        case compiled(everyFile: Bool)
        /// Every file would have to be compiled, which the caller did not allow.
        case everyFileNeeded
        /// The compiler's errors.
        case failed(String)
    }

    private let jobs: DriverJobs
    private let sources: [String]
    private let directory: URL
    private let maps: URL
    private let batches: Int
    /// Each file's text and interface (none in a module compiled whole) when its object was last compiled.
    private var compiled: [String: (text: Data, interface: SwiftDependencies?)] = [:]
    /// How long compiling every file took, the last time it did.
    private(set) var everyFileSeconds: Double?

    /// Objects of `sources` compiled by `jobs` in `directory` (the package), their maps of
    /// outputs in `maps`, in at most `batches` jobs side by side.
    init(jobs: DriverJobs, sources: [String], directory: URL, maps: URL, batches: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.jobs = jobs
        self.sources = sources
        self.directory = directory
        self.maps = maps
        self.batches = batches
    }

    /// Compiles what changed since it was last compiled; every file only if `everyFile` allows.
    func update(everyFile allowed: Bool = true) -> Outcome {
        do {
            return try updating(everyFile: allowed)
        } catch let failure as CompileFailure {
            return .failed(failure.errors)
        } catch {
            return .failed("error: \(error)")
        }
    }

    private struct CompileFailure: Error {
        var errors: String
    }

    private func updating(everyFile allowed: Bool) throws -> Outcome {
        if jobs.compilesWholeModule { return try updatingWholeModule(allowed: allowed) }
        var outcome = Outcome.upToDate
        // A file saved during a compile is compiled again: a few saves in a row are one edit.
        for _ in 0..<3 {
            let texts = try readSources()
            let changed = sources.filter { compiled[$0]?.text != texts[$0] }
            if changed.isEmpty { return outcome }
            if changed.count == sources.count && !allowed { return .everyFileNeeded }
            let stopwatch = Stopwatch()
            var interfaces = try compile(changed)
            let everyFile = changed.count == sources.count || changed.contains { compiled[$0].flatMap(\.interface) != interfaces[$0] }
            if everyFile, changed.count < sources.count {
                // The changed files stay to compile (their texts are not recorded): with the others, or by the whole build.
                guard allowed else { return .everyFileNeeded }
                interfaces.merge(try compile(sources.filter { !changed.contains($0) })) { new, _ in new }
            }
            if everyFile { everyFileSeconds = stopwatch.seconds }
            outcome = .compiled(everyFile: everyFile)
            guard try readSources() == texts else { continue }
            for (source, interface) in interfaces { compiled[source] = (texts[source]!, interface) }
            return outcome
        }
        throw CompileFailure(errors: "error: the module's files kept changing while they were compiled")
    }

    /// A module compiled as a whole (release builds) is compiled again whole after any change.
    private func updatingWholeModule(allowed: Bool) throws -> Outcome {
        let texts = try readSources()
        if sources.allSatisfy({ compiled[$0]?.text == texts[$0] }) { return .upToDate }
        guard allowed else { return .everyFileNeeded }
        let stopwatch = Stopwatch()
        if let errors = DriverJobs.runSideBySide(jobs.frontends, in: directory) { throw CompileFailure(errors: errors) }
        everyFileSeconds = stopwatch.seconds
        // Its files have no interfaces of their own: only their texts are compared.
        if try readSources() == texts {
            for source in sources { compiled[source] = (texts[source]!, nil) }
        }
        return .compiled(everyFile: true)
    }

    /// Compiles `files`; the interface of each.
    private func compile(_ files: [String]) throws -> [String: SwiftDependencies] {
        try FileManager.default.createDirectory(at: maps, withIntermediateDirectories: true)
        if let errors = DriverJobs.runSideBySide(try jobs.compiling(files, batches: batches, maps: maps), in: directory) {
            throw CompileFailure(errors: errors)
        }
        var interfaces: [String: SwiftDependencies] = [:]
        for file in files {
            guard let path = jobs.dependencies(of: file), let interface = SwiftDependencies(contentsOf: URL(fileURLWithPath: path)) else {
                throw CompileFailure(errors: "error: the compiler wrote no dependencies for \(file)")
            }
            interfaces[file] = interface
        }
        return interfaces
    }

    private func readSources() throws -> [String: Data] {
        var texts: [String: Data] = [:]
        for source in sources {
            guard let text = FileManager.default.contents(atPath: source) else { throw CompileFailure(errors: "error: \(source) cannot be read") }
            texts[source] = text
        }
        return texts
    }
}
