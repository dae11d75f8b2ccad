/// Turns the bytes a client sends into request heads, one at a time, enforcing the size limits.
/// A plain state machine: the connection feeds it what it reads; tests feed it bytes.
struct RequestParser {
    enum Result: Equatable {
        /// The head is not complete yet.
        case needsMore
        case request(HTTPRequest)
        /// The client sent something the server must refuse; the connection closes after the answer.
        case failure(HTTPStatus)
    }

    private let maxRequestLineBytes: Int
    private let maxHeaderBytes: Int
    private let maxHeaderLines: Int
    private var buffer: [UInt8] = []

    init(limits: ServerLimits) {
        maxRequestLineBytes = limits.maxRequestLineBytes
        maxHeaderBytes = limits.maxHeaderBytes
        maxHeaderLines = limits.maxHeaderLines
    }

    /// Whether part of a request has arrived (empty lines between requests do not count).
    var hasPartialRequest: Bool {
        buffer.contains { $0 != .cr && $0 != .lf }
    }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete request head, if it has arrived, consuming its bytes.
    mutating func next() -> Result {
        // A server should ignore empty lines before a request line (RFC 9112 §2.2).
        guard let start = buffer.firstIndex(where: { $0 != .cr && $0 != .lf }) else {
            buffer.removeAll(keepingCapacity: true)
            return .needsMore
        }
        guard let requestLineEnd = buffer[start...].firstIndex(of: .lf) else {
            return buffer.count - start > maxRequestLineBytes + 1 ? .failure(.uriTooLong) : .needsMore
        }
        let requestLine = start..<withoutCR(requestLineEnd)
        guard requestLine.count <= maxRequestLineBytes else { return .failure(.uriTooLong) }

        let headersStart = requestLineEnd + 1
        var fieldLines: [Range<Int>] = []
        var position = headersStart
        var headEnd: Int?
        while let lineEnd = buffer[position...].firstIndex(of: .lf) {
            let line = position..<withoutCR(lineEnd)
            position = lineEnd + 1
            if line.isEmpty {
                headEnd = position
                break
            }
            fieldLines.append(line)
            guard fieldLines.count <= maxHeaderLines else { return .failure(.headersTooLarge) }
        }
        guard (headEnd ?? buffer.count) - headersStart <= maxHeaderBytes + 2 else {
            return .failure(.headersTooLarge)
        }
        guard let headEnd else { return .needsMore }

        let result = parseHead(requestLine: requestLine, fieldLines: fieldLines)
        buffer.removeSubrange(0..<headEnd)
        return result
    }

    private func withoutCR(_ lineFeed: Int) -> Int {
        lineFeed > 0 && buffer[lineFeed - 1] == .cr ? lineFeed - 1 : lineFeed
    }

    private func parseHead(requestLine: Range<Int>, fieldLines: [Range<Int>]) -> Result {
        let parts = buffer[requestLine].split(separator: .space, omittingEmptySubsequences: false)
        guard parts.count == 3, let method = parts.first, !method.isEmpty, method.allSatisfy(\.isTokenByte) else {
            return .failure(.badRequest)
        }
        let target = parts[1]
        guard !target.isEmpty, target.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return .failure(.badRequest) }
        let minorVersion: Int
        switch Array(parts[2]) {
        case Array("HTTP/1.1".utf8): minorVersion = 1
        case Array("HTTP/1.0".utf8): minorVersion = 0
        case let version where version.count == 8 && version.starts(with: "HTTP/".utf8)
            && version[5].isDigit && version[6] == UInt8(ascii: ".") && version[7].isDigit:
            return .failure(.versionNotSupported)
        default: return .failure(.badRequest)
        }

        var headers: [HeaderField] = []
        headers.reserveCapacity(fieldLines.count)
        for line in fieldLines {
            let bytes = buffer[line]
            // No obsolete line folding, no space before the colon (RFC 9112 §5.1–5.2).
            guard let colon = bytes.firstIndex(of: .colon), colon > line.lowerBound,
                bytes[line.lowerBound..<colon].allSatisfy(\.isTokenByte),
                bytes[(colon + 1)...].allSatisfy(\.isFieldValueByte)
            else { return .failure(.badRequest) }
            let name = String(decoding: bytes[line.lowerBound..<colon], as: UTF8.self).lowercased()
            let value = String(decoding: bytes[(colon + 1)...], as: UTF8.self).trimmingSpaces
            headers.append(HeaderField(name: name, value: value))
        }
        let request = HTTPRequest(
            method: String(decoding: method, as: UTF8.self), target: String(decoding: target, as: UTF8.self),
            minorVersion: minorVersion, headers: headers)
        return isWellFormed(request) ? .request(request) : .failure(.badRequest)
    }

    /// HTTP/1.1 needs exactly one Host; Content-Length, when sent, must be one number.
    private func isWellFormed(_ request: HTTPRequest) -> Bool {
        let hosts = request.headers.filter { $0.name == "host" }.count
        guard request.minorVersion == 0 ? hosts <= 1 : hosts == 1 else { return false }
        let lengths = Set(request.headers.filter { $0.name == "content-length" }.map(\.value))
        return lengths.count <= 1 && lengths.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy(\.isDigit) }
    }
}

extension UInt8 {
    static let cr = UInt8(ascii: "\r")
    static let lf = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let colon = UInt8(ascii: ":")

    var isDigit: Bool { self >= 0x30 && self <= 0x39 }

    /// A byte of an HTTP token (method, field name): RFC 9110 `tchar`.
    var isTokenByte: Bool {
        switch self {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        default: Self.tokenPunctuation.contains(self)
        }
    }

    private static let tokenPunctuation = Array("!#$%&'*+-.^_`|~".utf8)

    /// A byte allowed in a field value: visible characters, space, tab and obs-text; no other controls.
    var isFieldValueByte: Bool {
        self == 0x09 || (self >= 0x20 && self != 0x7F)
    }
}
