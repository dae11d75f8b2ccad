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
    static func run(
        _ arguments: [String], in directory: URL, environment: [String: String]? = nil, mergingOutput: Bool = false,
        eachLine: ((Substring) -> Void)? = nil
    ) throws -> ProcessOutput {
        try run(
            URL(fileURLWithPath: "/usr/bin/env"), arguments, in: directory, environment: environment, mergingOutput: mergingOutput,
            eachLine: eachLine)
    }

    /// `eachLine` is handed each line of standard output as it is printed (for a progress line).
    /// The child inherits `kiln`'s environment unless given one.
    static func run(
        _ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String]? = nil, mergingOutput: Bool = false,
        eachLine: ((Substring) -> Void)? = nil
    ) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        let output = try ChildPipe()
        let errors = mergingOutput ? output : try ChildPipe()
        process.standardOutput = output.writing
        process.standardError = errors.writing
        process.standardInput = FileHandle.nullDevice
        try running.launch(process)
        defer { running.remove(process) }
        // The child has its copies; with ours closed, the reads end when the child does.
        try? output.writing.close()
        if !mergingOutput { try? errors.writing.close() }

        // Both pipes are drained at once: a child blocked on a full stderr pipe would never end.
        let errorText = ErrorText()
        let group = DispatchGroup()
        if !mergingOutput {
            DispatchQueue.global().async(group: group) {
                errorText.value = String(decoding: errors.reading.readDataToEndOfFile(), as: UTF8.self)
            }
        }
        let outputText = String(decoding: read(output.reading, eachLine: eachLine), as: UTF8.self)
        group.wait()
        process.waitUntilExit()
        return ProcessOutput(status: process.terminationStatus, standardOutput: outputText, standardError: errorText.value)
    }

    /// Everything `handle` gives until its end, handing each complete line on as it comes.
    private static func read(_ handle: FileHandle, eachLine: ((Substring) -> Void)?) -> Data {
        guard let eachLine else { return handle.readDataToEndOfFile() }
        var all = Data()
        var lineStart = 0
        while case let chunk = handle.availableData, !chunk.isEmpty {
            all.append(chunk)
            while let newline = all[lineStart...].firstIndex(of: UInt8(ascii: "\n")) {
                eachLine(Substring(decoding: all[lineStart..<newline], as: UTF8.self))
                lineStart = newline + 1
            }
        }
        return all
    }

    /// Stops every child still running (Ctrl-C), so that no build outlives `kiln`.
    static func terminateAll() {
        running.terminateAll()
    }

    /// Starts a child that outlives the call (`kiln serve`'s render host), stopped with the rest.
    static func launch(_ process: Process) throws {
        try running.launch(process)
    }

    /// Forgets a child started with `launch` once it has ended.
    static func forget(_ process: Process) {
        running.remove(process)
    }
}

/// A one-way channel to read a child's output from, made close-on-exec in the same call, so
/// that only the child it is handed to holds its write end: a program another thread starts
/// meanwhile (a test's browser, say) would otherwise inherit it and keep it open, and reading
/// to its end would never return. On Linux it is a socket pair, which can be made so
/// atomically (`pipe2` is not visible from Swift); Darwin's `Process` closes every other
/// descriptor in the child anyway.
struct ChildPipe {
    let reading: FileHandle
    let writing: FileHandle

    init() throws {
        var ends: [Int32] = [-1, -1]
        #if canImport(Glibc)
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        #else
        guard pipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        #endif
        reading = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
        writing = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
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
