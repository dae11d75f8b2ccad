import Foundation
import Glibc

/// A test client on a raw POSIX socket, so that tests can send any bytes (malformed ones included)
/// and see exactly what comes back.
final class RawClient {
    struct Failure: Error, CustomStringConvertible { let description: String }

    let descriptor: Int32
    private var pending: [UInt8] = []

    /// Connects to `port` on 127.0.0.1; a small `receiveBuffer` makes a client that does not read stall the server's writes.
    init(port: UInt16, receiveBuffer: Int32? = nil) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        if var size = receiveBuffer {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(descriptor)
            throw Failure(description: "cannot connect to port \(port): \(String(cString: strerror(errno)))")
        }
    }

    deinit { close(descriptor) }

    /// Sends bytes; false if the server already closed the connection.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) == $0.count }
    }

    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Reads one response: its head, then a body of `Content-Length` bytes unless `hasBody` is false.
    func readResponse(hasBody: Bool = true, timeout: Double = 10) throws -> TestResponse {
        let deadline = Date().addingTimeInterval(timeout)
        let separator = Array("\r\n\r\n".utf8)
        var headEnd: Int?
        while headEnd == nil {
            headEnd = pending.indices.dropLast(3).first { Array(pending[$0..<($0 + 4)]) == separator }
            if headEnd == nil { try receive(before: deadline) }
        }
        let head = String(decoding: pending[..<headEnd!], as: UTF8.self)
        pending.removeFirst(headEnd! + 4)
        var response = try TestResponse(head: head)
        let length = hasBody && response.status != 304 ? Int(response.headers["content-length"] ?? "0") ?? 0 : 0
        while pending.count < length { try receive(before: deadline) }
        response.body = Array(pending.prefix(length))
        pending.removeFirst(length)
        return response
    }

    /// Everything the server sends until it closes the connection (or `timeout` passes).
    func readUntilClosed(timeout: Double = 10) -> [UInt8] {
        let deadline = Date().addingTimeInterval(timeout)
        while (try? receive(before: deadline)) != nil {}
        defer { pending = [] }
        return pending
    }

    /// Whether the server closes the connection within `timeout` seconds (taking whatever it sends first).
    func closes(within timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            do { try receive(before: deadline) } catch let failure as Failure { return failure.description == "closed" } catch {
                return false
            }
        }
    }

    /// Reads until `text` has arrived; returns (and consumes) everything up to and including it.
    func read(until text: String, timeout: Double = 10) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        let marker = Array(text.utf8)
        while true {
            if let start = pending.indices.first(where: { pending[$0...].starts(with: marker) }) {
                let end = start + marker.count
                defer { pending.removeFirst(end) }
                return String(decoding: pending[..<end], as: UTF8.self)
            }
            try receive(before: deadline)
        }
    }

    private func receive(before deadline: Date) throws {
        let milliseconds = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&waiting, 1, milliseconds) > 0 else { throw Failure(description: "timed out") }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { throw Failure(description: "closed") }
        pending += buffer[..<count]
    }
}

/// A response as a test sees it.
struct TestResponse {
    let status: Int
    /// Lowercased names.
    let headers: [String: String]
    var body: [UInt8] = []

    var text: String { String(decoding: body, as: UTF8.self) }

    init(head: String) throws {
        let lines = head.components(separatedBy: "\r\n")
        let statusLine = lines[0].split(separator: " ")
        guard statusLine.count >= 2, statusLine[0] == "HTTP/1.1", let status = Int(statusLine[1]) else {
            throw RawClient.Failure(description: "bad status line: \(lines[0])")
        }
        self.status = status
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        self.headers = headers
    }
}
