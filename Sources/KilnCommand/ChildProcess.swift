import Dispatch
import Foundation

/// What a finished child process printed and how it ended.
struct ProcessOutput: Sendable {
    var status: Int32
    var standardOutput: String
    var standardError: String

    var succeeded: Bool { status == 0 }
}

/// Runs programs to completion and collects their output; the ones still running can be
/// stopped at once when `kiln` is interrupted.
enum ChildProcess {
    private static let running = RunningProcesses()

    /// Runs `arguments[0]` found on PATH. With `mergingOutput`, standard error goes into
    /// `standardOutput` in the order it was printed (as a compiler's output reads).
    static func run(_ arguments: [String], in directory: URL, mergingOutput: Bool = false) throws -> ProcessOutput {
        try run(URL(fileURLWithPath: "/usr/bin/env"), arguments, in: directory, mergingOutput: mergingOutput)
    }

    static func run(_ executable: URL, _ arguments: [String], in directory: URL, mergingOutput: Bool = false) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let errors = mergingOutput ? output : Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try running.launch(process)
        defer { running.remove(process) }

        // Both pipes are drained at once: a child blocked on a full stderr pipe would never end.
        let errorText = ErrorText()
        let group = DispatchGroup()
        if !mergingOutput {
            DispatchQueue.global().async(group: group) {
                errorText.value = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            }
        }
        let outputText = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        group.wait()
        process.waitUntilExit()
        return ProcessOutput(status: process.terminationStatus, standardOutput: outputText, standardError: errorText.value)
    }

    /// Stops every child still running (Ctrl-C), so that no build outlives `kiln`.
    static func terminateAll() {
        running.terminateAll()
    }
}

/// Standard error read on another thread, handed over once that thread is done.
private final class ErrorText: @unchecked Sendable {
    var value = ""
}

private final class RunningProcesses: @unchecked Sendable {
    private let lock = NSLock()
    private var processes: [ObjectIdentifier: Process] = [:]

    func launch(_ process: Process) throws {
        try lock.withLock {
            try process.run()
            processes[ObjectIdentifier(process)] = process
        }
    }

    func remove(_ process: Process) {
        lock.withLock { processes[ObjectIdentifier(process)] = nil }
    }

    func terminateAll() {
        lock.withLock { processes.values.forEach { $0.terminate() } }
    }
}
