/// One header field; parsed names are lowercased.
struct HeaderField: Equatable, Sendable {
    let name: String
    let value: String
}

/// A parsed request head. The server never reads request bodies: a request that has one is answered
/// and its connection closed.
struct HTTPRequest: Equatable, Sendable {
    let method: String
    /// The request target as sent (origin-form `/path?query` or absolute-form `http://host/path`).
    let target: String
    /// 0 for HTTP/1.0, 1 for HTTP/1.1.
    let minorVersion: Int
    let headers: [HeaderField]

    /// The value of the first field named `name` (lowercase).
    func header(_ name: String) -> String? {
        headers.first { $0.name == name }?.value
    }

    /// HTTP/1.1 keeps the connection unless the client says `Connection: close`; HTTP/1.0 always closes.
    var keepsAlive: Bool {
        guard minorVersion == 1 else { return false }
        let tokens = header("connection")?.split(separator: ",").map { $0.trimmingSpaces.lowercased() } ?? []
        return !tokens.contains("close")
    }

    /// Whether a body follows the head (which the server does not read, so it closes the connection).
    var hasBody: Bool {
        header("transfer-encoding") != nil || (header("content-length").flatMap { Int($0) } ?? 0) > 0
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
