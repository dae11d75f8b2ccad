import Dispatch
import Foundation
import KilnHostProtocol

/// The site executable running as `kiln serve`'s render host: it builds the site from a shared
/// library it is handed, with Kiln loaded already. A crash in the user's code ends this
/// process, not `kiln serve`.
final class RenderHostProcess: @unchecked Sendable {
    private let process = Process()
    private let requests: FileHandle
    private let replies: FileHandle
    /// Standard error, read as it comes (a full pipe would stop the host) until the host ends.
    private let errorText = HostErrors()
    private var pending = Data()

    init(executable: URL, in directory: URL) throws {
        process.executableURL = executable
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment[RenderHostMessages.environmentKey] = "1"
        // A crash ends the host at once, its message printed. Swift's backtracer would keep the
        // crashed host, and the pipes it shares, while it reads through Kiln's debug build; the
        // next change builds the site whole and runs it with the backtracer, as users know it.
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        process.environment = environment
        let input = try ChildPipe(), output = try ChildPipe(), errorOutput = try ChildPipe()
        // The child reads the request end of a socket pair as its standard input.
        process.standardInput = input.reading
        process.standardOutput = output.writing
        process.standardError = errorOutput.writing
        try ChildProcess.launch(process)
        try? input.reading.close()
        try? output.writing.close()
        try? errorOutput.writing.close()
        requests = input.writing
        replies = output.reading
        errorText.read(errorOutput.reading)
    }

    var isRunning: Bool { process.isRunning }

    /// Builds the site from `request`'s library; returns what the build printed (but the lines
    /// `taking` takes, as they come) and its reply. Throws `HostEnded` when the host ended
    /// instead (the user's code crashed it).
    func render(_ request: RenderHostMessages.Request, taking: (String) -> Bool = { _ in false }) throws -> (printed: String, reply: RenderHostMessages.Reply) {
        var line = try JSONEncoder().encode(request)
        line.append(UInt8(ascii: "\n"))
        do {
            try requests.write(contentsOf: line)
        } catch {
            throw ended()
        }
        var printed = ""
        while true {
            guard let next = readLine() else { throw ended() }
            if next.hasPrefix(RenderHostMessages.replyMarker) {
                let json = Data(next.dropFirst(RenderHostMessages.replyMarker.count).utf8)
                return (printed, try JSONDecoder().decode(RenderHostMessages.Reply.self, from: json))
            }
            if !taking(next) { printed += next + "\n" }
        }
    }

    /// The host's end: how it ended and what it wrote to standard error.
    struct HostEnded: Error, CustomStringConvertible {
        let description: String
    }

    private func ended() -> HostEnded {
        try? requests.close()
        process.waitUntilExit()
        ChildProcess.forget(process)
        let text = errorText.whenEnded().trimmingCharacters(in: .whitespacesAndNewlines)
        let how = process.terminationReason == .uncaughtSignal
            ? "the site crashed (signal \(process.terminationStatus))" : "the site exited with status \(process.terminationStatus)"
        return HostEnded(description: text.isEmpty ? how : text + "\n" + how)
    }

    /// The next line of the host's standard output, or nil at its end.
    private func readLine() -> String? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...newline)
                return line
            }
            let chunk = replies.availableData
            if chunk.isEmpty { return nil }
            pending.append(chunk)
        }
    }

    /// Ends the host: its input closes and it is terminated, or killed if it is still there
    /// seconds later (`kiln serve` never waits on a host that does not end).
    func stop() {
        try? requests.close()
        if process.isRunning { process.terminate() }
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        ChildProcess.forget(process)
    }
}

/// A host's standard error, collected on a thread of its own until the host closes it.
private final class HostErrors: @unchecked Sendable {
    private let lock = NSLock()
    private var text = Data()
    private let done = DispatchGroup()

    func read(_ handle: FileHandle) {
        done.enter()
        DispatchQueue.global().async { [self] in
            while case let chunk = handle.availableData, !chunk.isEmpty { lock.withLock { text.append(chunk) } }
            done.leave()
        }
    }

    func whenEnded() -> String {
        done.wait()
        return lock.withLock { String(decoding: text, as: UTF8.self) }
    }
}
