import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A minimal HTTP/1.1 client for talking to chromedriver on loopback.
///
/// Exists because Foundation's URLSession on Linux (libcurl underneath) rejects every chromedriver
/// response with "Failed writing header": chromedriver writes `Name:value` without a space. This
/// client is deliberately tolerant and small: one connection per request (`Connection: close`),
/// body by `Content-Length`, chunked, or until close, and a hard deadline on every request so a
/// wedged browser fails a test instead of hanging it.
struct HTTPClient: Sendable {
    struct Response: Sendable {
        var status: Int
        var headers: [String: String]  // lower-cased names
        var body: Data
    }

    let port: UInt16
    /// Upper bound for the whole request (connect, send, receive).
    var timeout: TimeInterval = 30

    func request(_ method: String, _ path: String, body: Data? = nil) throws -> Response {
        let deadline = Date().addingTimeInterval(timeout)
        let socket = try LoopbackSocket.connected(port: port)
        defer { socket.close() }

        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        head += "Accept: application/json\r\n"
        if let body {
            head += "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(body.count)\r\n"
        } else if method != "GET" && method != "DELETE" {
            head += "Content-Length: 0\r\n"
        }
        head += "\r\n"
        var message = Data(head.utf8)
        if let body { message.append(body) }
        try socket.send(message, deadline: deadline)
        return try readResponse(socket, deadline: deadline, what: "\(method) \(path)")
    }

    private func readResponse(_ socket: LoopbackSocket, deadline: Date, what: String) throws -> Response {
        var buffer = Data()
        // Headers end at the first blank line; accept bare LF too, to be tolerant.
        var headerEnd: Range<Data.Index>?
        while headerEnd == nil {
            guard try socket.receive(into: &buffer, deadline: deadline) else {
                throw BrowserError("connection to 127.0.0.1:\(port) closed before the response headers for \(what)")
            }
            headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) ?? buffer.range(of: Data("\n\n".utf8))
        }
        var rest = Data(buffer[headerEnd!.upperBound...])

        // Split bytes, not Characters: in Swift "\r\n" is one Character, equal to neither "\r" nor "\n".
        var lines = buffer[..<headerEnd!.lowerBound].split(separator: UInt8(ascii: "\n")).map {
            String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }.filter { !$0.isEmpty }
        guard !lines.isEmpty else { throw BrowserError("empty HTTP response for \(what)") }
        let statusLine = lines.removeFirst()
        let statusParts = statusLine.split(separator: " ", maxSplits: 2)
        guard statusParts.count >= 2, statusParts[0].hasPrefix("HTTP/"), let status = Int(statusParts[1]) else {
            throw BrowserError("malformed HTTP status line \(statusLine.debugDescription) for \(what)")
        }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }

        if status == 204 || status == 304 || (100..<200).contains(status) {
            return Response(status: status, headers: headers, body: Data())
        }
        if headers["transfer-encoding"]?.lowercased().contains("chunked") == true {
            return Response(status: status, headers: headers, body: try readChunked(socket, &rest, deadline, what))
        }
        if let lengthText = headers["content-length"] {
            guard let length = Int(lengthText), length >= 0 else {
                throw BrowserError("bad Content-Length \(lengthText.debugDescription) for \(what)")
            }
            while rest.count < length {
                guard try socket.receive(into: &rest, deadline: deadline) else {
                    throw BrowserError("connection closed after \(rest.count) of \(length) body bytes for \(what)")
                }
            }
            return Response(status: status, headers: headers, body: rest.prefix(length))
        }
        // Last resort. chromedriver always sends Content-Length, and it keeps the connection open
        // despite `Connection: close`, so this path would only end at the deadline with it.
        while try socket.receive(into: &rest, deadline: deadline) {}
        return Response(status: status, headers: headers, body: rest)
    }

    private func readChunked(
        _ socket: LoopbackSocket, _ raw: inout Data, _ deadline: Date, _ what: String
    ) throws -> Data {
        var body = Data()
        func line() throws -> String {
            while true {
                if let lf = raw.firstIndex(of: UInt8(ascii: "\n")) {
                    let text = String(decoding: raw[..<lf], as: UTF8.self)
                    raw = Data(raw[raw.index(after: lf)...])
                    return text.trimmingCharacters(in: .whitespacesAndNewlines)
                }
                guard try socket.receive(into: &raw, deadline: deadline) else {
                    throw BrowserError("connection closed inside a chunked body for \(what)")
                }
            }
        }
        while true {
            let sizeText = try line()
            guard let size = Int(sizeText.split(separator: ";").first ?? "", radix: 16) else {
                throw BrowserError("bad chunk size \(sizeText.debugDescription) for \(what)")
            }
            if size == 0 { return body }  // trailers, if any, are irrelevant
            while raw.count < size + 2 {
                guard try socket.receive(into: &raw, deadline: deadline) else {
                    throw BrowserError("connection closed inside a chunk for \(what)")
                }
            }
            body.append(raw.prefix(size))
            raw = Data(raw.dropFirst(size))
            _ = try line()  // the CRLF after the chunk data
        }
    }
}

