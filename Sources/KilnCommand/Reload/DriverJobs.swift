import Dispatch
import Foundation

/// The commands `swiftc` would run for a compile (`swiftc -###`): the frontend jobs, one per
/// source file, then extracting what to link and linking. Running them directly skips the
/// driver, which takes longer to start than the site's own files take to compile.
struct DriverJobs: Equatable {
    var frontends: [[String]]
    var rest: [[String]]

    /// The jobs `swiftc -###` printed, one command a line.
    init(printed: String) {
        let commands = printed.split(separator: "\n").map { Self.words(String($0)) }.filter { !$0.isEmpty }
        frontends = commands.filter { $0.count > 1 && $0[1] == "-frontend" }
        rest = commands.filter { !($0.count > 1 && $0[1] == "-frontend") }
    }

    /// The jobs with `placeholder` replaced in every argument.
    func replacing(_ placeholder: String, with value: String) -> DriverJobs {
        var jobs = self
        jobs.frontends = frontends.map { $0.map { $0.replacingOccurrences(of: placeholder, with: value) } }
        jobs.rest = rest.map { $0.map { $0.replacingOccurrences(of: placeholder, with: value) } }
        return jobs
    }

    /// Runs the frontend jobs side by side, then the rest in order; the errors of the first
    /// that fails, or nil.
    func run(in directory: URL) -> String? {
        // The driver names temporary files in a folder it would have made.
        for job in frontends + rest {
            for (index, argument) in job.enumerated() where argument == "-o" && index + 1 < job.count {
                try? FileManager.default.createDirectory(
                    at: URL(fileURLWithPath: job[index + 1]).deletingLastPathComponent(), withIntermediateDirectories: true)
            }
        }
        let failures = FailedJobs()
        DispatchQueue.concurrentPerform(iterations: frontends.count) { index in
            if let errors = Self.run(frontends[index], in: directory) { failures.add(errors) }
        }
        if let errors = failures.first { return errors }
        for job in rest {
            if let errors = Self.run(job, in: directory) { return errors }
        }
        return nil
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
