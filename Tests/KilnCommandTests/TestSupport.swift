import Dispatch
import Foundation
import Testing

/// A fresh empty folder under the temporary directory, removed by the caller.
func makeTemporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-command-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.resolvingSymlinksInPath()
}

/// This Kiln checkout, which holds `Templates/new-site`.
let kilnCheckout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Values handed from background queues to a test, in order, with a way to wait for them.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [(value: Value, time: UInt64)] = []

    func record(_ value: Value) {
        lock.withLock { recorded.append((value, DispatchTime.now().uptimeNanoseconds)) }
    }

    var values: [Value] { lock.withLock { recorded.map(\.value) } }
    var times: [UInt64] { lock.withLock { recorded.map(\.time) } }

    /// Waits up to `seconds` for `count` values; true if they came.
    func wait(for count: Int, seconds: Double) -> Bool {
        wait(seconds: seconds) { $0.count >= count }
    }

    /// Waits up to `seconds` for the values to satisfy `condition`; true if they did.
    func wait(seconds: Double, until condition: ([Value]) -> Bool) -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
        repeat {
            if condition(values) { return true }
            usleep(5_000)
        } while DispatchTime.now().uptimeNanoseconds < deadline
        return false
    }
}

/// A child process left running (`kiln serve`), whose merged output is collected as it comes, to
/// wait for a line in it. (`ChildProcess.run` serves the ones that end by themselves.)
final class LongRunning: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var collected = Data()

    init(_ executable: URL, _ arguments: [String], in folder: URL) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            lock.withLock { collected.append(data) }
        }
        try process.run()
    }

    var output: String { lock.withLock { String(decoding: collected, as: UTF8.self) } }

    /// Polls the output until `found` gives a value, for at most `seconds`.
    func wait<Value>(seconds: Double, _ found: (String) -> Value?) -> Value? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let value = found(output) { return value }
            if !process.isRunning { return found(output) }
            Thread.sleep(forTimeInterval: 0.2)
        }
        return nil
    }

    /// Ctrl-C, as a user stops it; killed if it has not ended 30 seconds later, so that a
    /// `kiln serve` that no longer listens fails its test instead of holding up the run.
    func stop() {
        guard process.isRunning else { return }
        process.interrupt()
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning {
            Issue.record("\(process.executableURL?.lastPathComponent ?? "") did not stop on Ctrl-C within 30 s: \(output)")
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
    }
}

/// `http://127.0.0.1:8000/` from `Serving http://127.0.0.1:8000/ (previews at …)`.
func servedAddress(in output: String) -> String? {
    for line in output.split(separator: "\n") {
        guard let start = line.firstRange(of: "Serving http")?.lowerBound else { continue }
        return String(line[line.index(start, offsetBy: "Serving ".count)...].prefix { $0 != " " })
    }
    return nil
}