/// A blocking TCP socket with deadline-bounded I/O (poll before every read and write).
package struct LoopbackSocket: Sendable {
    package let fd: Int32

    package static func connected(port: UInt16) throws -> LoopbackSocket {
        let fd = socket(AF_INET, socketStreamType, 0)
        guard fd >= 0 else { throw BrowserError("socket() failed: \(errnoDescription())") }
        #if canImport(Darwin)
            // Darwin has no MSG_NOSIGNAL; without this a peer that went away kills the process.
            var one: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var address = loopbackAddress(port: port)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let text = errnoDescription()
            _ = closeDescriptor(fd)
            throw BrowserError("cannot connect to 127.0.0.1:\(port): \(text)")
        }
        return LoopbackSocket(fd: fd)
    }

    /// Asks the kernel for a free loopback port. Another process could take it before chromedriver
    /// binds it; the caller retries start-up on a fresh port if that happens.
    static func freePort() throws -> UInt16 {
        let fd = socket(AF_INET, socketStreamType, 0)
        guard fd >= 0 else { throw BrowserError("socket() failed: \(errnoDescription())") }
        defer { _ = closeDescriptor(fd) }
        var address = loopbackAddress(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { throw BrowserError("bind(127.0.0.1:0) failed: \(errnoDescription())") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else { throw BrowserError("getsockname failed: \(errnoDescription())") }
        return UInt16(bigEndian: address.sin_port)
    }

    func send(_ data: Data, deadline: Date) throws {
        var offset = 0
        while offset < data.count {
            try wait(for: Int16(POLLOUT), deadline: deadline, doing: "sending a request")
            let sent = data.withUnsafeBytes { raw in
                systemSend(fd, raw.baseAddress! + offset, data.count - offset)
            }
            if sent < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw BrowserError("send to the driver failed: \(errnoDescription())")
            }
            offset += sent
        }
    }

    /// Appends what is available to `buffer`; false at end of stream.
    func receive(into buffer: inout Data, deadline: Date) throws -> Bool {
        try wait(for: Int16(POLLIN), deadline: deadline, doing: "waiting for the driver's response")
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0 {
                if errno == EINTR { continue }
                throw BrowserError("receive from the driver failed: \(errnoDescription())")
            }
            buffer.append(contentsOf: chunk[0..<count])
            return count > 0
        }
    }

    func close() { _ = closeDescriptor(fd) }

    private func wait(for events: Int16, deadline: Date, doing: String) throws {
        while true {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else {
                throw BrowserError("timed out \(doing) (HTTP request deadline reached)")
            }
            var entry = pollfd(fd: fd, events: events, revents: 0)
            let ready = poll(&entry, 1, Int32(min(remaining * 1000, 60_000).rounded(.up)))
            if ready > 0 { return }  // readable, writable, or an error/hang-up the next call reports
            if ready < 0 && errno != EINTR { throw BrowserError("poll failed: \(errnoDescription())") }
        }
    }
}

// MARK: - Platform shims

#if canImport(Darwin)
    private let socketStreamType = SOCK_STREAM
#else
    private let socketStreamType = Int32(SOCK_STREAM.rawValue)
#endif

private func loopbackAddress(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1
    return address
}

private func systemSend(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
        return send(fd, pointer, count, 0)
    #else
        return send(fd, pointer, count, Int32(MSG_NOSIGNAL))  // a dead peer must not raise SIGPIPE
    #endif
}

func closeDescriptor(_ fd: Int32) -> Int32 {
    #if canImport(Darwin)
        return Darwin.close(fd)
    #else
        return Glibc.close(fd)
    #endif
}

func errnoDescription(_ code: Int32 = errno) -> String {
    String(cString: strerror(code)) + " (errno \(code))"
}
