import Dispatch
import Foundation

/// The commands `swiftc` would run for a compile (`swiftc -###`): the frontend jobs, one per
/// source file, then extracting what to link and linking. Running them directly skips the
/// driver, which takes longer to start than the site's own files take to compile; and
/// compiling only some of the files, each into its own object, is what makes an edit cheap.
struct DriverJobs: Equatable {
    var frontends: [[String]]
    var rest: [[String]]
    /// The object each source file is compiled into.
    var objects: [String: String]

    /// The jobs `swiftc -###` printed, one command a line.
    init(printed: String) {
        let commands = printed.split(separator: "\n").map { Self.words(String($0)) }.filter { !$0.isEmpty }
        frontends = commands.filter { $0.count > 1 && $0[1] == "-frontend" }
        rest = commands.filter { !($0.count > 1 && $0[1] == "-frontend") }
        objects = [:]
        for job in frontends {
            if let source = Self.value(after: "-primary-file", in: job), let object = Self.value(after: "-o", in: job) { objects[source] = object }
        }
    }

    /// Whether one frontend job compiles the whole module (`-whole-module-optimization`, as
    /// SwiftPM's release builds do): its files cannot be compiled one by one.
    var compilesWholeModule: Bool { !frontends.isEmpty && objects.isEmpty }

    /// Where the compiler writes what the object of `source` provides and depends on.
    func dependencies(of source: String) -> String? {
        objects[source].map { URL(fileURLWithPath: $0).deletingPathExtension().appendingPathExtension("swiftdeps").path }
    }

    /// Frontend jobs that compile `sources` (each into its object, with its dependencies beside
    /// it) in at most `batches` jobs of near-equal size, as the driver's batch mode does: each
    /// job reads the module's files once, whatever the number it compiles. Each job's map of
    /// those outputs is written into `maps`.
    func compiling(_ sources: [String], batches: Int, maps: URL) throws -> [[String]] {
        guard let template = frontends.first else { return [] }
        // The inputs, none of them primary, and no output.
        var inputs: [String] = []
        var index = 0
        while index < template.count {
            switch template[index] {
            case "-primary-file": index += 1
            case "-o": index += 2
            default:
                inputs.append(template[index])
                index += 1
            }
        }
        let compiled = sources.filter { objects[$0] != nil }
        let count = min(max(batches, 1), compiled.count)
        var jobs: [[String]] = []
        for batch in 0..<count {
            let primaries = Set(compiled.enumerated().filter { $0.offset % count == batch }.map(\.element))
            var outputs: [String: [String: String]] = [:]
            for source in primaries { outputs[source] = ["object": objects[source]!, "swift-dependencies": dependencies(of: source)!] }
            let map = maps.appendingPathComponent("outputs-\(batch).json")
            try JSONSerialization.data(withJSONObject: outputs, options: [.sortedKeys]).write(to: map)
            // The objects in the order of their primary files, as the frontend pairs them.
            var job: [String] = []
            var written: [String] = []
            for argument in inputs {
                if primaries.contains(argument) {
                    job += ["-primary-file", argument]
                    written += ["-o", objects[argument]!]
                } else {
                    job.append(argument)
                }
            }
            jobs.append(job + written + ["-supplementary-output-file-map", map.path])
        }
        return jobs
    }

    /// The jobs after the frontends' with the library they write, `placeholder`, at `library`.
    func linking(_ placeholder: String, into library: String) -> [[String]] {
        rest.map { $0.map { $0 == placeholder ? library : $0 } }
    }

    /// Runs `jobs` side by side; the errors of the first that failed, or nil.
    static func runSideBySide(_ jobs: [[String]], in directory: URL) -> String? {
        makeOutputFolders(jobs)
        let failures = FailedJobs()
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            if let errors = run(jobs[index], in: directory) { failures.add(errors) }
        }
        return failures.first
    }

    /// Runs `jobs` one after the other; the errors of the first that fails, or nil.
    static func runInOrder(_ jobs: [[String]], in directory: URL) -> String? {
        makeOutputFolders(jobs)
        for job in jobs {
            if let errors = run(job, in: directory) { return errors }
        }
        return nil
    }

    /// The driver names temporary files in a folder it would have made.
    private static func makeOutputFolders(_ jobs: [[String]]) {
        for job in jobs {
            for (index, argument) in job.enumerated() where argument == "-o" && index + 1 < job.count {
                try? FileManager.default.createDirectory(
                    at: URL(fileURLWithPath: job[index + 1]).deletingLastPathComponent(), withIntermediateDirectories: true)
            }
        }
    }

    private static func value(after option: String, in job: [String]) -> String? {
        job.firstIndex(of: option).flatMap { $0 + 1 < job.count ? job[$0 + 1] : nil }
    }

    private static func run(_ job: [String], in directory: URL) -> String? {
        guard let executable = job.first else { return nil }
        do {
            let result = try ChildProcess.run(URL(fileURLWithPath: executable), Array(job.dropFirst()), in: directory, mergingOutput: true)
            return result.succeeded ? nil : result.standardOutput
        } catch {
            return "error: \(executable): \(error)"
        }
    }

    /// A command line split into words as a POSIX shell would: quotes and backslashes, no expansion.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
            } else if character == "\\" && quote != "'" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }
}

private final class FailedJobs: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [String] = []
    func add(_ text: String) { lock.withLock { errors.append(text) } }
    var first: String? { lock.withLock { errors.first } }
}
