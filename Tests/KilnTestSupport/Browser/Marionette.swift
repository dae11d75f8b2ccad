import Foundation

/// Firefox's own remote protocol, Marionette: JSON packets, each written as its length in bytes,
/// a colon and the JSON, over a TCP connection to the port Firefox opens with `--marionette`.
/// A command is `[0, id, name, parameters]`, its answer `[1, id, error, result]`. Debian has no
/// geckodriver, so the harness speaks it directly; its `WebDriver:` commands are W3C WebDriver's.
final class MarionetteConnection: @unchecked Sendable {
    private let socket: LoopbackSocket
    private var buffer = Data()
    private var lastID = 0
    /// The connection failed (closed, or an answer did not come in time): Firefox must be started again.
    private(set) var isBroken = false

    /// Connects and reads Firefox's greeting.
    init(port: UInt16, timeout: TimeInterval) throws {
        socket = try LoopbackSocket.connected(port: port)
        do {
            _ = try readPacket(deadline: Date().addingTimeInterval(timeout))
        } catch {
            socket.close()
            throw error
        }
    }

    /// Sends `command` and returns its result (the `value` of results that hold only that), or
    /// throws its error, which says whether the session can still be trusted.
    func send(_ command: String, _ parameters: [String: Any] = [:], timeout: TimeInterval) throws -> Any? {
        lastID += 1
        let id = lastID
        let json = try JSONSerialization.data(withJSONObject: [0, id, command, parameters] as [Any])
        var packet = Data("\(json.count):".utf8)
        packet.append(json)
        let deadline = Date().addingTimeInterval(timeout)
        var reply: [Any] = []
        do {
            try socket.send(packet, deadline: deadline)
            while reply.count != 4 || (reply[1] as? NSNumber)?.intValue != id {
                reply = try readPacket(deadline: deadline) as? [Any] ?? []
            }
        } catch let failure as BrowserError {
            isBroken = true
            var error = BrowserError("\(command): \(failure.message)")
            error.breaksSession = true
            throw error
        }
        if let failure = reply[2] as? [String: Any] {
            let code = failure["error"] as? String ?? "unknown error"
            let message = (failure["message"] as? String ?? "").split(separator: "\n").first.map(String.init) ?? ""
            var error = BrowserError("Marionette returned error \"\(code)\" to \(command): \(message)")
            error.breaksSession = Browser.sessionBreakingErrors.contains(code)
            throw error
        }
        if let result = reply[3] as? [String: Any], result.count == 1, let value = result["value"] { return value is NSNull ? nil : value }
        return reply[3]
    }

    private func readPacket(deadline: Date) throws -> Any {
        while true {
            if let colon = buffer.firstIndex(of: UInt8(ascii: ":")),
                let length = Int(String(decoding: buffer[buffer.startIndex..<colon], as: UTF8.self))
            {
                let start = buffer.index(after: colon)
                if buffer.distance(from: start, to: buffer.endIndex) >= length {
                    let end = buffer.index(start, offsetBy: length)
                    let value = try JSONSerialization.jsonObject(with: Data(buffer[start..<end]), options: [.fragmentsAllowed])
                    buffer = Data(buffer[end...])
                    return value
                }
            }
            guard try socket.receive(into: &buffer, deadline: deadline) else {
                throw BrowserError("Firefox closed its Marionette connection")
            }
        }
    }

    func close() { socket.close() }
}
