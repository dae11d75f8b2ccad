/// A response the connection writes: status, header fields, and where the body comes from.
struct Response {
    enum Body {
        case empty
        case bytes([UInt8])
        /// An open regular file, sent with `sendfile` so that large files are never loaded into memory.
        case file(OpenFile)
        /// An open-ended stream written after the head (server-sent events): no `Content-Length`.
        case stream

        var length: Int? {
            switch self {
            case .empty: 0
            case .bytes(let bytes): bytes.count
            case .file(let file): file.size
            case .stream: nil
            }
        }
    }

    var status: HTTPStatus
    var fields: [HeaderField]
    var body: Body = .empty
    /// Whether the connection closes after this response.
    var closesConnection = false

    /// A short plain-text answer (errors, redirects, the built-in "not found").
    static func text(_ status: HTTPStatus, _ message: String, fields: [HeaderField] = []) -> Response {
        Response(
            status: status,
            fields: fields + [
                HeaderField(name: "Content-Type", value: "text/plain; charset=utf-8"),
                HeaderField(name: "Cache-Control", value: "no-store"),
            ],
            body: .bytes(Array((message + "\n").utf8)))
    }

    /// The status line and header fields, with Date, Content-Length (except for 304 and streams) and
    /// Connection added.
    func head(date: String) -> [UInt8] {
        var text = "HTTP/1.1 \(status.code) \(status.reason)\r\nServer: Kiln\r\nDate: \(date)\r\n"
        for field in fields { text += "\(field.name): \(field.value)\r\n" }
        if status != .notModified, let length = body.length { text += "Content-Length: \(length)\r\n" }
        if closesConnection { text += "Connection: close\r\n" }
        text += "\r\n"
        return Array(text.utf8)
    }

    /// The head followed by an in-memory body, for answers written in one go.
    func serialized(date: String) -> [UInt8] {
        guard case .bytes(let body) = body else { return head(date: date) }
        return head(date: date) + body
    }
}
